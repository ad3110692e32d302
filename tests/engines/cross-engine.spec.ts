/**
 * The checks a visitor in Firefox or Safari depends on, in Firefox (ESR, over WebDriver BiDi) and
 * WebKit (WebKitGTK, the Safari engine family, over WebDriver), at a phone's and a desktop's width.
 * The same pages and interactions the Chromium suite covers in depth (tests/e2e), checked once per
 * engine: every kind of page loads clean, the menu, the blog's filters, tabs and full-text search,
 * the contact form, and the theme across pages and Back with the back-forward cache on.
 */
import { EDITOR_HOSTS } from '../../src/config/csp.ts';
import { BLOG_TABS, DEFAULT_TAB } from '../../src/config/blog.ts';
import { ABOUT_PATH, ADMIN_PATH, BLOG_PATH, CONTACT_PATH, HOME_PATH, articlePath, blogListingPath, legalPath, servicePath } from '../../src/config/paths.ts';
import { LISTING_PAGE_SIZE, filterArticles, tabCounts } from '../../src/lib/blog.ts';
import { ARTICLES, PAGE_KINDS } from '../expected-site.ts';
import { leadSaying } from '../e2e/helpers.ts';
import { readFrontmatter } from '../unit/helpers/frontmatter.ts';
import { type EnginePage, until } from './engine.ts';
import { expect, test } from './fixtures.ts';

// One browser per worker: the tests of an engine run in order in one worker.
test.describe.configure({ mode: 'default' });

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const LIGHT = 'rgb(255, 255, 255)';
const DARK = 'rgb(23, 26, 33)';
const counts = tabCounts(ARTICLES, BLOG_TABS);
const OTHER_TAB = BLOG_TABS.find((tab) => tab.key !== DEFAULT_TAB && counts[tab.key]! > 0 && counts[tab.key]! < ARTICLES.length)!;
const inTab = (tab: string, query = '') => filterArticles(ARTICLES, BLOG_TABS, { tab, query });
const hrefs = (articles: readonly { slug: string }[]) => articles.map((article) => articlePath(article.slug));

/** A code identifier (such as `use_lockfile`) from an article's text, and every page whose text has it. */
const SERVICES = readFrontmatter<{ title: string }>('content/services');
const PAGES = [
  ...ARTICLES.map((article) => ({ route: articlePath(article.slug), text: `${article.title} ${article.body}`.toLowerCase() })),
  ...SERVICES.map((service) => ({ route: servicePath(service.id), text: `${service.data.title} ${service.body}`.toLowerCase() })),
];
const FULL_TEXT_TERM = ARTICLES.flatMap((article) => article.body.match(/\b[a-z]+_[a-z_]+\b/g) ?? []).find(
  (term) => !ARTICLES.some((article) => `${article.title} ${article.description}`.toLowerCase().includes(term)),
)!;
/** Pagefind matches a word by its stem. */
const MENTIONING = PAGES.filter(({ text }) => text.includes(FULL_TEXT_TERM.slice(0, Math.max(4, FULL_TEXT_TERM.length - 3)))).map(({ route }) => route);

const js = JSON.stringify;
const cardHrefs = (site: EnginePage) =>
  site.evaluate<string[]>(
    `return [...document.querySelectorAll('main ul li a')].filter((a) => a.textContent.trim() === 'Read Article').map((a) => a.getAttribute('href'));`,
  );
const hydrated = (site: EnginePage, component: string) =>
  until(site, `return !document.querySelector('astro-island[component-url*="/${component}."][ssr]');`, `${component} has hydrated`, 20_000);
const background = (site: EnginePage) => site.evaluate<string>('return getComputedStyle(document.body).backgroundColor;');
const themeLabel = (site: EnginePage) => site.evaluate<string>(`return document.querySelector('[data-theme-toggle]').getAttribute('aria-label');`);

