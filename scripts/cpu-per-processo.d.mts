export interface CpuStadio {
  classi: Record<string, number>;
  occupazione: number;
}
export declare function classe(cmdline: string): string;
export declare function leggiStat(riga: string): { tick: number; avvio: number };
export declare function campionaCpu(): { ferma(): CpuStadio } | null;
export declare function rigaCpu(cpu: CpuStadio): string;
