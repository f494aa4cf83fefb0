// The people of the demo section: the demo logins, the leaders of every group and of the section,
// adult members, and families whose children are cubs, scouts and rovers.
import { COGNOMI, COMUNI_RESIDENZA } from './anagrafica.ts';
import { aggiungiDifettiDemo, personeDemoEFamiglie } from './controlli-demo.ts';
import { DEMO_LOGINS, type DemoChiave } from './demo.ts';
import { Generatore, type PersonaSeed, type StatoIscrizione } from './genera.ts';
import { aggiungiNazionaleDemo } from './nazionale-demo.ts';
import { Rng } from './prng.ts';
import { aggiungiTesoreria } from './tesoreria.ts';

const SEME = 20_260_901;

const authId = (chiave: DemoChiave) => DEMO_LOGINS.find((l) => l.chiave === chiave)?.authUserId;

/** Builds every row of the demo section for the active scout year `anno` and the previous one. */
export function generaSezione(anno: number, persone: number, oggi?: Date): Generatore {
  const g = new Generatore(new Rng(SEME), anno, oggi);
  g.organizzazione();
  const milano = COMUNI_RESIDENZA[0]!;

  const adulto = (
    chiave: DemoChiave | null,
    nome: string | undefined,
    cognome: string,
    sesso: 'M' | 'F',
    gruppo = 0,
  ) => {
    const login = chiave ? DEMO_LOGINS.find((l) => l.chiave === chiave) : undefined;
    const p = g.persona({
      nome,
      cognome,
      sesso,
      eta: [24, 58],
      gruppo,
      ...(login ? { residenza: milano, indirizzo: 'Via Roma 10' } : g.indirizzo()),
      email: login?.email,
    });
    if (chiave) g.demo.set(chiave, p);
    return p;
  };

  // Section staff, one person per role (the secretary and the treasurer are demo logins).
  for (const ruolo of Generatore.RUOLI_SEZIONE) {
    const p =
      ruolo === 'CENS'
        ? adulto('cens', 'Chiara', 'Colombo', 'F')
        : ruolo === 'TSEZ'
          ? adulto('tesoriere', 'Marco', 'Bianchi', 'M')
          : adulto(null, undefined, g.rng.pick(COGNOMI), g.rng.chance(0.5) ? 'M' : 'F');
    capo(g, p, [[ruolo, null]], ruolo === 'CENS' ? 'cens' : ruolo === 'TSEZ' ? 'tesoriere' : null);
  }
  // The leaders of each group and of its branco, reparto and compagnia.
  g.gruppi.forEach((_, i) => {
    for (const ruolo of Generatore.RUOLI_GRUPPO) {
      const chiave =
        i === 0 && ruolo === 'CG' ? 'capogruppo' : i === 0 && ruolo === 'CB' ? 'capobranco' : null;
      const p =
        chiave === 'capogruppo'
          ? adulto(chiave, 'Paolo', 'Ricci', 'M')
          : chiave === 'capobranco'
            ? adulto(chiave, 'Sara', 'Galli', 'F')
            : adulto(null, undefined, g.rng.pick(COGNOMI), g.rng.chance(0.5) ? 'M' : 'F', i);
      capo(g, p, [[ruolo, i]], chiave);
    }
  });
  // Adult members without appointments.
  const socio = adulto('socio', 'Davide', 'Marino', 'M');
  capo(g, socio, [], 'socio');
  for (let i = 0; i < Math.max(3, Math.round(persone * 0.02)); i++) {
    capo(g, adulto(null, undefined, g.rng.pick(COGNOMI), g.rng.chance(0.5) ? 'M' : 'F'), [], null);
  }

  famigliaDemo(g);
  while (g.persone.length < persone) famiglia(g);
  aggiungiTesoreria(g);
  loginDemoAggiunti(g);
  g.difetti = aggiungiDifettiDemo(g);
  aggiungiNazionaleDemo(g, new Set([...personeDemoEFamiglie(g), ...Object.values(g.difetti).flat()]));
  return g;
}

