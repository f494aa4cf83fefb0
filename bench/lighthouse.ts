// Issue 27, `npm run bench:lighthouse`: Lighthouse 12 (mobile preset: simulated slow 4G and a 4×
// slower CPU) on /login, /f and /f/checkout of the real server with the demo section, signed in as
// the demo parent, in Debian's Chromium. Targets of the issue: performance ≥ 95, accessibility 100.
// Printed with the audits that cost points, never asserted.
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../e2e/support/chromium.ts';
import { DEMO_PASSWORD, demoUsers } from '../e2e/support/demo-users.ts';
import { freePort, startServer } from '../e2e/support/server.ts';
import { avviaProxyHttp2 } from './proxy-http2.ts';

const PAGINE = ['/login', '/f', '/f/checkout'] as const;

/** The session cookies of a password sign-in, as one Cookie header. */
async function cookieDi(url: string, email: string): Promise<string> {
  const r = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!r.ok) throw new Error(`accesso non riuscito: ${r.status} ${await r.text()}`);
  return r.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// The demo section (and its logins) loads only outside production; the web app is the same build.
// BENCH_LIGHTHOUSE_HTTP2=1: the pages through an HTTPS proxy speaking HTTP/2, as deployed.
const http2 = process.env.BENCH_LIGHTHOUSE_HTTP2 === '1';
const server = await startServer({ NODE_ENV: 'development' });
const proxy = http2 ? await avviaProxyHttp2(server.url) : undefined;
const indirizzo = proxy?.url ?? server.url;
const porta = await freePort();
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [
    ...chromiumArgs,
    `--remote-debugging-port=${porta}`,
    ...(http2 ? ['--ignore-certificate-errors'] : []),
  ],
});
try {
  const cookie = await cookieDi(server.url, demoUsers.genitore);
  console.log(`Lighthouse 12, preset mobile, genitore demo, ${http2 ? 'HTTP/2 (proxy HTTPS)' : 'HTTP/1.1'}`);
  console.log(
    'pagina'.padEnd(14),
    'prestazioni'.padStart(12),
    'accessibilità'.padStart(14),
    '  FCP ms  LCP ms  TBT ms  CLS',
  );
  for (const pagina of PAGINE) {
    const esito = await lighthouse(`${indirizzo}${pagina}`, {
      port: porta,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      extraHeaders: pagina === '/login' ? {} : { Cookie: cookie },
    });
    if (!esito) throw new Error(`nessun risultato per ${pagina}`);
    const { categories, audits, finalDisplayedUrl } = esito.lhr;
    // A page that sent the browser elsewhere (a lost session: /login) would be measured as another.
    if (new URL(finalDisplayedUrl).pathname !== pagina)
      throw new Error(`${pagina} è finita su ${finalDisplayedUrl}`);
    const punti = (c: string) => Math.round((categories[c]?.score ?? 0) * 100);
    const valore = (a: string) => audits[a]?.numericValue ?? Number.NaN;
    console.log(
      pagina.padEnd(14),
      String(punti('performance')).padStart(12),
      String(punti('accessibility')).padStart(14),
      valore('first-contentful-paint').toFixed(0).padStart(8),
      valore('largest-contentful-paint').toFixed(0).padStart(7),
      valore('total-blocking-time').toFixed(0).padStart(7),
      valore('cumulative-layout-shift').toFixed(3).padStart(6),
    );
    // Where the main thread goes, and what the page downloads.
    for (const a of ['bootup-time', 'mainthread-work-breakdown', 'total-byte-weight'])
      console.log(`    ${audits[a]?.title}: ${audits[a]?.displayValue ?? ''}`);
    // What costs points: the audits below full marks that carry weight.
    for (const c of ['performance', 'accessibility']) {
      for (const ref of categories[c]?.auditRefs ?? []) {
        const a = audits[ref.id];
        if (ref.weight > 0 && a && a.score !== null && a.score < 1)
          console.log(`    ${c}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
      }
    }
  }
} finally {
  await browser.close();
  await proxy?.stop();
  await server.stop();
}
