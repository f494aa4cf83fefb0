import type { Database } from './db/client.ts';
import { dbUnavailable, isConnectionError } from './errors.ts';

export interface DbAvailabilityOptions {
  /** A ping slower than this counts as "unreachable" (keeps answers under ~3 s). */
  pingTimeoutMs?: number;
  onChange?: (available: boolean, error?: unknown) => void;
}

/**
 * Tracks whether the database answers (DESIGN.md §5, issue 2 "DB_UNAVAILABLE"). While it is known
 * to be up, requests pay nothing. After a connection error it is marked down: every request first
 * pings (one shared ping, bounded by a timeout) and fails fast with DB_UNAVAILABLE until the
 * database answers again, which marks it up by itself.
 */
export class DbAvailability {
  private down = false;
  private pending: Promise<boolean> | null = null;
  private readonly pingTimeoutMs: number;

  constructor(
    private readonly database: Database,
    private readonly options: DbAvailabilityOptions = {},
  ) {
    this.pingTimeoutMs = options.pingTimeoutMs ?? 1500;
  }

  get available(): boolean {
    return !this.down;
  }

  /** Throws DB_UNAVAILABLE when the database was down and still does not answer. */
  async ensure(): Promise<void> {
    if (!this.down) return;
    if (!(await this.check())) throw dbUnavailable();
  }

  /** Pings now (shared between concurrent callers); true when the database answered. */
  check(): Promise<boolean> {
    this.pending ??= this.ping().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** Records the outcome of a failed operation; true when it was a connection failure. */
  report(error: unknown): boolean {
    if (!isConnectionError(error)) return false;
    this.setDown(true, error);
    return true;
  }

  private async ping(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('connection timeout (ping)')), this.pingTimeoutMs);
    });
    try {
      await Promise.race([this.database.ping(), timeout]);
      this.setDown(false);
      return true;
    } catch (error) {
      this.setDown(true, error);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  private setDown(down: boolean, error?: unknown) {
    if (this.down === down) return;
    this.down = down;
    this.options.onChange?.(!down, error);
  }
}
