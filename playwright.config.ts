import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-browser.mjs';
import { PORTS } from './src/config/forms.ts';
import { E2E_STATE } from './tests/e2e/helpers.ts';

const executablePath = findChromium();

/**
 * Browser tests run against the built site (`npm run build` first), served by `npm start`'s own
 * runtime (scripts/start.mjs: Cloudflare's workerd with the site's Worker and a local D1 database).
 */
const SITE_PORT = PORTS.site;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath && { executablePath }) },
    trace: 'retain-on-failure',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.mjs --no-build',
    env: { PORT: String(SITE_PORT), RUNTIME_STATE: E2E_STATE },
    url: `http://localhost:${SITE_PORT}/`,
    reuseExistingServer: !process.env.CI,
    // workerd takes a few seconds to start, and the D1 migrations are applied first; more on a busy machine.
    timeout: 120_000,
  },
});
