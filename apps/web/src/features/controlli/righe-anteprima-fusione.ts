// Decision 0930: what a merge moves, one line a kind of row, in the singular for one.
import type { AnteprimaFusione } from './api/fusione-persone.ts';

export function righeAnteprima(c: AnteprimaFusione['conteggi']): string[] {
  // [count, one, many]: "1 nomina", "2 nomine".
  const voci: [number, string, string][] = [
    [c.contatti - c.contatti_doppi, 'contatto', 'contatti'],
    [c.parentele - c.parentele_doppie, 'parentela', 'parentele'],
    [c.iscrizioni, 'iscrizione', 'iscrizioni'],
    [c.nomine, 'nomina', 'nomine'],
    [c.liste_attesa - c.liste_attesa_doppie, 'posto in lista d’attesa', 'posti in lista d’attesa'],
    [c.utenti, 'utente o account', 'utenti e account'],
    [c.consensi_privacy, 'consenso privacy', 'consensi privacy'],
    [c.dovuti, 'quota o dovuto', 'quote e dovuti'],
    [c.pagamenti, 'pagamento', 'pagamenti'],
    [c.allegati, 'allegato di un pagamento', 'allegati dei pagamenti'],
    [
      c.conti,
      'riga di bilancio, saldo o contatore ricevute',
      'righe di bilancio, saldi o contatori ricevute',
    ],
  ];
  const fuori = voci.filter(([n]) => n > 0).map(([n, uno, molti]) => `${n} ${n === 1 ? uno : molti}`);
  const doppi = c.contatti_doppi + c.parentele_doppie;
  if (doppi > 0) fuori.push(`${doppi} tra contatti e parentele già presenti: non vengono copiati`);
  if (c.liste_attesa_doppie === 1)
    fuori.push('1 lista d’attesa in cui sono entrambi: resta il posto migliore');
  else if (c.liste_attesa_doppie > 1)
    fuori.push(`${c.liste_attesa_doppie} liste d’attesa in cui sono entrambi: resta il posto migliore`);
  if (c.rilievi === 1) fuori.push('1 rilievo che la riguarda sparisce fino al prossimo ricalcolo');
  else if (c.rilievi > 0)
    fuori.push(`${c.rilievi} rilievi che la riguardano spariscono fino al prossimo ricalcolo`);
  return fuori;
}
