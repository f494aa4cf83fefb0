import { createStore } from './create-store.ts';

// Local session state of spec 1 §3. Cart, selected people, mass-registration data and user are
// persisted in localStorage under the key 'zaino'; the rest lives only in memory.

export const STORAGE_KEY = 'zaino';

/** The signed-in login, from the identity token (id_persona 0 until registration completes). */
export interface SessionUser {
  id_persona: number;
  email: string;
  username: string;
}

/** Spec 1 §3: one cart line. */
export interface CartLine {
  id_transazione_economica: number;
  importo: number;
}

/** Spec 1 §4.6: checkout preparation and verification status. */
export type LoadStatus = 'not_loaded' | 'loading' | 'success' | 'failed';

export interface AsyncResult {
  status: LoadStatus;
  data?: unknown;
  error?: string;
}

/** Spec 1 §4.4: the unit choice; branca null and id_gruppo null = the whole section (id_parte 1). */
export interface UnitChoice {
  label: string;
  branca: 'L' | 'E' | 'R' | 'G' | null;
  id_gruppo: number | null;
  id_parte: number;
}

/** Spec 1 §3: new-user info, set while a registration is in progress. */
export interface NewUserInfo {
  registration_token: string;
  nome?: string;
  cognome?: string;
  sesso?: 'M' | 'F';
  email?: string;
}

/** Spec 2: one mass-registration item. */
export interface MassRegistrationItem {
  email: string;
  id_persona: number;
  relazione?: string;
  nome?: string;
  cognome?: string;
}

export interface SessionState {
  user: SessionUser | null;
  cart: CartLine[];
  selectedPeople: number[];
  massRegistration: MassRegistrationItem[];
  checkoutPrepare: AsyncResult;
  checkoutVerify: AsyncResult;
  tableFilters: Record<string, unknown>;
  annoScout: number | null;
  unitChoice: UnitChoice;
  newUser: NewUserInfo | null;
  /**
   * Decision 0418: what the server said this session still lacks (GraphQL FORBIDDEN with
   * extensions.secondo_fattore): the code of an enrolled login, or a required enrolment. Not kept
   * across page loads: the next request tells again.
   */
  secondoFattore: 'codice' | 'attivazione' | null;
}

export const SEZIONE: UnitChoice = { label: 'Sezione', branca: null, id_gruppo: null, id_parte: 1 };

const PERSISTED = ['user', 'cart', 'selectedPeople', 'massRegistration'] as const;
type Persisted = Pick<SessionState, (typeof PERSISTED)[number]>;

function initialState(): SessionState {
  return {
    user: null,
    cart: [],
    selectedPeople: [],
    massRegistration: [],
    checkoutPrepare: { status: 'not_loaded' },
    checkoutVerify: { status: 'not_loaded' },
    tableFilters: {},
    annoScout: null,
    unitChoice: SEZIONE,
    newUser: null,
    secondoFattore: null,
  };
}

function readPersisted(): Partial<Persisted> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return {};
    const parsed = JSON.parse(raw) as Partial<Persisted>;
    const out: Partial<Persisted> = {};
    if (parsed.user && typeof parsed.user.id_persona === 'number') out.user = parsed.user;
    if (Array.isArray(parsed.cart)) out.cart = parsed.cart;
    if (Array.isArray(parsed.selectedPeople)) out.selectedPeople = parsed.selectedPeople;
    if (Array.isArray(parsed.massRegistration)) out.massRegistration = parsed.massRegistration;
    return out;
  } catch {
    return {};
  }
}

export const session = createStore<SessionState>({ ...initialState(), ...readPersisted() });

let lastWritten = '';
session.subscribe(() => {
  const state = session.get();
  const persisted = Object.fromEntries(PERSISTED.map((key) => [key, state[key]]));
  const json = JSON.stringify(persisted);
  if (json === lastWritten) return;
  lastWritten = json;
  try {
    localStorage.setItem(STORAGE_KEY, json);
  } catch {
    // storage full or disabled: the session still works in memory
  }
});

/** Spec 1 §4.3: logout clears user, cart and selection state (and everything else in memory). */
export function resetSession(): void {
  session.set(initialState());
}
