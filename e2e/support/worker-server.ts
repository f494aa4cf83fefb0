// Global setup starts one server per worker slot and leaves its variables as E2E_BASE_URL_<slot>,
// E2E_DIR_<slot>…; a worker process (Playwright loads the config in each one, with
// TEST_PARALLEL_INDEX set) takes its slot's set under the plain names the support code reads.
const KEYS = ['E2E_BASE_URL', 'E2E_DIR', 'E2E_MAIL_DIR', 'E2E_SMTP_URL'] as const;

export function useWorkerServer(env: NodeJS.ProcessEnv = process.env): void {
  const slot = env.TEST_PARALLEL_INDEX;
  if (slot === undefined) return;
  for (const key of KEYS) {
    const value = env[`${key}_${slot}`];
    if (value) env[key] = value;
  }
}
