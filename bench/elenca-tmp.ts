import pg from 'pg';
import { gql, rows, startTestApp, tokenFor } from '../apps/server/test/helpers.ts';
const log: string[] = [];
let on = false;
const orig = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (this: unknown, ...a: any[]) {
  if (on) { const q = a[0]; const text = typeof q === 'string' ? q : q?.text ?? q?.name; if (process.env.FULL) log.push(JSON.stringify({text: q?.text ?? q, values: q?.values ?? a[1]})); else log.push(String(text).replace(/\s+/g, ' ').slice(0, 160) + (q?.name ? `  [name=${q.name}]` : '')); }
  return (orig as any).apply(this, a);
};
const t = await startTestApp('postgres');
const token = await tokenFor(t.app, 'genitore');
const persone = (await gql(t.app, '{ getPersoneSe { id_persona } }', {}, token)).data!.getPersoneSe as any[];
const [figlio] = await rows<any>(t.database, `select p.id_parte, (select anno_scout from anni_scout where attivo) as anno from persone p where p.id_persona = ${persone[1]?.id_persona ?? persone[0].id_persona}`);
const dovuti: any[] = [];
for (const importo of [12000, 3500]) dovuti.push(...(await rows<any>(t.database, `insert into transazioni_economiche (id_parte_da, id_parte_a, importo, causale_desc, causale_tipo, anno_scout, stato) values (${figlio.id_parte}, 1, ${importo}, 'Campo estivo', 'altro', ${figlio.anno}, 'no') returning id_transazione_economica`)));
const ops: [string, string, any][] = [
  ['home', `{ getPersoneSe { id_persona nome cognome iscrizione { stato_iscrizione nomine { id_ruolo } } transazioni_economiche_todo { id_transazione_economica importo causale_desc } } }`, {}],
  ['anno', '{ getAsAttivo { anno_scout limite_mora } }', {}],
  ['pagamenti', 'query($p: Int!) { getTfPersona(id_persona: $p) { id_transazione_finanziaria importo stato } }', { p: persone[0].id_persona }],
  ['checkout', `mutation($p: PreparazioneCheckoutInput!) { preparaCheckout(preparazione_checkout: $p) { id_transazione_finanziaria importo commissione } }`, { p: { metodo: 'stripe', donazione: 0, transazioni_economiche: dovuti } }],
];
for (const [n, q, v] of ops) { for (let i = 0; i < 3; i++) await gql(t.app, q, v, token); log.length = 0; on = true; const r = await gql(t.app, q, v, token); on = false; if (r.errors) console.log(r.errors); console.log(`\n== ${n}: ${log.length}`); for (const l of log) console.log('  ', l); }
await t.close?.();
process.exit(0);
