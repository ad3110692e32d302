import { expect, type Page } from '@playwright/test';

import { PORTS } from '../../src/config/forms';

export const INBOX = `http://localhost:${PORTS.inbox}`;

/** Waits until the named island has hydrated (Astro removes `ssr` from the element once it has). */
export async function waitForIsland(page: Page, component: string) {
  const island = page.locator(`astro-island[component-url*="/${component}."]`).first();
  await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', /.*/, { timeout: 15_000 });
}

/** Collects console errors and CSP violations while a page is used. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