for (const { width, height } of WIDTHS) {
  test.describe(`${width} px wide`, () => {
    test.beforeEach(async ({ site }) => {
      await site.resize(width, height);
    });

    test('every kind of page loads with no console error and no CSP violation, and none scrolls sideways', async ({ site }) => {
      for (const [kind, path] of Object.entries(PAGE_KINDS)) {
        await site.goto(path);
        expect(await site.problems(), `${kind} (${path})`).toEqual([]);
        const overflow = await site.evaluate<number>('return document.documentElement.scrollWidth - innerWidth;');
        expect(overflow, `${kind} (${path}) is wider than the screen`).toBeLessThanOrEqual(0);
      }
    });

    test('the blog filters as you type, its tabs are links to their listings, and the full-text search lists pages that mention the words', async ({
      site,
    }) => {
      await site.goto(BLOG_PATH);
      const word = ARTICLES.at(-1)!
        .title.split(/\s+/)
        .find((candidate) => candidate.length > 4)!;
      await site.type('main input[type="search"]', word);
      await hydrated(site, 'BlogExplorer');
      const expected = inTab(DEFAULT_TAB, word);
      const found = `${expected.length} ${expected.length === 1 ? 'article' : 'articles'} found`;
      await until(site, `return document.querySelector('main').textContent.includes(${js(found)});`, `the blog says "${found}"`);
      expect(await cardHrefs(site)).toEqual(hrefs(expected).slice(0, LISTING_PAGE_SIZE * 2));

      await site.type('main input[type="search"]', FULL_TEXT_TERM);
      const results = `document.getElementById('full-text-heading')?.closest('section')?.querySelectorAll('ol > li > a')`;
      await until(site, `return (${results}?.length ?? 0) > 0;`, `the full-text search lists pages mentioning ${FULL_TEXT_TERM}`, 20_000);
      const listed = await site.evaluate<string[]>(`return [...${results}].map((a) => a.getAttribute('href'));`);
      for (const href of listed) expect(MENTIONING, `${href} does not mention ${FULL_TEXT_TERM}`).toContain(href);

      await site.goto(BLOG_PATH);
      const tabRow = `document.querySelector('nav[aria-label="Article categories"] ul')`;
      if (width >= 1280) {
        // One row, with room to spare: text is a few pixels wider in some engines than in others.
        const { rows, spare } = await site.evaluate<{ rows: number; spare: number }>(`
          const row = ${tabRow}, items = [...row.children];
          const widths = items.reduce((sum, item) => sum + item.getBoundingClientRect().width, 0) + parseFloat(getComputedStyle(row).columnGap) * (items.length - 1);
          return { rows: new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size, spare: row.clientWidth - widths };`);
        expect(rows).toBe(1);
        expect(spare).toBeGreaterThan(24);
      }
      await site.click(`nav[aria-label="Article categories"] a[href="${blogListingPath(OTHER_TAB.key)}"]`);
      // The address changes before the new page is parsed: its cards are read once it has loaded.
      await until(
        site,
        `return location.pathname === ${js(blogListingPath(OTHER_TAB.key))} && document.readyState === 'complete';`,
        `the ${OTHER_TAB.name} tab's listing has loaded`,
      );
      expect(await cardHrefs(site)).toEqual(hrefs(inTab(OTHER_TAB.key)).slice(0, LISTING_PAGE_SIZE));
    });

    test('the contact form stops an empty required field, draws its select like the other fields, and its message arrives', async ({ site, engine }) => {
      await site.goto(CONTACT_PATH);
      await hydrated(site, 'ContactForm');
      const form = `document.querySelector('main form')`;
      await site.click('main form button[type="submit"]');
      expect(await site.evaluate(`return ${form}.elements.firstName.validity.valueMissing;`)).toBe(true);

      const field = (name: string) => `main form [name="${name}"]`;
      const message = `Cross-engine check in ${engine} at ${width} px, ${Date.now()}: does the form reach us?`;
      await site.type(field('firstName'), 'Grace');
      await site.type(field('lastName'), 'Hopper');
      await site.type(field('email'), 'grace@example.org');
      await site.type(field('message'), message);
      await site.evaluate(
        `const select = ${form}.elements.project; select.value = select.options[1].value; select.dispatchEvent(new Event('change', { bubbles: true }));`,
      );
      // The select is drawn by the page, not the platform: the same box as a text field.
      const look = await site.evaluate<{ appearance: string; select: string[]; input: string[] }>(`
        const style = (element) => { const s = getComputedStyle(element); return [s.height, s.backgroundColor, s.borderRadius, s.boxShadow]; };
        return { appearance: getComputedStyle(${form}.elements.project).appearance, select: style(${form}.elements.project), input: style(${form}.elements.firstName) };`);
      expect(look.appearance).toBe('none');
      expect(look.select).toEqual(look.input);
      expect(await leadSaying(message)).toBeUndefined();

      await site.click('main form button[type="submit"]');
      await until(site, `return document.body.textContent.includes('Message sent successfully!');`, 'the form confirms the message was sent', 15_000);
      const sent = await leadSaying(message);
      expect(sent).toMatchObject({ form: 'contact', first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.org', message });
    });

    test('the theme chosen on one page holds on the next and after Back, from the back-forward cache', async ({ site }) => {
      await site.goto(HOME_PATH);
      await site.evaluate('localStorage.clear();');
      await site.goto(HOME_PATH);
      expect(await background(site)).toBe(LIGHT);
      // Gone if the page is loaded again rather than restored from the cache.
      await site.evaluate('window.leftForAbout = true;');
      await site.goto(ABOUT_PATH);
      await site.click('[data-theme-toggle]');
      await site.click('[data-theme-toggle]');
      expect(await themeLabel(site)).toMatch(/^Theme: dark/);
      expect(await background(site)).toBe(DARK);

      await site.back();
      await until(site, `return location.pathname === ${js(HOME_PATH)} && document.readyState === 'complete';`, 'Back has returned to the home page');
      expect(await site.evaluate('return window.leftForAbout === true;'), 'the home page came back from the back-forward cache').toBe(true);
      await until(site, `return document.documentElement.dataset.theme === 'dark';`, 'the restored page is dark');
      expect(await background(site)).toBe(DARK);
      expect(await themeLabel(site)).toMatch(/^Theme: dark/);

      await site.goto(PAGE_KINDS.article!);
      expect(await background(site)).toBe(DARK);
      expect(await themeLabel(site)).toMatch(/^Theme: dark/);
      await site.evaluate('localStorage.clear();');
      expect(await site.problems()).toEqual([]);
    });
  });
}

for (const { width, height } of WIDTHS) {
  test(`${width} px wide: a diagram's "Full size" opens its drawing in a dialog above the page, for this screen, and Escape closes it`, async ({ site }) => {
    await site.resize(width, height);
    await site.goto(PAGE_KINDS.article!);
    await site.click('figure.diagram > button');
    const dialog = `document.querySelector('figure.diagram dialog')`;
    // A modal dialog, or where the engine has no \`command\` (WebKitGTK 2.50) the same dialog as a popover.
    await until(site, `return ${dialog}.matches(':modal, :popover-open') && ${dialog}.checkVisibility();`, 'the full-size dialog is open');
    const shown = await site.evaluate<string[]>(
      `return [...${dialog}.querySelectorAll('img')].filter((image) => image.checkVisibility()).map((image) => image.currentSrc);`,
    );
    expect(shown).toHaveLength(1);
    if (width < 640) expect(shown[0]).toContain('-narrow');
    else expect(shown[0]).not.toContain('-narrow');
    expect(await site.evaluate(`return document.activeElement.textContent.trim();`)).toBe('Close');
    await site.press('Escape');
    await until(site, `return !${dialog}.checkVisibility();`, 'the dialog has closed');
    expect(await site.evaluate(`return document.activeElement.closest('figure.diagram') !== null;`)).toBe(true);
    expect(await site.problems()).toEqual([]);
  });

  test(`${width} px wide: Back after following a link brings the page from the back-forward cache with no error`, async ({ site }) => {
    await site.resize(width, height);
    await site.goto(ABOUT_PATH);
    // Gone if the page is loaded again rather than restored from the cache.
    await site.evaluate('window.leftForTerms = true;');
    // A followed link, not an address typed in: the navigation a view transition runs on.
    await site.click(`footer a[href="${legalPath('terms')}"]`);
    await until(site, `return location.pathname === ${js(legalPath('terms'))} && document.readyState === 'complete';`, 'the terms have loaded');
    await site.back();
    await until(site, `return location.pathname === ${js(ABOUT_PATH)} && document.readyState === 'complete';`, 'Back has returned to the about page');
    expect(await site.evaluate('return window.leftForTerms === true;'), 'the about page came back from the back-forward cache').toBe(true);
    expect(await site.problems()).toEqual([]);
  });
}

test.describe('390 px wide', () => {
  test('the menu opens, keeps the focus inside and closes on Escape, returning the focus to its button', async ({ site }) => {
    await site.resize(390, 844);
    await site.goto(ABOUT_PATH);
    await site.click('button[aria-label="Open menu"]');
    const inMenu = `return Boolean(document.activeElement?.closest('[role="dialog"][aria-label="Site menu"]'));`;
    await hydrated(site, 'MobileMenu');
    await until(site, inMenu, 'the focus is in the open menu');
    for (let i = 0; i < 8; i += 1) {
      await site.press('Tab');
      expect(await site.evaluate(inMenu), `after Tab ${i + 1}`).toBe(true);
    }
    // WebKitGTK reports Shift+Tab's key as "Unidentified" (its code is Tab): the menu keeps the focus all the same.
    for (let i = 0; i < 8; i += 1) {
      await site.press('Shift+Tab');
      expect(await site.evaluate(inMenu), `after Shift+Tab ${i + 1}`).toBe(true);
    }
    await site.press('Escape');
    await until(site, `return !document.querySelector('[role="dialog"][aria-label="Site menu"]').checkVisibility();`, 'the menu has closed');
    expect(await site.evaluate(`return document.activeElement.getAttribute('aria-label');`)).toBe('Open menu');
    expect(await site.evaluate(`return document.activeElement.getAttribute('aria-expanded');`)).toBe('false');
    expect(await site.problems()).toEqual([]);
  });
});

test.describe('the content editor', () => {
  test('boots under its own policy with no violation, turns the logo into its WebP icon, and asks only the hosts its documentation names', async ({ site }) => {
    test.setTimeout(120_000);
    await site.resize(1280, 900);
    await site.goto(ADMIN_PATH);
    // On every load the editor turns the site's logo into its app icon, in WebP: an upload's conversion.
    await until(
      site,
      `return document.querySelector('link[rel="apple-touch-icon"]')?.href.startsWith('data:image/webp;') ?? false;`,
      'the editor has made its WebP icon',
      60_000,
    );
    // Sveltia's version check, on-demand code and fonts; unreachable here, so they fail without a violation.
    const others = await site.evaluate<string[]>(`
      return performance.getEntriesByType('resource').map((entry) => new URL(entry.name).origin).filter((origin) => origin !== location.origin);`);
    for (const origin of others) expect(Object.values(EDITOR_HOSTS)).toContain(origin);
    const problems = await site.problems();
    expect(problems.filter((line) => /Content.Security.Policy|CSP violation|Refused to/i.test(line))).toEqual([]);
  });
});
