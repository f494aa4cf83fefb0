// Where a stage of `npm test` spends the machine's CPU (issue 21): how busy the cores were, and the
// CPU seconds of each kind of process (Chromium's renderers, the Zaino servers, the test workers,
// PostgreSQL…). Read from /proc once a second; elsewhere (no /proc) it measures nothing and says so.
// A process that ends between two readings loses at most its last second.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** Ticks per second of /proc's counters (USER_HZ: 100 on every Linux this runs on). */
const HZ = 100;

/** The kind of a process, from its command line. */
export function classe(cmdline) {
  if (/chrom/i.test(cmdline)) {
    if (cmdline.includes('--type=renderer')) return 'Chromium, pagine';
    if (cmdline.includes('--type=')) return 'Chromium, altri processi';
    return 'Chromium, browser';
  }
  if (/postgres/.test(cmdline)) return 'PostgreSQL';
  if (/apps\/server\/(src\/main\.ts|dist\/main\.mjs)|worker-server|avvia-server/.test(cmdline))
    return 'server Zaino';
  if (/vitest/.test(cmdline)) return 'Vitest';
  if (/playwright/.test(cmdline)) return 'Playwright';
  if (/\b(tsc|biome|esbuild|vite|rolldown)\b/.test(cmdline)) return 'build e controlli';
  if (/node|npm|npx/.test(cmdline)) return 'altri node';
  return 'altro';
}

/** utime + stime and start time (in ticks since boot) from a /proc/<pid>/stat line. */
export function leggiStat(riga) {
  // The command name may hold spaces and parentheses: the fields start after the last ')'.
  const campi = riga.slice(riga.lastIndexOf(')') + 2).split(' ');
  return { tick: Number(campi[11]) + Number(campi[12]), avvio: Number(campi[19]) };
}

function cpuMacchina() {
  const [, ...v] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const inattivo = v[3] + v[4];
  return { totale: v.slice(0, 8).reduce((a, b) => a + b, 0), inattivo };
}

function tickDaAvvio() {
  return Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]) * HZ;
}

/**
 * Starts sampling; `ferma()` answers the CPU seconds per kind of process started or running since,
 * and the share of the cores that was busy. Null where /proc is missing.
 */
export function campionaCpu() {
  if (!existsSync('/proc/stat')) return null;
  const inizio = tickDaAvvio();
  const macchina0 = cpuMacchina();
  const visti = new Map();
  const totali = {};
  const leggi = () => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      let stat;
      try {
        stat = leggiStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        continue; // ended meanwhile
      }
      let p = visti.get(pid);
      if (!p || p.avvio !== stat.avvio) {
        let cmdline = '';
        try {
          cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        } catch {}
        // A process older than the stage counts only from now on.
        p = { avvio: stat.avvio, tick: stat.avvio >= inizio ? 0 : stat.tick, classe: classe(cmdline) };
        visti.set(pid, p);
      }
      const delta = stat.tick - p.tick;
      if (delta > 0) totali[p.classe] = (totali[p.classe] ?? 0) + delta / HZ;
      p.tick = stat.tick;
    }
  };
  leggi();
  const timer = setInterval(leggi, 1000);
  timer.unref();
  return {
    ferma() {
      clearInterval(timer);
      leggi();
      const m = cpuMacchina();
      const totale = m.totale - macchina0.totale;
      const occupazione = totale > 0 ? 1 - (m.inattivo - macchina0.inattivo) / totale : 0;
      return { classi: totali, occupazione };
    },
  };
}

/** One line for the stage times: busy share and the kinds of process by CPU seconds, largest first. */
export function rigaCpu({ classi, occupazione }) {
  const parti = Object.entries(classi)
    .filter(([, s]) => s >= 1)
    .sort((a, b) => b[1] - a[1])
    .map(([c, s]) => `${c} ${Math.round(s)} s`);
  return `CPU occupata ${Math.round(occupazione * 100)}%: ${parti.join(', ')}`;
}
