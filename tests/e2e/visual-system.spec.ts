import { expect, test } from './drawn.ts';
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { HOME_PROOF_STUDIES } from '../../src/config/home-proof.ts';
import { PEOPLE } from '../../src/config/identity.ts';
import { ABOUT_PATH, CONTACT_PATH, HOME_PATH, SOLUTIONS_PATH, articlePath, authorPath, caseStudyPath, servicePath } from '../../src/config/paths.ts';
import { ARTICLES, ARTICLE_ROUTES, CASE_STUDY_IDS } from '../expected-site.ts';
import { layoutFaults } from './layout.ts';

/**
 * What a designer measured as broken on a phone and in both themes: the menu panel's width, evidence
 * hidden in rows that scroll sideways, wide tables, form controls of different heights, faint
 * disabled text and a focus ring that disappears against an ember button.
 */

/**
 * The articles whose drawings are the widest in dist/ (phone and laptop), and those with the
 * longest table rows: a diagram or table that fits where these fit fits everywhere, so the browser
 * checks a few pages however many articles the blog holds. dist/ has every diagram's sizes
 * (tests/dist/articles.test.ts holds every phone drawing to the column).
 */
const widest = (score: (route: string) => number) =>
  ARTICLE_ROUTES.map((route) => ({ route, score: score(route) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map(({ route }) => route);
const drawingWidths = (route: string, narrow: boolean) =>
  [
    ...readFileSync(`dist${route}.html`, 'utf8').matchAll(narrow ? /<source[^>]*-narrow\.svg" width="(\d+)"/g : /<img src="\/diagrams\/[^"]+" width="(\d+)"/g),
  ].map((match) => Number(match[1]));
const WIDEST_DIAGRAMS = {
  narrow: widest((route) => Math.max(0, ...drawingWidths(route, true))),
  wide: widest((route) => Math.max(0, ...drawingWidths(route, false))),
};
const tableRows = (route: string) => ARTICLES.find((article) => articlePath(article.slug) === route)!.body.match(/^\|.*\|$/gm) ?? [];
const WIDEST_TABLES = [
  ...new Set([
    ...widest((route) => Math.max(0, ...tableRows(route).map((row) => row.length))),
    // A long word (an endpoint, an ARN) is what a stacked cell cannot break.
    ...widest((route) => Math.max(0, ...tableRows(route).flatMap((row) => row.split(/[\s|]+/).map((word) => word.length)))),
  ]),
];

type Rgb = [number, number, number];

/** Parses a computed colour (`rgb()`/`rgba()`, the form Chromium reports for these colours). */
function rgb(color: string): Rgb {
  const match = color.match(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)/);
  if (!match) throw new Error(`not an rgb colour: ${color}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrast(a: string, b: string) {
  const luminance = (color: Rgb) => {
    const [r, g, b] = color.map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the open menu covers the whole width of the screen', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Site menu' });
    await expect(panel).toBeVisible();
    // Measured where it comes to rest, not partway through its 200 ms slide in.
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = (await panel.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(390);
  });

  /**
   * Evidence is never in a sideways row: on the home page, /about and every case study, no region
   * of the page is wider than the box that shows it, so nothing waits off the screen's edge.
   */
  const hiddenSideways = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((element) => /auto|scroll/.test(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className} (${element.scrollWidth} in ${element.clientWidth} px)`),
    );
  for (const route of [HOME_PATH, ABOUT_PATH]) {
    test(`${route} hides nothing in a sideways scroller`, async ({ page }) => {
      await page.goto(route);
      expect(await hiddenSideways(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    });
  }
  // A case study with the client's words beside its story and one without lay out differently, so
  // each is also checked at 1280 (page-kinds.spec.ts checks the other kinds there).
  for (const route of CASE_STUDY_IDS.map(caseStudyPath)) {
    test(`${route} hides nothing in a sideways scroller, and at 1280 its grids fill their rows`, async ({ page }) => {
      await page.goto(route);
      expect(await hiddenSideways(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
      // Loaded again at the new width, as a visitor on that screen would.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(route);
      expect(await layoutFaults(page)).toEqual([]);
    });
  }

  test('a sideways row of peers says where the visitor is, and its buttons move it one card', async ({ page }) => {
    await page.goto(`${SOLUTIONS_PATH}/obsidian-edge`);
    const row = page.locator('[data-side-row]').first();
    const list = row.locator('[data-side-list]');
    const count = await list.locator('> li').count();
    expect(count).toBeGreaterThan(1);
    const position = row.locator('[data-side-position]');
    const previous = row.getByRole('button', { name: /^Previous/ });
    const next = row.getByRole('button', { name: /^Next/ });
    await expect(position).toHaveText(`1 / ${count}`);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    const left = (card: Locator) => card.evaluate((element) => Math.round(element.getBoundingClientRect().left));
    const start = await left(list.locator('> li').first());

    await next.click();
    await expect(position).toHaveText(`2 / ${count}`);
    await expect(previous).toHaveAttribute('aria-disabled', 'false');
    // The second card now starts where the first did.
    await expect.poll(() => left(list.locator('> li').nth(1))).toBe(start);

    await list.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
    await expect(position).toHaveText(`${count} / ${count}`);
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await previous.click();
    await expect(position).toHaveText(`${count - 1} / ${count}`);
  });

  test('a table too wide for the column is a list of rows, each value beside its column heading; none scrolls sideways', async ({ page }) => {
    let cells = 0;
    for (const slug of WIDEST_TABLES) {
      await page.goto(slug);
      const tables = await page.locator('.table-scroll').evaluateAll((regions) =>
        regions.map((region) => ({
          hidden: region.scrollWidth - region.clientWidth,
          stacked: getComputedStyle(region.querySelector('tr')!).display === 'block',
          headings: [...region.querySelectorAll('thead th')].map((th) => th.textContent!.trim()),
          // What each body cell shows before its value: its column's heading, drawn by the stylesheet.
          rows: [...region.querySelectorAll('tbody tr')].map((row) =>
            [...row.querySelectorAll('td')].map((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, '')),
          ),
        })),
      );
      for (const table of tables) {
        expect(table.hidden, slug).toBeLessThanOrEqual(1);
        if (!table.stacked) continue;
        // The first cell names the row; each other cell shows its column's heading.
        for (const row of table.rows) {
          expect(row.slice(1), slug).toEqual(table.headings.slice(1, row.length));
          cells += row.length;
        }
      }
    }
    // The check means something only if the articles hold tables.
    expect(cells).toBeGreaterThan(0);
  });
});

/**
 * Every diagram fits the article's column with no label under the 11 px it is drawn with (on a
 * phone the narrow drawing at its own size, on a laptop the column's width, larger than drawn), and
 * opens full size in a dialog that the keyboard closes, handing focus back.
 */
test('the widest article diagrams fit the column with labels of at least 11 px, and open full size', async ({ page }) => {
  let diagrams = 0;
  for (const [width, routes] of [
    [390, WIDEST_DIAGRAMS.narrow],
    [1280, WIDEST_DIAGRAMS.wide],
  ] as const) {
    await page.setViewportSize({ width, height: 844 });
    for (const route of routes) {
      await page.goto(route);
      for (const figure of await page.locator('figure.diagram').all()) {
        const image = figure.locator(':scope > button img:visible');
        await image.evaluate((element: HTMLImageElement) => {
          element.loading = 'eager';
          return element.decode();
        });
        const fit = await image.evaluate((element: HTMLImageElement) => ({
          scale: element.getBoundingClientRect().width / element.naturalWidth,
          overflow: element.getBoundingClientRect().right - element.closest('figure')!.getBoundingClientRect().right,
          column: element.closest('.prose-basalt')!.getBoundingClientRect().width,
          figure: element.closest('figure')!.getBoundingClientRect().width,
        }));
        expect(fit.scale, route).toBeGreaterThanOrEqual(1);
        expect(fit.overflow, route).toBeLessThanOrEqual(0);
        expect(fit.figure, route).toBeLessThanOrEqual(fit.column);
        diagrams += 1;
      }
    }
  }
  expect(diagrams).toBeGreaterThan(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(WIDEST_DIAGRAMS.narrow[0]!);
  const open = page.locator('figure.diagram > button').first();
  const caption = await open.locator('img:visible').getAttribute('alt');
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: caption! });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the contact form’s fields and select share one height', async ({ page }) => {
  await page.goto(CONTACT_PATH);
  const heights = await page
    .locator('main form input:not([type="hidden"]), main form select')
    .evaluateAll((controls) =>
      controls.filter((control) => !control.closest('.spam-trap')).map((control) => Math.round(control.getBoundingClientRect().height)),
    );
  expect(heights.length).toBeGreaterThanOrEqual(5);
  // One height for every one-line control, and at least a 44 px touch target.
  expect(new Set(heights).size, heights.join(', ')).toBe(1);
  expect(heights[0]).toBeGreaterThanOrEqual(44);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });

    test('a disabled button’s label keeps 4.5:1 against its fill', async ({ page }) => {
      await page.goto(SOLUTIONS_PATH);
      const buttons = await page.locator('button:disabled').evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          return { text: element.textContent?.trim(), color: style.color, background: style.backgroundColor };
        }),
      );
      expect(buttons.length).toBeGreaterThan(0);
      for (const button of buttons) expect(contrast(button.color, button.background), button.text).toBeGreaterThanOrEqual(4.5);
    });

    test('the focus ring stands out from ember buttons and from the band behind them', async ({ page }) => {
      await page.goto(HOME_PATH);
      await page.keyboard.press('Tab');
      const rings = await page.locator('main a, main button, header a').evaluateAll((elements) => {
        const cta = 'rgb(194, 47, 8)';
        const behind = (element: Element) => {
          for (let node = element.parentElement; node; node = node.parentElement) {
            const color = getComputedStyle(node).backgroundColor;
            if (!/rgba\(.*, 0\)$|transparent/.test(color)) return color;
          }
          return getComputedStyle(document.body).backgroundColor;
        };
        return elements
          .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).backgroundColor === cta)
          .map((element) => {
            (element as HTMLElement).focus();
            // Buttons fade their colours in; read the ring as it ends.
            for (const animation of element.getAnimations()) animation.finish();
            const style = getComputedStyle(element);
            return {
              label: element.textContent?.trim(),
              visible: element.matches(':focus-visible') && style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
              ring: style.outlineColor,
              fill: style.backgroundColor,
              band: behind(element),
            };
          });
      });
      expect(rings.length).toBeGreaterThanOrEqual(3);
      for (const ring of rings) {
        expect(ring.visible, ring.label).toBe(true);
        expect(contrast(ring.ring, ring.fill), `${ring.label}: ring against the button`).toBeGreaterThanOrEqual(3);
        expect(contrast(ring.ring, ring.band), `${ring.label}: ring against the band`).toBeGreaterThanOrEqual(3);
      }
    });
  });
}

