import { describe, expect, it } from 'vitest';
import { leggiCamt053 } from './camt053.ts';
import { LIMITI_ESTRATTO, MSG_ESTRATTO, type RigaEstratto } from './movimenti-banca.ts';

const IBAN = 'IT60X0542811101000000123456';

const documento = (estratti: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>MSG1</MsgId><CreDtTm>2026-02-01T08:00:00</CreDtTm></GrpHdr>
    ${estratti}
  </BkToCstmrStmt>
</Document>`;

const estratto = (iban: string, voci: string) => `<Stmt>
  <Id>STMT-${iban.slice(-4)}</Id>
  <Acct><Id><IBAN>${iban}</IBAN></Id></Acct>
  ${voci}
</Stmt>`;

const voce = (o: {
  importo: string;
  segno: 'CRDT' | 'DBIT';
  data?: string;
  rif?: string;
  nome?: string;
  causale?: string;
  sts?: string;
}) => `<Ntry>
  <Amt Ccy="EUR">${o.importo}</Amt>
  <CdtDbtInd>${o.segno}</CdtDbtInd>
  <Sts>${o.sts ?? 'BOOK'}</Sts>
  <BookgDt><Dt>${o.data ?? '2026-01-15'}</Dt></BookgDt>
  <ValDt><Dt>${o.data ?? '2026-01-15'}</Dt></ValDt>
  ${o.rif ? `<AcctSvcrRef>${o.rif}</AcctSvcrRef>` : ''}
  <NtryDtls><TxDtls>
    <RltdPties>${o.segno === 'CRDT' ? `<Dbtr><Nm>${o.nome ?? ''}</Nm></Dbtr>` : `<Cdtr><Nm>${o.nome ?? ''}</Nm></Cdtr>`}</RltdPties>
    <RmtInf><Ustrd>${o.causale ?? ''}</Ustrd></RmtInf>
  </TxDtls></NtryDtls>
</Ntry>`;

const righe = (xml: string): RigaEstratto[] => {
  const esito = leggiCamt053(xml);
  if (!esito.ok) throw new Error(esito.errore);
  return esito.righe;
};

describe('camt.053: a statement becomes lines', () => {
  it('reads a credit and a debit with date, cents, direction, reason, counterparty and identity', () => {
    const r = righe(
      documento(
        estratto(
          IBAN,
          voce({ importo: '85.00', segno: 'CRDT', rif: 'R1', nome: 'Rossi Mario', causale: 'Pagamento 41' }) +
            voce({
              importo: '1234.5',
              segno: 'DBIT',
              rif: 'R2',
              nome: 'Tende Srl',
              causale: 'Fattura 7',
              data: '2026-01-20',
            }),
        ),
      ),
    );
    expect(r).toEqual([
      {
        identita: `${IBAN}:R1`,
        conto: IBAN,
        data: '2026-01-15',
        dataValuta: '2026-01-15',
        importo: 8500,
        verso: 'entrata',
        causale: 'Pagamento 41',
        controparte: 'Rossi Mario',
        riferimento: 'R1',
      },
      {
        identita: `${IBAN}:R2`,
        conto: IBAN,
        data: '2026-01-20',
        dataValuta: '2026-01-20',
        importo: 123450,
        verso: 'uscita',
        causale: 'Fattura 7',
        controparte: 'Tende Srl',
        riferimento: 'R2',
      },
    ]);
  });

  it('reads several statements of several accounts in one file', () => {
    const altro = 'IT02A0306909606100000063367';
    const r = righe(
      documento(
        estratto(IBAN, voce({ importo: '10.00', segno: 'CRDT', rif: 'A' })) +
          estratto(altro, voce({ importo: '20.00', segno: 'CRDT', rif: 'A' })),
      ),
    );
    expect(r.map((x) => [x.conto, x.importo, x.identita])).toEqual([
      [IBAN, 1000, `${IBAN}:A`],
      [altro, 2000, `${altro}:A`],
    ]);
  });

  it('splits a batch booking into one line per transaction detail, each with its payer and amount', () => {
    const batch = `<Ntry>
      <Amt Ccy="EUR">170.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
      <BookgDt><DtTm>2026-01-10T09:30:00</DtTm></BookgDt><AcctSvcrRef>B9</AcctSvcrRef>
      <NtryDtls>
        <TxDtls><Amt Ccy="EUR">85.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
          <RltdPties><Dbtr><Pty><Nm>Bianchi Anna</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>Quota Luca</Ustrd><Ustrd>Bianchi</Ustrd></RmtInf></TxDtls>
        <TxDtls><Amt Ccy="EUR">85.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
          <RltdPties><Dbtr><Pty><Nm>Verdi Paolo</Nm></Pty></Dbtr></RltdPties>
          <RmtInf><Ustrd>Quota Sara Verdi</Ustrd></RmtInf></TxDtls>
      </NtryDtls></Ntry>`;
    const r = righe(documento(estratto(IBAN, batch)));
    expect(r.map((x) => [x.identita, x.data, x.importo, x.controparte, x.causale])).toEqual([
      [`${IBAN}:B9/1`, '2026-01-10', 8500, 'Bianchi Anna', 'Quota Luca Bianchi'],
      [`${IBAN}:B9/2`, '2026-01-10', 8500, 'Verdi Paolo', 'Quota Sara Verdi'],
    ]);
  });

  it('skips pending entries and gives lines without a bank reference a stable identity, two equal lines two identities', () => {
    const xml = documento(
      estratto(
        IBAN,
        voce({ importo: '5.00', segno: 'CRDT', nome: 'X', causale: 'offerta' }) +
          voce({ importo: '5.00', segno: 'CRDT', nome: 'X', causale: 'offerta' }) +
          voce({ importo: '9.00', segno: 'CRDT', sts: 'PDNG' }),
      ),
    );
    const prima = righe(xml);
    expect(prima).toHaveLength(2);
    expect(prima[0]?.identita).not.toBe(prima[1]?.identita);
    expect(righe(xml).map((x) => x.identita)).toEqual(prima.map((x) => x.identita));
  });
});

describe('camt.053: what is refused, with an Italian reason', () => {
  const esito = (xml: string) => leggiCamt053(xml);

  it('malformed XML', () => {
    const r = esito('<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt></Document>');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errore).toBe('Il file non è un XML valido: errore alla riga 1, colonna 32.');
  });

  it.each([
    [
      'an external entity (XXE)',
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>',
    ],
    [
      'a billion-laughs entity expansion',
      '<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><Document>&b;</Document>',
    ],
    ['a bare DOCTYPE', '<!doctype Document><Document/>'],
  ])('%s', (_, xml) => {
    expect(esito(xml)).toEqual({ ok: false, errore: MSG_ESTRATTO.entita });
  });

  it('a file over the size bound', () => {
    const grande = documento(
      estratto(IBAN, voce({ importo: '1.00', segno: 'CRDT', causale: 'x'.repeat(LIMITI_ESTRATTO.byte) })),
    );
    expect(esito(grande)).toEqual({ ok: false, errore: MSG_ESTRATTO.troppoGrande });
  });

  it.each([
    ['an empty file', '  ', MSG_ESTRATTO.vuoto],
    ['another XML', '<Document><Altro/></Document>', MSG_ESTRATTO.nonCamt053],
    ['a statement without entries', documento(estratto(IBAN, '')), MSG_ESTRATTO.senzaMovimenti],
    [
      'an amount that is not a number',
      documento(estratto(IBAN, voce({ importo: '12,50', segno: 'CRDT' }))),
      MSG_ESTRATTO.campo(1, 'importo'),
    ],
    [
      'a currency other than euro',
      documento(estratto(IBAN, voce({ importo: '1.00', segno: 'CRDT' }).replace('Ccy="EUR"', 'Ccy="CHF"'))),
      MSG_ESTRATTO.valuta(1, 'CHF'),
    ],
    [
      'a missing direction',
      documento(
        estratto(IBAN, voce({ importo: '1.00', segno: 'CRDT' }).replace('<CdtDbtInd>CRDT</CdtDbtInd>', '')),
      ),
      MSG_ESTRATTO.campo(1, 'segno (CdtDbtInd)'),
    ],
  ])('%s', (_, xml, errore) => {
    expect(esito(xml)).toEqual({ ok: false, errore });
  });

  it('the predefined entities and character references are decoded, nothing else is', () => {
    const r = righe(
      documento(
        estratto(
          IBAN,
          voce({
            importo: '1.00',
            segno: 'CRDT',
            nome: 'Rossi &amp; Figli',
            causale: 'Citt&#224; &#x20AC; &foo;',
          }),
        ),
      ),
    );
    expect([r[0]?.controparte, r[0]?.causale]).toEqual(['Rossi & Figli', 'Città € &foo;']);
  });
});
