import { expect, test } from './drawn.ts';
import { readFileSync } from 'node:fs';
import { ARTICLE_ROUTES } from '../expected-site.ts';

/**
 * Figures are drawn at one house scale: on a laptop a diagram is never blown up past about 1.15×
 * its drawn size and, with its caption, fits one screen (720 px); on a phone the figure's frame is
 * whole on the screen and nothing scrolls sideways. Every article with a diagram in dist/, so a
 * new diagram is held to the same scale.
 */
const WITH_DIAGRAMS = ARTICLE_ROUTES.filter((route) => readFileSync(`dist${route}.html`, 'utf8').includes('<figure class="diagram"'));
const MOST_ENLARGED = 1.15;
const SCREEN_HEIGHT = 720;

/** Each figure of the page, its visible picture loaded: the picture's size as drawn and as shown, and the figure's. */
async function figures(page: import('@playwright/test').Page) {
  for (const image of await page.locator('figure.diagram > button img:visible').all()) {
    await image.evaluate((element: HTMLImageElement) => {
      element.loading = 'eager';
      return element.decode();
    });
  }
  return page.locator('figure.diagram').evaluateAll((list) =>
    list.map((figure) => {
      const image = [...figure.querySelectorAll<HTMLImageElement>(':scope > button img')].find((element) => element.checkVisibility())!;
      const frame = figure.querySelector(':scope > button')!.getBoundingClientRect();
      const shown = image.getBoundingClientRect();
      return {
        drawn: image.naturalWidth,
        shown: shown.width,
        height: figure.getBoundingClientRect().height,
        frame: { left: frame.left, right: frame.right },
        picture: { left: shown.left, right: shown.right },
        src: image.currentSrc,
      };
    }),
  );
}

test('on a laptop every diagram is shown at most 1.15× its drawn size, and fits one screen with its caption', async ({ page }) => {
  test.setTimeout(120_000);
  expect(WITH_DIAGRAMS.length).toBeGreaterThan(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const route of WITH_DIAGRAMS) {
    await page.goto(route);
    const found = await figures(page);
    expect(found.length, route).toBeGreaterThan(0);
    for (const figure of found) {
      expect(figure.shown / figure.drawn, `${figure.src} on ${route}`).toBeLessThanOrEqual(MOST_ENLARGED);
      expect(figure.height, `${figure.src} on ${route}`).toBeLessThanOrEqual(SCREEN_HEIGHT);
    }
  }
});

test('on a phone every diagram sits whole in its frame, the frame whole on the screen, and the page does not scroll sideways', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const route of WITH_DIAGRAMS) {
    await page.goto(route);
    for (const figure of await figures(page)) {
      expect(figure.src, route).toContain('-narrow');
      // The frame's sides are drawn inside it: at least a pixel of frame shows on each side of the picture.
      expect(figure.frame.left, route).toBeGreaterThanOrEqual(0);
      expect(figure.frame.right, route).toBeLessThanOrEqual(390);
      expect(figure.picture.left - figure.frame.left, route).toBeGreaterThanOrEqual(1);
      expect(figure.frame.right - figure.picture.right, route).toBeGreaterThanOrEqual(1);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth), route).toBeLessThanOrEqual(0);
  }
});

test('on a phone "Full size" opens the drawing made for the phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(WITH_DIAGRAMS[0]!);
  const open = page.locator('figure.diagram > button').first();
  await open.click();
  const dialog = page.locator('figure.diagram dialog').first();
  await expect(dialog).toBeVisible();
  const shown = dialog.locator('img:visible');
  await expect(shown).toHaveCount(1);
  // The dialog's picture is lazy: its source is chosen once it is shown, a frame or so after the click.
  await expect.poll(() => shown.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain('-narrow');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});