test('the home page leads with measured results beside its headline, and says how each figure is counted', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(HOME_PATH);
  const work = page.getByRole('region', { name: 'What changed for our clients' });
  // In the first screen, level with the headline.
  const [headline, panel] = [await page.locator('h1').boundingBox(), await work.boundingBox()];
  expect(panel!.y).toBeLessThan(800);
  expect(panel!.x).toBeGreaterThan(headline!.x + headline!.width / 2);
  // The studies a buyer asks about first, in the order config/home-proof.ts gives them.
  const studies = work.getByRole('link').filter({ hasText: /was / });
  expect(await studies.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(HOME_PROOF_STUDIES.map(caseStudyPath));
  // Each result is drawn as before and after bars under one legend, with the change printed beside it.
  await expect(work.locator('svg rect')).toHaveCount(2 * HOME_PROOF_STUDIES.length);
  await expect(work.getByText('Before', { exact: true })).toBeVisible();
  await expect(work.getByText('After', { exact: true })).toBeVisible();
  for (const study of await studies.all()) await expect(study).toContainText(/[−+]\d|\d× (faster|slower|more|less|fewer)|\d% (fewer|less|more)/);

  const about = page.locator('#about');
  await expect(about.getByRole('heading', { name: 'How we count' })).toBeVisible();
  const figures = about.locator('dl > div');
  await expect(figures).toHaveCount(4);
  for (const figure of await figures.all()) await expect(figure.locator('dd')).toHaveCount(2);
});

