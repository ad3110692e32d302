import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/find-browser.mjs';
import { PORTS } from './src/config/forms.ts';
import type { EngineOptions } from './tests/engines/fixtures.ts';

const executablePath = findChromium();

/** Browser tests run against the built site (`npm run build` first), served on the CDN's own runtime (scripts/cdn-runtime.mjs). */
const SITE_PORT = PORTS.site;
const INBOX_PORT = PORTS.inbox;

export default defineConfig<EngineOptions>({
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
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', use: { ...devices['Desktop Chrome'] } },
    // The same visitor checks in Firefox and WebKit (tests/engines), after the Chromium suite: they share
    // the form inbox, whose failure switches the Chromium tests set, and the machine's two cores.
    // `npm run test:firefox` and `npm run test:webkit` run one alone (--no-deps).
    { name: 'firefox', testDir: 'tests/engines', use: { engine: 'firefox' }, dependencies: ['chromium'] },
    { name: 'webkit', testDir: 'tests/engines', use: { engine: 'webkit' }, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: 'node scripts/cdn-runtime.mjs',
      env: { PORT: String(SITE_PORT) },
      url: `http://localhost:${SITE_PORT}/`,
      reuseExistingServer: !process.env.CI,
      // workerd takes a few seconds to start; more on a busy machine.
      timeout: 120_000,
    },
    {
      command: 'node scripts/form-inbox.mjs',
      url: `http://localhost:${INBOX_PORT}/_submissions`,
      env: { INBOX_PORT: String(INBOX_PORT), INBOX_FILE: 'test-results/inbox.jsonl', INBOX_TEST_ENDPOINTS: '1' },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
