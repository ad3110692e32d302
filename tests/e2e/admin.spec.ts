import { expect, test } from './drawn.ts';
import { CMS_API_ORIGIN } from '../../src/config/cms.ts';
import { EDITOR_HOSTS } from '../../src/config/csp.ts';
import { ADMIN_PATH, CMS_CONFIG_PATH } from '../../src/config/paths.ts';
import { watchConsole, watchCspViolations } from './helpers.ts';

/**
 * What the hosts Sveltia's documented policy names answer on a quiet day (no newer version, no
 * incident), standing in for them here: the tests run offline, and what is checked is that the editor
 * asks nothing else. Its fonts come back empty: the interface does not wait for them.
 */
const STAND_INS: Record<string, { contentType: string; body: string }> = {
  [EDITOR_HOSTS.packages]: { contentType: 'application/json', body: '{}' },
  [EDITOR_HOSTS.status]: { contentType: 'application/json', body: '{"status":{"indicator":"none"}}' },
  [EDITOR_HOSTS.fonts]: { contentType: 'font/woff2', body: '' },
};

test('the content editor boots to its sign-in screen under its own CSP, with the site’s collections loaded and no host asked but those its policy names', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = watchConsole(page);
  const violations = await watchCspViolations(page);
  // Before anyone signs in, the editor asks only the hosts Sveltia documents.
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    const { protocol, host } = new URL(request.url());
    if (['http:', 'https:'].includes(protocol) && host !== new URL(baseURL!).host) elsewhere.push(new URL(request.url()).origin);
  });
  await page.route(
    (url) => url.origin in STAND_INS,
    (route) => route.fulfill({ status: 200, ...STAND_INS[new URL(route.request().url()).origin]! }),
  );
  // Sveltia logs the configuration it parsed: the collections it will offer an editor.
  const parsed = page.waitForEvent('console', { predicate: (message) => message.text().startsWith('CMS configuration:'), timeout: 60_000 });
  const served = page.waitForResponse((response) => new URL(response.url()).pathname === CMS_CONFIG_PATH);

  // The app keeps its document loading while it boots: wait for what it shows, not for `load`.
  const response = await page.goto(ADMIN_PATH, { waitUntil: 'commit' });
  expect(await response!.text()).toContain(`connect-src 'self' data: blob: ${CMS_API_ORIGIN} `);
  expect(response!.headers()['x-robots-tag']).toBe('noindex, nofollow');

  const config = (await (await served).json()) as { app_title: string; collections: { name: string }[] };
  const collections = (await (await parsed).args()[1]!.jsonValue()) as { collections: { name: string }[] };
  expect(collections.collections.map((collection) => collection.name)).toEqual(config.collections.map((collection) => collection.name));
  expect(config.collections.map((collection) => collection.name)).toContain('articles');

  await expect(page.getByRole('heading', { name: config.app_title })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ })).toBeVisible();
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
  for (const origin of elsewhere) expect(Object.keys(STAND_INS)).toContain(origin);
});
