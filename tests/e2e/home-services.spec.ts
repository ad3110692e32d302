import { expect, test } from './drawn.ts';
import { ABOUT_PAGE, ABOUT_VALUES, HOME_VALUES, TIMELINE } from '../../src/config/about.ts';
import { PROJECT_OPTIONS } from '../../src/config/forms.ts';
import { FOUNDER, HEADLINE, STATS } from '../../src/config/identity.ts';
import { CASE_STUDIES_PATH, CONTACT_PATH, SERVICES_PATH, servicePath } from '../../src/config/paths.ts';
import { HOME_FEATURED_COUNT, SERVICE_GROUPS } from '../../src/config/service-catalog.ts';
import { OBSIDIAN_EDGE, UPCOMING_SOLUTIONS } from '../../src/config/solutions.ts';
import type { ServiceData } from '../../src/schemas/service-frontmatter.ts';
import { readFrontmatter } from '../unit/helpers/frontmatter.ts';
import { waitForIsland } from './helpers.ts';

/** The service entries as their files hold them, and the cards the home page and the catalogue derive from them. */
const services = readFrontmatter<ServiceData>('content/services');
const serviceTitle = (id: string) => services.find((entry) => entry.id === id)!.data.title;
/** Every service in catalogue order (by practice, then by order within it); the home page features the first of them. */
const catalogue = [...services].sort(
  (a, b) =>
    SERVICE_GROUPS.findIndex((group) => group.id === a.data.catalog.group) - SERVICE_GROUPS.findIndex((group) => group.id === b.data.catalog.group) ||
    a.data.catalog.order - b.data.catalog.order,
);
const homeServices = catalogue.slice(0, HOME_FEATURED_COUNT);

test('home hero, about and service cards lead where they should', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADLINE);
  await expect(page.getByRole('link', { name: 'Learn More about our services' })).toHaveAttribute('href', SERVICES_PATH);
  await expect(page.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', CASE_STUDIES_PATH);
  for (const value of HOME_VALUES) await expect(page.getByRole('heading', { name: value.title })).toBeVisible();
  for (const stat of STATS) await expect(page.getByText(stat.value, { exact: true })).toBeVisible();

  const services = page.locator('#services');
  const cardLinks = services.getByRole('link', { name: /^Learn More about / });
  await expect(cardLinks).toHaveCount(homeServices.length);
  const hrefs = await cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(homeServices.map((entry) => servicePath(entry.id)));
  await expect(services.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', CONTACT_PATH);

  await cardLinks.nth(1).click();
  await expect(page).toHaveURL(new RegExp(`${servicePath(homeServices[1]!.id)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeServices[1]!.data.title);
});

test('on a laptop the home page shows the core services three to a row and a specialist practice as one wide card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const grid = page.getByRole('list', { name: 'Services' });
  const cards = grid.locator(':scope > li');
  const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ top, width }) => ({ top, width })));
  const gridWidth = await grid.evaluate((list) => list.getBoundingClientRect().width);
  const specialists = homeServices.filter((entry) => entry.data.catalog.specialist);
  expect(specialists.length).toBeGreaterThan(0);
  const core = boxes.slice(0, -specialists.length);
  for (const row of Object.values(Object.groupBy(core, (box) => Math.round(box.top)))) expect(row!.length).toBeLessThanOrEqual(3);
  expect(Object.values(Object.groupBy(core, (box) => Math.round(box.top)))[0]).toHaveLength(Math.min(3, core.length));
  for (const [index, entry] of specialists.entries()) {
    const card = cards.nth(core.length + index);
    expect(boxes[core.length + index]?.width).toBeCloseTo(gridWidth, 0);
    await expect(card).toContainText(entry.data.title);
    await expect(card).toContainText('Specialist practice');
  }
});

test('the service catalogue lists its services with their categories', async ({ page }) => {
  await page.goto(SERVICES_PATH);
  const cards = page.locator('section[aria-labelledby^="practice-"] li').filter({ has: page.getByRole('link', { name: /^Learn More about / }) });
  await expect(cards).toHaveCount(catalogue.length);
  for (const [index, entry] of catalogue.entries()) await expect(cards.nth(index)).toContainText(entry.data.catalog.category);
  const last = catalogue.length - 1;
  await cards
    .nth(last)
    .getByRole('link', { name: /^Learn More about / })
    .click();
  await expect(page).toHaveURL(new RegExp(`${servicePath(catalogue[last]!.id)}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogue[last]!.data.title);
});

test('a service FAQ opens and closes with the keyboard, without JavaScript', async ({ browser }) => {
  const entry = services.find((service) => (service.data.faq?.items.length ?? 0) > 0)!;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(servicePath(entry.id));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(serviceTitle(entry.id));
  for (const badge of entry.data.hero?.badges ?? []) await expect(page.getByText(badge, { exact: true })).toBeVisible();
  for (const action of entry.data.hero?.actions ?? []) await expect(page.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href);

  const faq = page.locator('section[aria-labelledby="faq"] details');
  await expect(faq).toHaveCount(entry.data.faq!.items.length);
  const first = faq.first();
  const answer = first.locator('p');
  await expect(answer).toBeHidden();
  await first.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
  await context.close();
});

test('every button on the trading product page leads to the contact form, with the product preselected', async ({ page }) => {
  await page.goto('/solutions/obsidian-edge');
  await expect(page.getByRole('link', { name: 'Back to Solutions' })).toHaveAttribute('href', '/solutions');
  for (const name of ['Request Demo', 'Contact Sales', 'Start Free Trial', 'Schedule Demo']) {
    const links = page.getByRole('link', { name, exact: true });
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) expect(href).toBe('/contact?project=obsidian-edge');
  }
  await expect(page.getByRole('heading', { name: 'Regulatory position and risks' })).toBeVisible();
  for (const paragraph of OBSIDIAN_EDGE.regulatory) await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
  for (const { symbol, bias } of OBSIDIAN_EDGE.snapshot) {
    await expect(page.locator('li', { hasText: symbol }).filter({ hasText: bias }).first()).toBeVisible();
  }
});

