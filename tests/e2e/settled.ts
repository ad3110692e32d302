import type { Locator, Page } from '@playwright/test';

/**
 * Waits until the page has nothing left to do: two frames drawn, the browser idle (when a lazy
 * loader would act) and the network quiet. A check that something did NOT happen (no script
 * fetched, no form posted, no scroll) reads the page after this, not after a fixed pause.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const idle = (done: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(() => done()) : setTimeout(done, 0));
        requestAnimationFrame(() => requestAnimationFrame(() => idle(resolve)));
      }),
  );
  await page.waitForLoadState('networkidle');
}

/** Waits until every animation and transition of `locator` and its descendants has finished: where it comes to rest. */
export async function atRest(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}
