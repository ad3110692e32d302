// Finds a Chromium: $CHROMIUM_PATH, then the system's chromium, then Playwright's own download; for
// the browser suite, Debian's headless shell first. Throws when nothing is usable.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
/** Debian's `chromium-headless-shell`: Chromium's headless build, the one Playwright runs headless tests in. */
const HEADLESS_SHELL_CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

/** Flags for headless Chromium on a locked-down machine (docs/architecture.md, toolchain facts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * For the browser tests only, not for Lighthouse: one renderer and no site isolation, so each
 * test's fresh context and first page open in about two thirds of the time.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--renderer-process-limit=1', '--in-process-gpu', '--disable-site-isolation-trials'];

/**
 * The Chromium the browser suite runs in: $CHROMIUM_PATH when set, else the headless shell, in
 * which the suite takes half the time of the full browser (2.6 against 4.5–5.6 min,
 * measured on 2 cores), else the full browser. The back-forward-cache test needs the full browser
 * (the shell caches no page) and launches findChromium() itself.
 */
export function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return HEADLESS_SHELL_CANDIDATES.find((path) => existsSync(path)) ?? findChromium();
}

/** The full browser: for Lighthouse, screenshots and the tests that need what only it does. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && !existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
  const found = fromEnv ?? [...SYSTEM_CANDIDATES, bundledChromium()].find((path) => path && existsSync(path));
  if (found) return found;
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian: `apt-get install -y chromium`), ' +
      'set CHROMIUM_PATH to a Chromium or Chrome binary, or run `npx playwright install chromium` where downloads are allowed.',
  );
}

/** Playwright's own download, where it has one for this platform. */
function bundledChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