/**
 * The demo logins added later (issue 7: the permission matrix needs them) are attached to people the
 * generator already made, after everything else, so the rest of the demo data stays as it was: the
 * holder of RCSEZ, the CB of the second group, a parent of another family and a young member.
 */
function loginDemoAggiunti(g: Generatore): void {
  const conRuolo = (ruolo: string, gruppo: number | null) => {
    const idGruppo = gruppo == null ? null : g.gruppi[gruppo]!.id;
    const iscrizioni = g.rows.nomine
      .filter((r) => r.id_ruolo === ruolo && (r.id_gruppo ?? null) === idGruppo)
      .map((n) =>
        g.rows.iscrizioni.find((r) => r.id_iscrizione === n.id_iscrizione && r.anno_scout === g.anno),
      );
    const i = iscrizioni.find((r) => r !== undefined);
    return g.persone.find((p) => p.id === i?.id_persona);
  };
  const demoIds = new Set([...g.demo.values()].map((p) => p.id));
  const famigliaDemo = new Set(
    g.rows.parentele
      .filter((r) => demoIds.has(r.id_persona_genitore))
      .flatMap((r) => [r.id_persona_genitore, r.id_persona_figlio]),
  );
  const altroGenitore = () =>
    g.rows.parentele
      .filter((r) => !famigliaDemo.has(r.id_persona_figlio))
      .map((r) => g.persone.find((p) => p.id === r.id_persona_genitore)!)
      .find((p) => !famigliaDemo.has(p.id) && !demoIds.has(p.id));
  // A very small section (SEED_PERSONS=10) may hold no other family yet: add one.
  for (let i = 0; i < 20 && !altroGenitore(); i++) famiglia(g);
  const genitore = altroGenitore();
  // Issue 23: a young member (spec 1 'socio' under 18) with their own login, enrolled this year, of
  // another group and family than the other demo logins', and without a user of their own yet.
  const figliDi = (id: number | undefined) =>
    new Set(g.rows.parentele.filter((r) => r.id_persona_genitore === id).map((r) => r.id_persona_figlio));
  const altraFamiglia = figliDi(genitore?.id);
  const giovaneAdatto = () =>
    g.persone.find((p) => {
      const eta = g.eta(p, g.anno);
      return (
        p.iscrizioni.get(g.anno)?.stato === 'completata' &&
        eta >= 13 &&
        eta <= 16 &&
        p.gruppo !== 0 &&
        p.genitore != null &&
        !famigliaDemo.has(p.id) &&
        !altraFamiglia.has(p.id) &&
        !g.rows.utenti.some((u) => u.id_persona === p.id)
      );
    });
  // A very small section may hold none yet: add families until one is there.
  for (let i = 0; i < 50 && !giovaneAdatto(); i++) famiglia(g);
  const giovane = giovaneAdatto();
  const scelti: [DemoChiave, PersonaSeed | undefined][] = [
    ['revisore', conRuolo('RCSEZ', null)],
    ['capobranco2', conRuolo('CB', 1)],
    ['genitore2', genitore],
    ['giovane', giovane],
  ];
  for (const [chiave, p] of scelti) {
    if (!p) throw new Error(`seed: nessuna persona per il login demo ${chiave}`);
    g.demo.set(chiave, p);
    const login = DEMO_LOGINS.find((l) => l.chiave === chiave)!;
    g.registraLogin(p, login.authUserId, login.email);
  }
}

function capo(
  g: Generatore,
  p: PersonaSeed,
  ruoli: [string, number | null][],
  chiave: DemoChiave | null,
): void {
  if (chiave || g.rng.chance(0.8)) g.iscrivi(p, g.precedente, 'completata', ruoli);
  g.iscrivi(p, g.anno, chiave ? 'completata' : g.prossimoStatoCapo(), ruoli);
  if (chiave) g.utente(p, 'registrato', authId(chiave));
  else g.utenteCapo(p);
  g.consensi(p, p);
}