test('a case study’s hero carries its headline result on a wide screen, and only there', async ({ page }) => {
  const route = caseStudyPath(CASE_STUDY_IDS[0]!);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(route);
  const hero = page.locator('[data-first-screen]');
  const result = hero.getByRole('link', { name: /outcomes/ });
  const [headline, link] = [await page.locator('h1').boundingBox(), await result.boundingBox()];
  // In the right column of the first screen, drawn as before and after bars.
  expect(link!.y).toBeLessThan(800);
  expect(link!.x).toBeGreaterThan(headline!.x + 640);
  await expect(hero.locator('svg rect')).toHaveCount(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(result).toBeHidden();
});

test.describe('dark theme surfaces', () => {
  test.use({ colorScheme: 'dark' });

  test('the home form turns dark, and dark bands stand off the dark page', async ({ page }) => {
    await page.goto(HOME_PATH);
    const card = await page.locator('#contact .card').evaluate((element) => getComputedStyle(element).backgroundColor);
    const body = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(card).toBe(body);
    const footer = await page.locator('footer').evaluate((element) => getComputedStyle(element).backgroundColor);
    const luminance = (color: string) => rgb(color).reduce((sum, channel) => sum + channel, 0);
    // The footer is its own surface: clearly darker than the dark page, not the same slab.
    expect(Math.abs(luminance(footer) - luminance(body))).toBeGreaterThan(30);
  });
});

test('an author page says what the author leads, their certifications and how to reach them', async ({ page }) => {
  const author = PEOPLE[1];
  await page.goto(authorPath(author.id));
  const hero = page.locator('[data-first-screen]');
  await expect(hero.locator('dt', { hasText: 'Leads' })).toBeVisible();
  for (const service of author.leads) await expect(hero.locator(`a[href="${servicePath(service)}"]`)).toBeVisible();
  for (const certification of author.certifications) await expect(hero.getByText(certification, { exact: true })).toBeVisible();
  await expect(hero.getByRole('link', { name: `Start a Conversation with ${author.name}` })).toHaveAttribute('href', CONTACT_PATH);
  // Without a portrait, a monogram of the author's initials stands in.
  await expect(hero.locator('.monogram')).toHaveText(author.name.replace(/(\S)\S*\s*/g, '$1'));
});
