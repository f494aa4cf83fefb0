/**
 * The name for drizzle's `prepare(name)` when only the built SQL is to be kept (decision 0908);
 * drizzle types the name as required. Whether PostgreSQL keeps the statement between runs is the
 * client's choice, for every repeated statement alike (decision 0432, `istruzioni-preparate.ts`).
 */
export const SENZA_NOME = undefined as unknown as string;