test('solutions shows the product and each upcoming one as a disabled "Coming Soon" cards', async ({ page }) => {
  await page.goto('/solutions');
  await expect(page.getByRole('link', { name: 'Explore Obsidian Edge' })).toHaveAttribute('href', '/solutions/obsidian-edge');
  for (const upcoming of UPCOMING_SOLUTIONS) await expect(page.getByRole('heading', { name: upcoming.name })).toBeVisible();
  const soon = page.getByRole('button', { name: 'Coming Soon' });
  await expect(soon).toHaveCount(UPCOMING_SOLUTIONS.length);
  for (const button of await soon.all()) await expect(button).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Need a Custom Solution?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/contact');
});

test('about tells the story, introduces the founder and leads on', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT_PAGE.hero.title);
  // The milestones, one a year, up to the year of the build.
  const years = (await page.locator('ol time').allTextContents()).map(Number);
  expect(years).toEqual(TIMELINE.map((milestone) => milestone.year));
  expect(years.at(-1)).toBe(new Date().getFullYear());
  for (const { title } of TIMELINE) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: FOUNDER.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Certifications' }).first().getByRole('listitem')).toHaveCount(FOUNDER.certifications.length);
  await expect(page.getByRole('link', { name: `${FOUNDER.name} on LinkedIn` })).toHaveAttribute('rel', 'noopener noreferrer');
  for (const { title } of ABOUT_VALUES) await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
});

test('a trial link opens the contact form with the product’s trial selected', async ({ page }) => {
  await page.goto('/solutions/obsidian-edge');
  await page.getByRole('link', { name: 'Start Free Trial', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact\?project=obsidian-edge$/);
  await waitForIsland(page, 'ContactForm');
  await expect(page.getByLabel('Service of interest')).toHaveValue('obsidian-edge');
  const trial = PROJECT_OPTIONS.find((option) => option.value === 'obsidian-edge')!;
  await expect(page.getByLabel('Service of interest').locator('option:checked')).toHaveText(trial.label);
});
