import type { BaseSequencer } from 'vitest/node';

export declare const DURATE: string;
export declare function leggiDurate(): Record<string, number>;
export declare function durateDaReport(
  report: { testResults?: { name: string; startTime: number; endTime: number }[] },
  radice?: string,
): Record<string, number>;
export declare function piuLunghiPrima<T extends { moduleId: string; project: { name: string } }>(
  base: T[],
  durate: Record<string, number>,
  radice?: string,
): T[];
export declare class PiuLunghiPrima extends BaseSequencer {}
