import { test as base, type Page } from '@playwright/test';

/**
 * True in a page once the stylesheets it puts in place after its first paint have all arrived, so
 * what follows its first screen is drawn and laid out as a visitor sees it
 * (src/post-build/first-screen-css.ts). Runs in the page: a function, since the pages' CSP refuses
 * code evaluated from a string.
 */
export const isDrawn = () =>
  !document.querySelector('noscript[data-after-paint]') &&
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet);

/** Waits until `page` is drawn whole (isDrawn). */
export const drawn = (page: Page) => page.waitForFunction(isDrawn);

/**
 * Playwright's `test`, whose pages wait, after a navigation that waits for `load` (the default),
 * until they are drawn whole: a check of layout or style below the first screen reads the page a
 * visitor sees, not the moment before its stylesheets arrive. A test of that moment navigates with
 * an earlier `waitUntil`.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((options?.waitUntil ?? 'load') === 'load') await drawn(page);
        return response;
      };
    }
    await use(page);
  },
});

export { expect } from '@playwright/test';
