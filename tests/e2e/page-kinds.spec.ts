import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './drawn.ts';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOnly, RunOptions } from 'axe-core';
import { SITE } from '../../src/config/identity.ts';
import { GET_STARTED, MAIN_NAV } from '../../src/config/navigation.ts';
import { routePath } from '../../src/config/paths.ts';
import { ERROR_ROUTES } from '../expected-site.ts';
import { blankIcons, watchConsole, watchCspViolations } from './helpers.ts';
import { settled } from './settled.ts';
import { layoutFaults } from './layout.ts';
import { KIND_ROUTES, NO_SCRIPT_ROUTES } from './routes.ts';

/**
 * The expensive browser checks, on one page of each kind at a phone's and a desktop's width: axe in
 * both themes, the Content-Security-Policy and the console, the JavaScript budget, the header, the
 * icons, the grids and sideways scrolling. The page is loaded once and every check reads that
 * load, since a page load, injecting axe and a fresh browser context cost more on a busy machine
 * than most checks.
 */

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/**
 * The themes differ only in colour (custom properties under `prefers-color-scheme` or
 * `data-theme`), so the second theme needs only the rules that read colours; the structural rules
 * would repeat the first theme's answer at twice the cost.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's violations on the loaded page, as one line each. axe is injected once per page load
 * and run as often as the checks need: `@axe-core/playwright` injects its half-megabyte source
 * again on every run, which costs as much as a run itself. The pages have no frames to reach.
 */
async function axeViolations(page: Page, runOnly: RunOnly) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (only) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: only,
        resultTypes: ['violations'],
      }),
    runOnly,
  );
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
}

/** Switches the system theme on the loaded page and waits until no colour is still in transition. */
async function switchTheme(page: Page, colorScheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme });
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState === 'finished'));
}

async function checkHeader(page: Page, route: string) {
  const header = page.locator('header').first();
  await expect(header).toHaveCSS('position', 'fixed');
  await expect(header.getByRole('link', { name: `${SITE.name}, home` })).toHaveAttribute('href', '/');
  const nav = header.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(MAIN_NAV.map((link) => link.label));
  await expect(header.getByRole('link', { name: GET_STARTED.label })).toHaveAttribute('href', GET_STARTED.href);
  // The link of the current page, or of the section it belongs to, is marked for assistive technology.
  const current = nav.locator('[aria-current]');
  const section = MAIN_NAV.find(({ href }) => routePath(route) === href || routePath(route).startsWith(`${href}/`));
  if (section) {
    await expect(current).toHaveText(section.label);
    await expect(current).toHaveAttribute('aria-current', routePath(route) === section.href ? 'page' : 'true');
  } else {
    await expect(current).toHaveCount(0);
  }
  await expect(page.locator('h1')).toHaveCount(1);
}

for (const [kind, route] of KIND_ROUTES) {
  // The error pages answer 404 or 500 and log the missing path, so the console and header checks
  // are for the pages a visitor reaches by a link.
  const content = !ERROR_ROUTES.includes(route);

  test(`${kind}: ${route}`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchConsole(page);
    const violations = await watchCspViolations(page);
    const requests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      requests.push(request.url());
      if (request.resourceType() === 'script') scripts.push(request.url());
    });

    // One load serves both widths: the page is resized, as a window is, and each width's checks read
    // it as laid out then. A script fetched at either width, or scrolled into view, fails the budget.
    // axe at 390 has every band drawn (see axeViolations), so the resize lays out the whole page: a
    // band left undrawn would keep the geometry it was last measured with.
    await page.setViewportSize(WIDTHS[0]!);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    if (content) {
      await test.step('carries its Content-Security-Policy', async () => {
        await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
      });
    }
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await switchTheme(page, 'light');

      if (NO_SCRIPT_ROUTES.includes(route)) {
        await test.step(`${viewport.width}px: downloads no JavaScript, even scrolled to the end`, async () => {
          await page.mouse.wheel(0, 4000);
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
          await settled(page);
          expect(scripts).toEqual([]);
          // axe reads the page as the visitor first sees it.
          await page.evaluate(() => window.scrollTo(0, 0));
        });
      }
      if (content && viewport.width === 1280) {
        await test.step('1280px: header', () => checkHeader(page, route));
        await test.step('1280px: every icon is drawn', () => expect.poll(() => blankIcons(page)).toEqual([]));
        await test.step('1280px: every grid of cards fills its last row, long-form text leaves no empty third, one orange all-caps label at most', async () => {
          expect(await layoutFaults(page)).toEqual([]);
        });
      }
      if (content && viewport.width < 600) {
        await test.step(`${viewport.width}px: does not scroll sideways`, async () => {
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
        });
      }
      await test.step(`${viewport.width}px, light theme: axe (WCAG 2.2 A/AA)`, async () => {
        expect(await axeViolations(page, { type: 'tag', values: WCAG })).toEqual([]);
      });
      await test.step(`${viewport.width}px, dark theme: axe colour rules`, async () => {
        await switchTheme(page, 'dark');
        expect(await axeViolations(page, { type: 'rule', values: COLOUR_RULES })).toEqual([]);
      });
    }

    if (content) {
      expect(violations).toEqual([]);
      expect(errors).toEqual([]);
      // Nothing leaves the site on load: fonts, icons and scripts are all served from it.
      expect(requests.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
    }
  });
}
