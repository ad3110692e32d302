import { expect, test } from './drawn.ts';
import type { Page } from '@playwright/test';
import { ABOUT_PATH, HOME_PATH, SERVICES_PATH, articlePath, caseStudyPath, legalPath, servicePath } from '../../src/config/paths.ts';
import { ARTICLES, CASE_STUDY_IDS, SERVICE_IDS } from '../expected-site.ts';

/**
 * The house scale a designer measures: how long a page is on a phone with everything on it drawn,
 * how much space stands between two bands on a laptop, and how long a line of long-form text runs.
 */

/** Draws the whole page as a visitor who scrolled to its end has it: every band and every lazy image. */
async function drawEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    await Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    );
    window.scrollTo(0, 0);
  });
}

/** The longest a page of each kind may be at 390 px, everything drawn (the site's design targets). */
const PHONE_HEIGHTS: [string, number][] = [[HOME_PATH, 5_500], [ABOUT_PATH, 7_000], ...SERVICE_IDS.map((id): [string, number] => [servicePath(id), 8_000])];

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [route, most] of PHONE_HEIGHTS) {
    test(`${route} is at most ${most} px long with everything drawn`, async ({ page }) => {
      await page.goto(route);
      await drawEverything(page);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(most);
    });
  }

  test('the service lists are compact rows, each its icon, title and first line, the whole row a link', async ({ page }) => {
    for (const route of [HOME_PATH, SERVICES_PATH]) {
      await page.goto(route);
      const rows = page.locator('main .service-rows > li');
      expect(await rows.count(), route).toBeGreaterThan(1);
      for (const row of await rows.all()) {
        // Scrolled at once and measured in the same step: the site scrolls smoothly, so a box read
        // after a smooth scroll can be where the row was mid-way.
        const { height, tapped } = await row.evaluate((li) => {
          li.scrollIntoView({ block: 'center', behavior: 'instant' });
          const box = li.getBoundingClientRect();
          return {
            height: box.height,
            tapped: document
              .elementFromPoint(box.x + 8, box.y + box.height / 2)
              ?.closest('a')
              ?.getAttribute('href'),
          };
        });
        // A row, not a card: no taller than its icon, title, one line and a badge.
        expect(height, route).toBeLessThanOrEqual(110);
        const description = row.locator('p').first();
        await expect(description).toHaveCSS('white-space', 'nowrap');
        // A tap near its left edge opens the service's page, where its features are.
        expect(tapped, route).toBe(await row.getByRole('link').getAttribute('href'));
      }
    }
  });

  test('a service page’s reasons are rows whose detail opens with a tap', async ({ page }) => {
    await page.goto(servicePath('web3-development'));
    const reasons = page.locator('#reasons').locator('xpath=ancestor::section').locator('details');
    expect(await reasons.count()).toBeGreaterThan(1);
    const first = reasons.first();
    const detail = first.locator(':scope > p');
    await expect(detail).toBeHidden();
    await first.locator('summary').click();
    await expect(detail).toBeVisible();
  });
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /**
   * The space between one band's last drawn thing and the next band's first: text, a picture, a
   * control, or a box drawn with a ring, border or a surface of its own.
   */
  const bandGaps = (page: Page) =>
    page.evaluate(() => {
      const bands: Element[] = [];
      const collect = (parent: Element) => {
        for (const child of parent.children) {
          if (child.tagName === 'ARTICLE') collect(child);
          else if (child.getBoundingClientRect().height > 0 && !['LINK', 'SCRIPT', 'STYLE'].includes(child.tagName)) bands.push(child);
        }
      };
      collect(document.querySelector('main')!);
      bands.push(document.querySelector('body > footer')!);
      const contentOf = (band: Element) => {
        let top = Number.POSITIVE_INFINITY;
        let bottom = Number.NEGATIVE_INFINITY;
        const surface = getComputedStyle(band).backgroundColor;
        for (const element of band.querySelectorAll('*')) {
          const r = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          if (r.height === 0 || r.width === 0 || style.visibility === 'hidden' || element.closest('.sr-only')) continue;
          const text = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
          const boxed = style.boxShadow !== 'none' || style.borderTopWidth !== '0px' || !['rgba(0, 0, 0, 0)', surface].includes(style.backgroundColor);
          if (!text && !boxed && !/^(img|svg|input|button|select|textarea)$/i.test(element.tagName)) continue;
          top = Math.min(top, r.top + scrollY);
          bottom = Math.max(bottom, r.bottom + scrollY);
        }
        return { name: `${band.tagName.toLowerCase()}#${band.id || band.getAttribute('aria-labelledby') || ''}`, top, bottom };
      };
      const boxes = bands.map(contentOf).filter((box) => Number.isFinite(box.top));
      return boxes.slice(1).map((box, index) => ({ between: `${boxes[index]!.name} → ${box.name}`, gap: Math.round(box.top - boxes[index]!.bottom) }));
    });

  for (const route of [HOME_PATH, ABOUT_PATH, SERVICES_PATH, servicePath('web3-development'), caseStudyPath(CASE_STUDY_IDS[0]!)]) {
    test(`${route}: bands stand at most 160 px apart`, async ({ page }) => {
      await page.goto(route);
      await drawEverything(page);
      for (const { between, gap } of await bandGaps(page)) expect(gap, between).toBeLessThanOrEqual(160);
    });
  }

  /** Long-form pages of each kind, and a case study with the client's words and one without. */
  const LONG_FORM = [articlePath(ARTICLES[0]!.slug), servicePath('ai-ml-solutions'), legalPath('privacy'), ...CASE_STUDY_IDS.map(caseStudyPath)];

  for (const route of LONG_FORM) {
    test(`${route}: the text runs 60–75 characters a line on the grid's left line, its rail beside it`, async ({ page }) => {
      await page.goto(route);
      const layout = await page.evaluate(() => {
        const prose = document.querySelector<HTMLElement>('.longform .prose-basalt')!;
        const context = document.createElement('canvas').getContext('2d')!;
        const paragraphs = [...prose.querySelectorAll<HTMLElement>(':scope > p')].filter((p) => p.textContent!.length > 200);
        // Characters a full line holds: the paragraph's width over its average letter width.
        const perLine = paragraphs.map((p) => {
          const style = getComputedStyle(p);
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const text = p.textContent!;
          return p.clientWidth / (context.measureText(text).width / text.length);
        });
        const longform = prose.closest('.longform')!;
        // The grid's left line: its content box, inside the container's padding.
        const grid = { left: longform.getBoundingClientRect().left + Number.parseFloat(getComputedStyle(longform).paddingLeft) };
        const rail = longform.querySelector(':scope > .rail')!.getBoundingClientRect();
        const text = paragraphs[0]!.getBoundingClientRect();
        return { perLine, gridLeft: grid.left, textLeft: text.left, textRight: text.right, railLeft: rail.left, railWidth: rail.width };
      });
      expect(layout.perLine.length).toBeGreaterThan(0);
      expect(Math.min(...layout.perLine)).toBeGreaterThanOrEqual(60);
      expect(Math.max(...layout.perLine)).toBeLessThanOrEqual(75);
      expect(layout.textLeft).toBeCloseTo(layout.gridLeft, 0);
      expect(layout.railWidth).toBeGreaterThan(200);
      // The rail follows the text with a gutter, not a third of the page.
      expect(layout.railLeft - layout.textRight).toBeGreaterThan(0);
      expect(layout.railLeft - layout.textRight).toBeLessThanOrEqual(160);
    });
  }
});
