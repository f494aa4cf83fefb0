/**
 * The address people are told to write to for help (spec 1 §2.5 reset help, §8 ALREADY_USED '{email}').
 * Set VITE_SUPPORT_EMAIL at build time; the spec and the contract do not name one.
 */
export const SUPPORT_EMAIL: string =
  (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_SUPPORT_EMAIL ||
  'segreteria@zaino.localhost';
