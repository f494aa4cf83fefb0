import { useRef } from 'react';

/**
 * Where the keyboard goes after a dialog closes or an action removes its card (the bank lines'
 * page): back to the control that started it when it is still on the page, otherwise to the first
 * control of the list. Without it the focus fell to the page's body and a keyboard user started
 * again from the header.
 */
export function useRitornoFocus(elenco: () => HTMLElement | null) {
  const origine = useRef<HTMLElement | null>(null);
  return {
    /** Remembers the focused control (the button just pressed). */
    ricorda() {
      origine.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    /** Puts the focus back, after React has drawn the list as it now is. */
    ritorna() {
      setTimeout(() => {
        const o = origine.current;
        if (o?.isConnected) o.focus();
        else elenco()?.querySelector<HTMLElement>('button:not([disabled]), a[href]')?.focus();
      }, 0);
    },
  };
}
