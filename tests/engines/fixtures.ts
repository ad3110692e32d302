import { test as base } from '@playwright/test';
import { PORTS } from '../../src/config/forms.ts';
import { type EngineName, type EnginePage, openEngine } from './engine.ts';

export interface EngineOptions {
  /** Which engine a project of playwright.config.ts drives. */
  engine: EngineName;
}

/**
 * One browser per worker, shared by its tests in order: starting Firefox or WebKit costs seconds,
 * more than most checks. `site` is that browser's page, opened on the built site.
 */
export const test = base.extend<{ site: EnginePage }, EngineOptions & { browserPage: EnginePage }>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  browserPage: [
    async ({ engine }, use, workerInfo) => {
      const page = await openEngine(engine, workerInfo.project.use.baseURL ?? `http://localhost:${PORTS.site}`);
      await use(page);
      await page.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  site: async ({ browserPage }, use) => {
    await browserPage.problems();
    await use(browserPage);
  },
});

export { expect } from '@playwright/test';
