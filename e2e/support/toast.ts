import type { Page } from '@playwright/test';

// Toasts hide after 2 s (spec 1 §9): a test that asserts none was shown cannot look for one on the
// page at some moment. This records the text of every toast the page ever adds, from its first load.

const TOAST = '.mantine-Notification-root';

/** Starts recording toasts on every document the page loads from now on. */
export async function registraToast(page: Page): Promise<void> {
  await page.addInitScript((selettore) => {
    const visti: string[] = [];
    (window as unknown as { toastVisti: string[] }).toastVisti = visti;
    new MutationObserver((mutazioni) => {
      for (const m of mutazioni)
        for (const nodo of m.addedNodes) {
          if (!(nodo instanceof Element)) continue;
          const trovati = [...(nodo.matches(selettore) ? [nodo] : []), ...nodo.querySelectorAll(selettore)];
          for (const t of trovati) visti.push(t.textContent ?? '');
        }
    }).observe(document, { childList: true, subtree: true });
  }, TOAST);
}

/** The texts of the toasts the current document has shown so far. */
export function toastVisti(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { toastVisti?: string[] }).toastVisti ?? []);
}
