import { defineConfig, devices } from '@playwright/test';
import { findTestChromium, TEST_CHROMIUM_ARGS } from './scripts/test-support/find-browser.mjs';
import { PORTS } from './src/config/forms.ts';
import { E2E_STATE } from './tests/e2e/helpers.ts';
import type { EngineOptions } from './tests/engines/fixtures.ts';

const executablePath = findTestChromium();

/**
 * Browser tests run against the built site (`npm run build` first), served by `npm start`'s own
 * runtime (scripts/runtime/start.mjs: Cloudflare's workerd with the site's Worker and a local D1 database).
 */
const SITE_PORT = PORTS.site;

export default defineConfig<EngineOptions>({
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${SITE_PORT}`,
    launchOptions: { args: TEST_CHROMIUM_ARGS, ...(executablePath && { executablePath }) },
    // A trace records every action's snapshot, a fifth of a test's time: only a retried failure keeps one.
    trace: 'on-first-retry',
  },
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', use: { ...devices['Desktop Chrome'] } },
    // The same visitor checks in Firefox and WebKit (tests/engines), after the Chromium suite: they
    // share the runtime, its local database and the machine's two cores.
    // `npm run test:firefox` and `npm run test:webkit` run one alone (--no-deps).
    { name: 'firefox', testDir: 'tests/engines', use: { engine: 'firefox' }, dependencies: ['chromium'] },
    { name: 'webkit', testDir: 'tests/engines', use: { engine: 'webkit' }, dependencies: ['chromium'] },
  ],
  webServer: {
    command: 'node scripts/runtime/start.mjs --no-build',
    // Each test poses as a visitor of its own through CF-Connecting-IP (tests/e2e/helpers.ts), which the local runtime believes only when told to.
    env: { PORT: String(SITE_PORT), RUNTIME_STATE: E2E_STATE, TRUST_CLIENT_ADDRESS: '1' },
    url: `http://localhost:${SITE_PORT}/`,
    reuseExistingServer: !process.env.CI,
    // workerd takes a few seconds to start, and the D1 migrations are applied first; more on a busy machine.
    timeout: 120_000,
  },
});
