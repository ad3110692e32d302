import { expect, test } from './drawn.ts';
import { computedStyle } from './helpers.ts';
import { BLOG_TABS } from '../../src/config/blog.ts';
import { LISTING_PAGE_SIZE, filterArticles } from '../../src/lib/blog.ts';
import { articlePath, blogListingPath } from '../../src/config/paths.ts';
import { ARTICLES, ARTICLE_OF_ITS_KIND } from '../expected-site.ts';

const ARTICLE = articlePath(ARTICLE_OF_ITS_KIND.slug);
const NAME = `article-${ARTICLE_OF_ITS_KIND.slug}`;

/** The listing page that shows the article's card: its position in the All tab decides the page. */
function listingOf(slug: string): string {
  const index = filterArticles(ARTICLES, BLOG_TABS, { tab: 'all', query: '' }).findIndex((article) => article.slug === slug);
  return blogListingPath('all', Math.floor(index / LISTING_PAGE_SIZE) + 1);
}

test('an article prints without the site chrome, with link addresses, code blocks kept whole', async ({ page }) => {
  await page.goto(ARTICLE);
  await page.emulateMedia({ media: 'print' });
  for (const selector of [
    'body > header',
    'body > footer',
    '[aria-label="Share this article"]',
    'nav[aria-labelledby="toc-heading"]',
    'section[aria-labelledby="related-heading"]',
    'footer form',
  ]) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="further-reading"]')).toBeVisible();
  const source = page.locator('section[aria-labelledby="further-reading"] a').first();
  expect(await source.evaluate((a) => getComputedStyle(a, '::after').content)).toContain(`(${await source.getAttribute('href')})`);
  expect(await computedStyle(page, '.article-prose pre', 'break-inside')).toBe('avoid');
  expect(await computedStyle(page, '.article-prose pre', 'background-color')).toBe('rgba(0, 0, 0, 0)');
  expect(await computedStyle(page, 'figure.diagram img', 'filter')).toBe('none');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.byteLength).toBeGreaterThan(20_000);
});

test.describe('page transitions', () => {
  test('an article card title and the article heading share one view-transition name', async ({ page }) => {
    await page.goto(listingOf(ARTICLE_OF_ITS_KIND.slug));
    const card = page.locator(`h3[data-vt-name="${NAME}"]`);
    expect(await card.evaluate((h) => getComputedStyle(h).viewTransitionName)).toBe(NAME);
    await page.goto(ARTICLE);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).viewTransitionName)).toBe(NAME);
  });

  test('none at all under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(ARTICLE);
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).viewTransitionName)).toBe('none');
  });
});
