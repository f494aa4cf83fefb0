import { existsSync } from 'node:fs';

// Debian's Chromium, never a downloaded browser. Its headless shell (the `chromium-headless-shell`
// package: the same engine and version, without the desktop browser's window and UI processes)
// when installed, as .ci/run does: a cold page load costs about a third less (decision 0311).
// E2E_CHROMIUM names another executable.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export const chromiumPath =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
