import { type BrowserContext, expect, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { leadsQuery } from '../../scripts/leads.mjs';
import type { LeadRow } from '../../src/worker/store.ts';

/** Where the runtime under test keeps its local D1 database (playwright.config.ts starts it there), apart from npm start's. */
export const E2E_STATE = '.wrangler/test-state';

/** A lead as the Worker stored it in D1 (the columns of migrations/). */
export type StoredLead = LeadRow;

/** Where the local runtime keeps D1's databases under its state folder (one SQLite file per database). */
const D1_FILES = join(E2E_STATE, 'v3/d1/miniflare-D1DatabaseObject');

/**
 * Every lead the site's Worker stored during the browser tests, newest first, read from the local
 * D1 database's own SQLite file. `npm run leads` asks wrangler, which starts a process of its own:
 * 5–13 s a read on this machine, against milliseconds here, and the suite reads after every post.
 */
export async function submittedLeads(): Promise<StoredLead[]> {
  const [file, ...others] = readdirSync(D1_FILES).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  if (!file || others.length) throw new Error(`expected the site's one D1 database in ${D1_FILES}, found ${[file, ...others].join(', ')}`);
  const database = new DatabaseSync(join(D1_FILES, file), { readOnly: true });
  try {
    return database.prepare(leadsQuery()).all() as unknown as StoredLead[];
  } finally {
    database.close();
  }
}

/**
 * Gives a browser context a client address of its own (the header Cloudflare sets), so the
 * Worker's per-client rate limit counts only what this test sends.
 */
export async function asNewVisitor(context: BrowserContext): Promise<void> {
  const part = () => Math.floor(Math.random() * 254) + 1;
  await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': `198.18.${part()}.${part()}` });
}

/** The lead whose message is `message`, if the Worker stored one: engines posting side by side each find their own. */
export const leadSaying = async (message: string): Promise<StoredLead | undefined> => (await submittedLeads()).find((lead) => lead.message === message);

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
