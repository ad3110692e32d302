import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { KIND_ROUTES } from './routes';

const WIDTHS = [390, 1280];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of WIDTHS) {
    test.describe(`axe (WCAG 2.2 A/AA) at ${width}px, ${colorScheme} theme`, () => {
      test.use({ viewport: { width, height: 900 }, colorScheme });
      for (const [kind, route] of KIND_ROUTES) {
        test(`${kind}: ${route}`, async ({ page }) => {
          await page.goto(route);
          await page.waitForLoadState('networkidle');
          const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
          const summary = results.violations.map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')})`,
          );
          expect(summary).toEqual([]);
        });
      }
    });
  }
}
