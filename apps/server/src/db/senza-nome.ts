/**
 * The name for drizzle's `prepare(name)` when only the built SQL is to be kept (decision 0908): with
 * no name the driver sends the statement unnamed, so PostgreSQL keeps nothing between runs (no
 * per-connection state, nothing a connection pooler could lose). drizzle types the name as required.
 */
export const SENZA_NOME = undefined as unknown as string;
