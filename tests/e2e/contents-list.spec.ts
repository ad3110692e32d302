import { expect, test } from './drawn.ts';
import { builtPages } from '../../scripts/runtime/built-pages.mjs';
import { articlePath } from '../../src/config/paths.ts';

/** The article with the longest contents list, found in the build rather than named. */
const article = builtPages()
  .filter((page) => page.route.startsWith(articlePath('')))
  .map((page) => ({ route: page.route, sections: page.html.split('href="#').length }))
  .sort((a, b) => b.sections - a.sections)[0]!.route;

const contents = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'On this page' });

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the contents list stays in view as the reader moves down, and marks no section, as in every other engine', async ({ page }) => {
    await page.goto(article);
    const links = contents(page).getByRole('link');
    const count = await links.count();
    expect(count).toBeGreaterThan(2);
    for (const index of [Math.floor(count / 2), count - 1]) {
      const id = (await links.nth(index).getAttribute('href'))!.slice(1);
      await page.locator(`[id="${id}"]`).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
      await expect(contents(page)).toBeInViewport();
      // Not a scroll-target group any more: no link is the current one.
      expect(await links.evaluateAll((all) => all.filter((a) => a.matches(':target-current')).length)).toBe(0);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the contents list stays above the text', async ({ page }) => {
    await page.goto(article);
    const links = contents(page).getByRole('link');
    const last = links.last();
    const id = (await last.getAttribute('href'))!.slice(1);
    await page.locator(`[id="${id}"]`).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await expect(contents(page)).not.toBeInViewport();
  });
});
