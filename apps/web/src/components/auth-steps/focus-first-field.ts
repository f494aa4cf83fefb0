import { useEffect, useRef } from 'react';

const EDITABLE = 'input:not([readonly]):not([disabled]):not([type="hidden"])';

/** Puts the cursor in the first field a person can type in when a step opens (keyboard and phone). */
export function useFocusFirstField<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>(EDITABLE)?.focus();
  }, []);
  return ref;
}
