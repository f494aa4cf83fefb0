// Types of postgres.mjs for the TypeScript tests that use it.
export declare const PG_BIN: string;
export declare function postgresInstalled(): boolean;
export declare function freePort(): Promise<number>;
export declare function startTempPostgres(): Promise<{ url: string; stop(): void }>;
