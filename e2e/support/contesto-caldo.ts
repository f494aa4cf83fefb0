import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

// One browser context per worker, handed from test to test (issue 21). A new context starts with an
// empty HTTP cache, so every test paid for downloading and compiling the whole app again: a cold
// load of the back office costs Chromium about 2.7 s of CPU, a warm one about 1.2 s. Between tests
// the context is emptied of everything a person's browser would not share with the next person at
// the same computer (cookies, storage of every origin it opened, permissions, routes); only the
// cache of the app's files stays. A test that changes the context for good (a fake clock, an init
// script, an exposed function, offline) gets it thrown away and the next test starts a new one.

/** The options every test context starts with (playwright.config.ts reads them too). */
export const OPZIONI_CONTESTO = {
  locale: 'it-IT',
  timezoneId: 'Europe/Rome',
  reducedMotion: 'reduce',
} as const satisfies BrowserContextOptions;

/** Context calls whose effect outlives the test: after one of them the context is not handed on. */
const PERMANENTI = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setOffline',
  'setGeolocation',
] as const;

const STORAGE_TYPES = [
  'local_storage',
  'session_storage',
  'indexeddb',
  'websql',
  'service_workers',
  'cache_storage',
  'file_systems',
].join(',');

export class ContestoCaldo {
  private context: BrowserContext | null = null;
  private sporco = false;
  private readonly origini = new Set<string>();

  constructor(
    private readonly browser: Browser,
    private readonly opzioni: BrowserContextOptions,
  ) {}

  /** The context for the next test, with its own headers (its client address). */
  async prendi(headers: Record<string, string>): Promise<BrowserContext> {
    if (!this.context) this.context = await this.nuovo();
    await this.context.setExtraHTTPHeaders(headers);
    return this.context;
  }

  /** Empties the context after a test; a context the test changed for good is closed instead. */
  async restituisci(): Promise<void> {
    const context = this.context;
    if (!context) return;
    try {
      if (this.sporco) throw new Error('changed for good');
      const pagine = context.pages();
      const pagina = pagine[0] ?? (await context.newPage());
      for (const p of pagine.slice(1)) await p.close();
      await pagina.goto('about:blank');
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearPermissions();
      await context.clearCookies();
      const cdp = await context.newCDPSession(pagina);
      for (const origin of this.origini)
        await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
      await cdp.detach();
      this.origini.clear();
      await pagina.close();
    } catch {
      this.context = null;
      await context.close().catch(() => {});
    }
  }

  async chiudi(): Promise<void> {
    await this.context?.close().catch(() => {});
    this.context = null;
  }

  private async nuovo(): Promise<BrowserContext> {
    const context = await this.browser.newContext(this.opzioni);
    this.sporco = false;
    this.origini.clear();
    context.on('request', (r) => {
      const url = r.url();
      if (url.startsWith('http')) this.origini.add(new URL(url).origin);
    });
    for (const nome of PERMANENTI) this.segnaSporco(context, nome);
    // The fake clock is the context's (page.clock is context.clock) and cannot be taken off.
    for (const nome of Object.getOwnPropertyNames(Object.getPrototypeOf(context.clock)))
      this.segnaSporco(context.clock, nome);
    return context;
  }

  private segnaSporco(target: object, nome: string) {
    const obj = target as Record<string, unknown>;
    const originale = obj[nome];
    if (typeof originale !== 'function' || nome === 'constructor') return;
    obj[nome] = (...args: unknown[]) => {
      this.sporco = true;
      return (originale as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** A new page of the shared context at the test's viewport (a context option, set per page here). */
export async function paginaNuova(
  context: BrowserContext,
  viewport: { width: number; height: number } | null,
): Promise<Page> {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  return page;
}
