import { expect, test } from './drawn.ts';
import { BLOG_PATH, articlePath } from '../../src/config/paths.ts';
import { ADJUSTED_FAMILIES, overrides } from '../../src/render/font-faces.ts';
import { ARTICLES } from '../expected-site.ts';

/**
 * The type and the blog listing: the system fonts measured alike, and a listing that reads as a
 * publication. (Grids that fill their rows are checked where each page is loaded: page-kinds.spec.ts
 * and, for the case studies, visual-system.spec.ts; tests/e2e/layout.ts holds the check.)
 */

test('text is set in a metric-adjusted face, not the raw system font: a line as wide as San Francisco draws it', async ({ page }) => {
  await page.goto('/');
  // Which adjusted face this machine's browser reaches, and how wide a line of it is against the
  // same line in the raw local font it stands for.
  const measured = await page.evaluate(
    async (families) => {
      await document.fonts.ready;
      const width = (family: string) => {
        const span = document.createElement('span');
        span.textContent = 'Cloud platforms, delivery pipelines and AI systems';
        span.style.cssText = `font-family:${family};font-size:100px;position:absolute;white-space:nowrap`;
        document.body.append(span);
        const w = span.getBoundingClientRect().width;
        span.remove();
        return w;
      };
      const page = width(getComputedStyle(document.body).fontFamily);
      for (const family of families) {
        for (const local of family.regular) {
          if (!document.fonts.check(`16px "${local}"`)) continue;
          const raw = width(`"${local}", monospace`);
          if (Math.abs(raw - width('monospace')) > 1 && Math.abs(width(family.name) - page) < 0.5) return { name: family.name, ratio: page / raw };
        }
      }
      return null;
    },
    ADJUSTED_FAMILIES.map(({ name, regular }) => ({ name, regular })),
  );
  // A Linux machine without Segoe UI reaches the Arial face through Liberation Sans (.ci/run installs it).
  expect(measured, 'the page font is one of the adjusted faces').not.toBeNull();
  const family = ADJUSTED_FAMILIES.find(({ name }) => name === measured!.name)!;
  expect(measured!.ratio).toBeCloseTo(overrides(family.metrics).sizeAdjust, 2);
});

test.describe('the blog listing', () => {
  const newest = ARTICLES[0]!;

  test('leads with the newest article across two columns on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(BLOG_PATH);
    const cards = page.locator('main ul li').filter({ has: page.getByRole('link', { name: 'Read Article' }) });
    const lead = cards.first();
    await expect(lead.getByRole('link', { name: 'Read Article' })).toHaveAttribute('href', articlePath(newest.slug));
    const [leadBox, nextBox] = [await lead.boundingBox(), await cards.nth(1).boundingBox()];
    expect(leadBox!.width).toBeGreaterThan(nextBox!.width * 1.8);
  });

  test('on a phone, every card after the lead is a compact row: its title and dates, no summary, the whole row a link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(BLOG_PATH);
    const cards = page.locator('main ul li').filter({ has: page.getByRole('link', { name: 'Read Article' }) });
    await expect(cards.first().getByText(newest.description, { exact: true })).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 1; index < count; index += 1) {
      const card = cards.nth(index);
      const slug = ARTICLES[index]!.slug;
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.getByText(ARTICLES[index]!.description, { exact: true })).toBeHidden();
      await expect(card.locator('time').first()).toBeVisible();
      // The link covers the row: a tap near its left edge opens the article.
      await card.scrollIntoViewIfNeeded();
      const box = (await card.boundingBox())!;
      const target = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href'),
        [box.x + 8, box.y + box.height / 2],
      );
      expect(target).toBe(articlePath(slug));
    }
  });
});