/** The demo parent (a mother) with a cub who has still to enrol and pay, and a scout who is done. */
function famigliaDemo(g: Generatore): void {
  const casa = { residenza: COMUNI_RESIDENZA[0]!, indirizzo: 'Via Manzoni 7', gruppo: 0 };
  const login = DEMO_LOGINS.find((l) => l.chiave === 'genitore')!;
  const mamma = g.persona({
    nome: 'Laura',
    cognome: 'Conti',
    sesso: 'F',
    eta: [40, 44],
    ...casa,
    email: login.email,
  });
  g.demo.set('genitore', mamma);
  const papa = g.persona({ nome: 'Andrea', cognome: 'Moretti', sesso: 'M', eta: [42, 46], ...casa });
  const lupetto = g.persona({
    nome: 'Tommaso',
    cognome: 'Moretti',
    sesso: 'M',
    eta: [9, 9],
    ...casa,
    genitore: mamma,
  });
  const guida = g.persona({
    nome: 'Giorgia',
    cognome: 'Moretti',
    sesso: 'F',
    eta: [13, 13],
    ...casa,
    genitore: mamma,
  });
  for (const figlio of [lupetto, guida]) {
    g.parentela(mamma, figlio);
    g.parentela(papa, figlio);
  }
  g.utente(mamma, 'registrato', authId('genitore'));
  g.iscrivi(lupetto, g.precedente, 'completata', [['L', 0]]);
  g.iscrivi(lupetto, g.anno, 'prevista', [['L', 0]]);
  g.iscrivi(guida, g.precedente, 'completata', [['E', 0]]);
  g.iscrivi(guida, g.anno, 'completata', [['E', 0]]);
  g.consensi(guida, mamma);
}

function famiglia(g: Generatore): void {
  const gruppo = g.rng.int(0, g.gruppi.length - 1);
  const cognome = g.rng.pick(COGNOMI);
  const casa = { ...g.indirizzo(), gruppo };
  const conMamma = g.rng.chance(0.92);
  const conPapa = !conMamma || g.rng.chance(0.75);
  const genitori: PersonaSeed[] = [];
  if (conMamma) {
    const cognomeMamma = g.rng.chance(0.8) ? g.rng.pick(COGNOMI) : cognome;
    genitori.push(g.persona({ cognome: cognomeMamma, sesso: 'F', eta: [34, 52], ...casa }));
  }
  if (conPapa) genitori.push(g.persona({ cognome, sesso: 'M', eta: [36, 55], ...casa }));
  const referente = genitori[0]!;
  const figli = g.rng.chance(0.45) ? 1 : g.rng.chance(0.7) ? 2 : 3;
  for (let i = 0; i < figli; i++) {
    const figlio = g.persona({
      cognome,
      sesso: g.rng.chance(0.5) ? 'M' : 'F',
      eta: [7, 18],
      ...casa,
      genitore: referente,
    });
    for (const genitore of genitori) g.parentela(genitore, figlio);
    iscriviGiovane(g, figlio, gruppo);
    if (g.eta(figlio, g.anno) >= 16 && g.rng.chance(0.3)) g.utente(figlio, 'creato');
  }
  g.utenteGenitore(referente);
}

function iscriviGiovane(g: Generatore, p: PersonaSeed, gruppo: number): void {
  const branca = Generatore.brancaPerEta(g.eta(p, g.anno));
  let stato: StatoIscrizione;
  if (branca === null) {
    // Too young for the pack: half of them are on trial from the waiting list.
    if (!g.rng.chance(0.5)) return;
    g.iscrivi(p, g.anno, 'inprova', [['L', gruppo]]);
    g.consensi(p, p.genitore ?? p);
    return;
  }
  stato = g.prossimoStatoGiovane();
  const brancaPrima = Generatore.brancaPerEta(g.eta(p, g.precedente));
  if (brancaPrima && stato !== 'inprova' && g.rng.chance(0.9)) {
    g.iscrivi(p, g.precedente, g.rng.chance(0.96) ? 'completata' : 'sezione', [[brancaPrima, gruppo]]);
  } else if (stato === 'nessuna') {
    stato = 'prevista';
  }
  g.iscrivi(p, g.anno, stato, [[branca, gruppo]]);
  // Some planned enrolments have not answered the privacy questions yet.
  if (stato !== 'prevista' || p.id % 3 !== 0) g.consensi(p, p.genitore ?? p);
}
