import { expect, type Page } from '@playwright/test';

import { PORTS } from '../../src/config/forms.ts';

export const INBOX = `http://localhost:${PORTS.inbox}`;

/** A message as the form service received it. */
export interface Submission {
  spam: boolean;
  accept: string;
  fields: Record<string, string>;
}

/** Every message the form service has received, oldest first: the one place the tests read them from. */
export const submissions = async (): Promise<Submission[]> => (await fetch(`${INBOX}/_submissions`)).json();

/** The latest message the form service received, if any. */
export const latestSubmission = async (): Promise<Submission | undefined> => (await submissions()).at(-1);

/** A computed style property (CSS name, such as `background-color`) of the first element matching `selector`. */
export function computedStyle(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

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

/** Every Content-Security-Policy violation the page reports, as "directive blocked-URI". */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return violations;
}

/** A slow phone: every script arrives `ms` late, so the page is used before its islands hydrate. */
export async function delayScripts(page: Page, ms = 1500) {
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** True while an island has not hydrated yet. */
export async function notHydrated(page: Page, component: string) {
  return page
    .locator(`astro-island[component-url*="/${component}."][ssr]`)
    .count()
    .then((count) => count > 0);
}

/**
 * The `href` of every shown icon that draws nothing: its symbol is missing from the sprite it names,
 * or the sprite did not load. A page's icons come from a sprite of its own, an island's from the
 * site's (src/post-build/page-sprite.ts); neither failure raises an error anywhere.
 */
export const blankIcons = (page: Page) =>
  page
    .locator('svg use')
    .evaluateAll((uses) =>
      uses
        .filter((use) => use.closest('svg')!.getBoundingClientRect().width > 0 && (use as SVGUseElement).getBBox().width === 0)
        .map((use) => use.getAttribute('href')),
    );
