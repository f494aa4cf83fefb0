export default class VitestInCoda {
  totale: number;
  finiti: number;
  scritto: boolean;
  lavoratori: number;
  onTestRunStart(specifiche: ReadonlyArray<unknown>): void;
  onTestModuleEnd(modulo?: { state(): string }): void;
}
