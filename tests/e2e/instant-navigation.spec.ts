import { expect, test } from './drawn.ts';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/test-support/find-browser.mjs';
import { ADMIN_PATH, BLOG_PATH, FEED_PATH, HOME_PATH, articlePath } from '../../src/config/paths.ts';
import { watchConsole } from './helpers.ts';
import { PAGE_KINDS } from '../expected-site.ts';

const article = PAGE_KINDS.article!;

/** When a prerendered page was shown, in its own clock; 0 if it was loaded the ordinary way. */
const activationStart = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart: number }).activationStart;

test.describe('prerendering on intent (Speculation Rules)', () => {
  test('the rule set is accepted under the CSP: same-site pages qualify, the CMS, files and new tabs do not', async ({ page }) => {
    const errors = watchConsole(page);
    const cdp = await page.context().newCDPSession(page);
    const ruleSets: { errorType?: string }[] = [];
    let candidates: string[] = [];
    cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => ruleSets.push(ruleSet));
    cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
      candidates = preloadingAttemptSources
        .filter((source) => source.key.action === 'Prerender')
        .map((source) => {
          const url = new URL(source.key.url);
          return url.pathname + url.search;
        });
    });
    await cdp.send('Preload.enable');
    await page.goto(article);
    // Links the site may carry one day, added beside its own: the rule set must still leave out all
    // but the plain one.
    await page.evaluate(
      ([feed, admin]) => {
        const links = [
          '<a href="/about?via=plain">plain</a>',
          `<a href="${feed}">feed</a>`,
          `<a href="${admin}">CMS</a>`,
          `<a href="${admin}/">CMS</a>`,
          '<a href="/about?via=new-tab" target="_blank">new tab</a>',
          '<a href="/about?via=nofollow" rel="nofollow">nofollow</a>',
          '<a href="/about?via=download" download>download</a>',
        ];
        document.querySelector('main')!.insertAdjacentHTML('beforeend', links.join(''));
      },
      [FEED_PATH, ADMIN_PATH],
    );
    await expect.poll(() => candidates).toContain('/about?via=plain');
    expect(ruleSets.length).toBeGreaterThan(0);
    expect(ruleSets.map((ruleSet) => ruleSet.errorType ?? 'valid')).toEqual(ruleSets.map(() => 'valid'));
    expect(candidates).toEqual(expect.arrayContaining([HOME_PATH, BLOG_PATH]));
    for (const excluded of [FEED_PATH, ADMIN_PATH, `${ADMIN_PATH}/`, '/about?via=new-tab', '/about?via=nofollow', '/about?via=download'])
      expect(candidates).not.toContain(excluded);
    expect(errors).toEqual([]);
  });

  // Playwright attaches to pages in a way that makes Chromium switch prerendering off
  // (PrerenderingDisabledByDevTools), so these tests drive Chromium through puppeteer-core, which
  // attaches through the tab and leaves prerendering on.
  test.describe('in a browser that prerenders', () => {
    let browser: Browser;
    test.beforeAll(async () => {
      browser = await puppeteer.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
    });
    test.afterAll(async () => browser?.close());

    /** Rests the pointer on the link for 300 ms, then clicks it and waits for the next page. */
    async function restAndClick(page: Page, selector: string) {
      const link = (await page.$(selector))!;
      await link.hover();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await Promise.all([page.waitForNavigation(), link.click()]);
    }

    test('after the pointer rests 300 ms on an internal link, the click shows the page from its prerender', async ({ baseURL }) => {
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.goto(new URL(article, baseURL).href);
      await restAndClick(page, `header a[href="${BLOG_PATH}"]`);
      expect(await page.evaluate(() => location.pathname)).toBe(BLOG_PATH);
      // Activated, not loaded: the page was prerendered while the pointer rested on the link.
      expect(await page.evaluate(activationStart)).toBeGreaterThan(0);
      await page.close();
    });

    test('a prerendered page still arrives with the cross-document view transition', async ({ baseURL }) => {
      const page = await browser.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      const swaps: string[] = [];
      page.on('console', (message) => swaps.push(message.text()));
      await page.goto(new URL(BLOG_PATH, baseURL).href);
      // The page being left learns whether a view transition will carry the visitor to the next one.
      await page.evaluate(() => addEventListener('pageswap', (event) => console.log(`view transition: ${Boolean(event.viewTransition)}`)));
      await restAndClick(page, `main a[href^="${articlePath('')}"]`);
      expect(await page.evaluate(activationStart), 'the article was prerendered').toBeGreaterThan(0);
      expect(swaps).toContain('view transition: true');
      await page.close();
    });
  });
});
