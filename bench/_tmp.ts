import { gql, startTestApp, tokenFor } from '../apps/server/test/helpers.ts';
const t = await startTestApp('pglite', { persons: 2000 });
const token = await tokenFor(t.app, 'cens');
const anno = (await gql(t.app, '{ getAsAttivo { anno_scout } }', {}, token)).data!.getAsAttivo.anno_scout;
const q = `query($anno: Int!) { personeSezione(anno_scout: $anno) { id_persona nome } }`;
const { Session } = await import('node:inspector/promises');
const s = new Session(); s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.start');
for (let i = 0; i < 30; i++) await gql(t.app, q, { anno }, token);
const { profile } = await s.post('Profiler.stop');
const self = new Map<string, number>();
const dt = profile.timeDeltas!; const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const counts = new Map<number, number>();
profile.samples!.forEach((id: number, i: number) => counts.set(id, (counts.get(id) ?? 0) + (dt[i] ?? 0)));
for (const [id, us] of counts) { const n: any = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + us); }
console.log([...self].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${(v / 1000).toFixed(0).padStart(6)} ms ${k}`).join('\n'));
await t.close();
