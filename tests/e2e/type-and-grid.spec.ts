import { expect, test } from '@playwright/test';
import { BLOG_PATH, articlePath, caseStudyPath } from '../../src/config/paths.ts';
import { ADJUSTED_FAMILIES, overrides } from '../../src/render/font-faces.ts';
import { ARTICLES, CASE_STUDY_IDS } from '../expected-site.ts';
import { KIND_ROUTES } from './routes.ts';

/**
 * The type and the grid of issue 43's round: the system fonts measured alike, grids that fill their
 * rows, prose that leaves no empty third, and a blog listing that reads as a publication.
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

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // Every case study too: a story with the client's words beside it, and one without.
  const routes = new Map([
    ...KIND_ROUTES.map(([kind, route]) => [route, kind] as const),
    ...CASE_STUDY_IDS.map((id) => [caseStudyPath(id), `case study ${id}`] as const),
  ]);
  for (const [route, kind] of routes) {
    test(`${kind}: every grid of cards fills its last row, long-form text leaves no empty third, one orange all-caps label at most`, async ({ page }) => {
      await page.goto(route);
      const gaps = await page.evaluate(() => {
        const found: string[] = [];
        for (const list of document.querySelectorAll<HTMLElement>('main ul, main ol')) {
          const style = getComputedStyle(list);
          const items = [...list.children].filter((item) => item.getBoundingClientRect().width > 0);
          // Cards: each item drawn as a box (a ring, shadow or surface of its own), not a list of words.
          const drawn = (item: Element) => {
            const s = getComputedStyle(item);
            return s.boxShadow !== 'none' || s.backgroundColor !== 'rgba(0, 0, 0, 0)' || s.borderTopWidth !== '0px';
          };
          if (style.display !== 'grid' || items.length < 2 || style.gridTemplateColumns.split(' ').length < 2 || !items.every(drawn)) continue;
          const box = list.getBoundingClientRect();
          const last = items.at(-1)!.getBoundingClientRect();
          // The last card ends at the grid's right edge: no column left empty after it.
          if (box.right - last.right > 2)
            found.push(`${list.className.slice(0, 60)}: ${items.length} cards, ${Math.round(box.right - last.right)} px empty after the last`);
        }
        const prose = document.querySelector<HTMLElement>('.prose-basalt');
        if (prose) {
          const main = document.querySelector('main')!.getBoundingClientRect();
          const text = [...prose.querySelectorAll(':scope > p')].map((p) => p.getBoundingClientRect());
          const band = prose.closest('section, .grid') ?? prose.parentElement!;
          // What stands beside the text in its band (an aside, a heading column), if anything.
          const beside = [...band.querySelectorAll('*')].some((element) => {
            const r = element.getBoundingClientRect();
            return r.width > 0 && text.length > 0 && r.left >= Math.max(...text.map((t) => t.right)) && !prose.contains(element);
          });
          const right = Math.max(...text.map((t) => t.right));
          const left = Math.min(...text.map((t) => t.left));
          if (text.length && !beside && main.right - right - (left - main.left) > main.width / 6) {
            found.push(`the text runs ${Math.round(left)}–${Math.round(right)} px of ${Math.round(main.width)} with nothing beside it`);
          }
        }
        // The orange all-caps label is the hero's: at most one a page.
        const orangeCaps = [...document.querySelectorAll<HTMLElement>('main *')].filter((element) => {
          const style = getComputedStyle(element);
          const [r, g, b] = (style.color.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number];
          return style.textTransform === 'uppercase' && element.getBoundingClientRect().width > 0 && r - b > 100 && r - g > 40;
        });
        if (orangeCaps.length > 1)
          found.push(`${orangeCaps.length} orange all-caps labels: ${orangeCaps.map((e) => e.textContent?.trim().slice(0, 30)).join(' | ')}`);
        return found;
      });
      expect(gaps).toEqual([]);
    });
  }
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
