import { type ChangeEvent, type FormEvent, useState } from 'react';

/** What a text field of a step receives: its value, its change handler and the message to show under it. */
export interface StepFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/**
 * The values of an auth step's form (decision 0312: state + `validaModulo`). A field's message shows
 * once the person has submitted (or asked for that field alone, e.g. the email before a resend); a
 * message from the server under a field (a wrong code, a wrong current password) stays until that
 * field changes or the form is sent again.
 */
export function useStepFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<'all' | readonly K[]>([]);
  const [serverError, setServerError] = useState<{ field: K; message: string } | null>(null);

  const shows = (field: K) => shown === 'all' || shown.includes(field);
  const field = (name: K, error: string | undefined): StepFieldProps => ({
    value: values[name],
    onChange: (event) => {
      const value = event.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
      setServerError((e) => (e?.field === name ? null : e));
    },
    error: serverError?.field === name ? serverError.message : shows(name) ? error : undefined,
  });
  /** A submit handler: every message shows from now on; `send` runs only when `valid`. */
  const submit = (valid: boolean, send: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    setShown('all');
    setServerError(null);
    if (valid) void send();
  };
  /** Shows the messages of these fields (a check of part of the form before a side action). */
  const show = (...names: K[]) => setShown((s) => (s === 'all' ? s : [...new Set([...s, ...names])]));
  const reset = () => {
    setValues(initial);
    setShown([]);
    setServerError(null);
  };
  return { values, field, submit, show, reset, setServerError };
}
