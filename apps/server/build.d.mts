export declare const DIST: string;
export declare function entrata(nome: string): string;
export declare function buildServer(): Promise<void>;
export declare function buildServerSeVecchio(): Promise<boolean>;
