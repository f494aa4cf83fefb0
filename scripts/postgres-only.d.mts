export declare const POSTGRES_ONLY: { file: string; why: string }[];
export declare function skipPostgres(): boolean;
export declare function postgresOnlyExcluded(prefix: string): string[];
