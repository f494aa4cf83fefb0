// Issue 8 item 20: in development the log is for a person at a terminal. Pino's JSON lines become
// one short readable line each (time, level, message, request id, the other fields compactly),
// and per-request lines are logged at debug level only (LOG_LEVEL=debug shows them). Production
// keeps one JSON line per event for log collectors.

const LIVELLI: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

const OMESSI = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

export function rigaLeggibile(line: string): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const ora = new Date(typeof o.time === 'number' ? o.time : Date.now()).toTimeString().slice(0, 8);
  const livello = LIVELLI[Number(o.level)] ?? String(o.level);
  const altri = Object.entries(o).filter(([k]) => !OMESSI.has(k));
  const extra = altri.length > 0 ? ` ${JSON.stringify(Object.fromEntries(altri))}` : '';
  const req = o.reqId ? ` [${String(o.reqId)}]` : '';
  const err = o.err as { stack?: string; message?: string } | undefined;
  const errore = err ? `\n${err.stack ?? err.message ?? ''}` : '';
  return `${ora} ${livello} ${String(o.msg ?? '')}${req}${extra}${errore}\n`;
}

/** A pino destination that writes readable lines to `out`. */
export function streamLeggibile(out: { write(line: string): void }): { write(line: string): void } {
  return { write: (line) => out.write(rigaLeggibile(line)) };
}
