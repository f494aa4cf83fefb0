// Italian names, places and the codice fiscale, for realistic demo people.
import { carattereControllo } from '@zaino/domain/codice-fiscale';

export const NOMI_M = [
  'Alessandro',
  'Andrea',
  'Antonio',
  'Davide',
  'Edoardo',
  'Emanuele',
  'Enrico',
  'Federico',
  'Filippo',
  'Francesco',
  'Gabriele',
  'Giacomo',
  'Giorgio',
  'Giovanni',
  'Giuseppe',
  'Jacopo',
  'Leonardo',
  'Lorenzo',
  'Luca',
  'Marco',
  'Mattia',
  'Matteo',
  'Michele',
  'Nicolò',
  'Paolo',
  'Pietro',
  'Riccardo',
  'Roberto',
  'Samuele',
  'Simone',
  'Stefano',
  'Tommaso',
  'Valerio',
  'Vittorio',
  'Alberto',
  'Massimo',
  'Daniele',
  'Fabio',
  'Claudio',
  'Diego',
] as const;

export const NOMI_F = [
  'Alessia',
  'Alice',
  'Anna',
  'Arianna',
  'Aurora',
  'Beatrice',
  'Camilla',
  'Caterina',
  'Chiara',
  'Cristina',
  'Elena',
  'Eleonora',
  'Elisa',
  'Emma',
  'Federica',
  'Francesca',
  'Gaia',
  'Giada',
  'Ginevra',
  'Giorgia',
  'Giulia',
  'Ilaria',
  'Irene',
  'Laura',
  'Lucia',
  'Marta',
  'Martina',
  'Matilde',
  'Monica',
  'Noemi',
  'Paola',
  'Rebecca',
  'Sara',
  'Silvia',
  'Sofia',
  'Valentina',
  'Veronica',
  'Viola',
  'Benedetta',
  'Greta',
] as const;

export const COGNOMI = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
  'Longo',
  'Gentile',
  'Martinelli',
  'Vitale',
  'Lombardo',
  'Serra',
  'Coppola',
  'De Santis',
  "D'Angelo",
  'Marchetti',
  'Parisi',
  'Villa',
  'Conte',
  'Ferraro',
  'Ferri',
  'Fabbri',
  'Bianco',
  'Marini',
  'Grasso',
  'Valentini',
  'Messina',
  'Sala',
  'De Angelis',
  'Gatti',
  'Pellegrini',
  'Palumbo',
  'Sanna',
  'Farina',
  'Rizzi',
  'Monti',
  'Cattaneo',
  'Morelli',
  'Amato',
  'Silvestri',
  'Mazza',
  'Testa',
  'Grassi',
  'Pellegrino',
  'Carbone',
  'Giuliani',
  'Benedetti',
  'Barone',
  'Rossetti',
  'Caputo',
  'Montanari',
  'Guerra',
  'Palmieri',
  'Bernardi',
  'Martino',
  'Fiore',
  'De Rosa',
  'Ferretti',
  'Bellini',
  'Basile',
  'Riva',
  'Donati',
  'Piras',
  'Vitali',
  'Battaglia',
  'Sartori',
  'Neri',
  'Costantini',
  'Milani',
  'Pagano',
  'Ruggiero',
  'Sorrentino',
  "Dell'Acqua",
  'Orlando',
  'Negri',
  'Mantovani',
] as const;

export interface Comune {
  nome: string;
  provincia: string;
  cap: string;
  /** Codice catastale (Belfiore), used in the codice fiscale. */
  codice: string;
}

