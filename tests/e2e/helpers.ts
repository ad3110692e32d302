import { type BrowserContext, expect, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { RUNTIME_CONFIG, runtimeEnv } from '../../scripts/runtime/cdn-runtime.mjs';
import { leadsQuery } from '../../scripts/commands/leads.mjs';
import type { LeadRow } from '../../src/worker/lead-row.ts';

/** Where the runtime under test keeps its local D1 database (playwright.config.ts starts it there), apart from npm start's. */
export const E2E_STATE = '.wrangler/test-state';

/** A lead as the Worker stored it in D1 (the columns of migrations/). */
export type StoredLead = LeadRow;

/**
 * The runtime's D1 binding from wrangler's `getPlatformProxy`, on the same state folder as the
 * runtime under test (its `persist.path` is the folder's `v3`, as wrangler documents), one per test
 * process: `npm run leads` asks wrangler through a process of its own, seconds a read, and the
 * suite reads after every post.
 */
interface LeadsDatabase {
  prepare(query: string): { all<Row>(): Promise<{ results: Row[] }> };
}
let database: Promise<LeadsDatabase> | undefined;
function leadsDatabase(): Promise<LeadsDatabase> {
  // The proxy's workerd is bound to this process as npm start's is (scripts/runtime/cdn-runtime.mjs).
  Object.assign(process.env, runtimeEnv());
  database ??= getPlatformProxy<{ DB: LeadsDatabase }>({ configPath: RUNTIME_CONFIG, persist: { path: resolve(E2E_STATE, 'v3') } }).then(
    (proxy) => proxy.env.DB,
  );
  return database;
}

/**
 * Every lead the site's Worker stored during the browser tests, newest first, read through the runtime's own D1 binding.
 * The reader is a second workerd on the runtime's SQLite file: a read that meets one of the runtime's writes (another
 * engine's post, the scheduled job) is refused as busy, which workerd reports only as "internal error". Such a read is
 * taken again until the write has committed, for up to 5 s; any other error, or a refusal that lasts, fails the test.
 */
export async function submittedLeads(): Promise<StoredLead[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      return (await (await leadsDatabase()).prepare(leadsQuery()).all<StoredLead>()).results;
    } catch (error) {
      if (!String(error).includes('internal error') || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
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
 * The classes of every shown icon that draws nothing: the icon stylesheet the page put in place
 * after its first paint (src/post-build/page-icons.ts) has no picture for it, or it did not load.
 * Neither failure raises an error anywhere.
 */
export const blankIcons = (page: Page) =>
  page.locator('.icon').evaluateAll((icons) =>
    icons
      .filter((icon) => icon.getBoundingClientRect().width > 0)
      .filter((icon) => {
        const style = getComputedStyle(icon);
        return !(style.maskImage || style.webkitMaskImage).startsWith('url(');
      })
      .map((icon) => icon.className),
  );