// Where the section lives: Milan and its northern towns.
export const COMUNI_RESIDENZA: readonly Comune[] = [
  { nome: 'Milano', provincia: 'MI', cap: '20121', codice: 'F205' },
  { nome: 'Milano', provincia: 'MI', cap: '20159', codice: 'F205' },
  { nome: 'Milano', provincia: 'MI', cap: '20162', codice: 'F205' },
  { nome: 'Monza', provincia: 'MB', cap: '20900', codice: 'F704' },
  { nome: 'Sesto San Giovanni', provincia: 'MI', cap: '20099', codice: 'I690' },
  { nome: 'Cinisello Balsamo', provincia: 'MI', cap: '20092', codice: 'C707' },
  { nome: 'Cologno Monzese', provincia: 'MI', cap: '20093', codice: 'C895' },
];

// Where people were born: mostly nearby, some from elsewhere in Italy.
export const COMUNI_NASCITA: readonly Comune[] = [
  ...COMUNI_RESIDENZA.slice(0, 1),
  ...COMUNI_RESIDENZA.slice(0, 1),
  ...COMUNI_RESIDENZA.slice(3),
  { nome: 'Bergamo', provincia: 'BG', cap: '24121', codice: 'A794' },
  { nome: 'Como', provincia: 'CO', cap: '22100', codice: 'C933' },
  { nome: 'Brescia', provincia: 'BS', cap: '25121', codice: 'B157' },
  { nome: 'Varese', provincia: 'VA', cap: '21100', codice: 'L682' },
  { nome: 'Roma', provincia: 'RM', cap: '00118', codice: 'H501' },
  { nome: 'Torino', provincia: 'TO', cap: '10121', codice: 'L219' },
  { nome: 'Napoli', provincia: 'NA', cap: '80121', codice: 'F839' },
  { nome: 'Bologna', provincia: 'BO', cap: '40121', codice: 'A944' },
  { nome: 'Genova', provincia: 'GE', cap: '16121', codice: 'D969' },
  { nome: 'Firenze', provincia: 'FI', cap: '50121', codice: 'D612' },
];

export const VIE = [
  'Via Roma',
  'Via Garibaldi',
  'Via Mazzini',
  'Corso Italia',
  'Via Dante',
  'Via Manzoni',
  'Via Verdi',
  'Viale Monza',
  'Via Cavour',
  'Via Matteotti',
  'Via Gramsci',
  'Via XX Settembre',
  'Via Leopardi',
  'Via Carducci',
  'Via Marconi',
  'Piazza della Repubblica',
  'Via Volta',
  'Via Foscolo',
  'Via Pascoli',
  'Via dei Mille',
] as const;

const MESI = 'ABCDEHLMPRST';
const VOCALI = 'AEIOU';

/** Upper-case ASCII letters only: accents folded, apostrophes and spaces dropped. */
function lettere(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
}

function consonanti(s: string): string {
  return [...s].filter((c) => !VOCALI.includes(c)).join('');
}

function vocali(s: string): string {
  return [...s].filter((c) => VOCALI.includes(c)).join('');
}

function parteCognome(cognome: string): string {
  const l = lettere(cognome);
  return `${consonanti(l)}${vocali(l)}XXX`.slice(0, 3);
}

function parteNome(nome: string): string {
  const l = lettere(nome);
  const c = consonanti(l);
  if (c.length >= 4) return `${c[0]}${c[2]}${c[3]}`;
  return `${c}${vocali(l)}XXX`.slice(0, 3);
}

/** The codice fiscale of a person (ISO birth date, sex M/F, codice catastale of the birth place). */
export function codiceFiscale(p: {
  nome: string;
  cognome: string;
  sesso: 'M' | 'F';
  data_nascita: string;
  codiceComune: string;
}): string {
  const [anno, mese, giorno] = p.data_nascita.split('-').map(Number) as [number, number, number];
  const gg = String(p.sesso === 'F' ? giorno + 40 : giorno).padStart(2, '0');
  const primi15 = `${parteCognome(p.cognome)}${parteNome(p.nome)}${String(anno % 100).padStart(2, '0')}${MESI[mese - 1]}${gg}${p.codiceComune}`;
  return `${primi15}${carattereControllo(primi15)}`;
}
