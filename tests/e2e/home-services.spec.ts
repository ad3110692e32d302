import { expect, test } from '@playwright/test';
import { CASE_STUDIES_PATH } from '../../src/config/paths.ts';
import { waitForIsland } from './helpers.ts';

test('home hero, about and service cards lead where they should', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cutting through Complexity');
  await expect(page.getByRole('link', { name: 'Learn More about our services' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('link', { name: 'View Our Work' })).toHaveAttribute('href', CASE_STUDIES_PATH);
  for (const badge of ['Cloud Native', 'AI/ML Ready', 'DevOps First']) await expect(page.getByText(badge, { exact: true })).toBeVisible();
  for (const value of ['Precision Focus', 'Lightning Fast', 'Expert Team', 'Proven Results']) {
    await expect(page.getByRole('heading', { name: value })).toBeVisible();
  }
  for (const stat of ['100+', '40+', '25+', '15+']) await expect(page.getByText(stat, { exact: true })).toBeVisible();

  const services = page.locator('#services');
  const cardLinks = services.getByRole('link', { name: /^Learn More about / });
  await expect(cardLinks).toHaveCount(7);
  const hrefs = await cardLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/services/cloud-architecture',
    '/services/devops-automation',
    '/services/security-consulting',
    '/services/ai-ml-solutions',
    '/services/observability',
    '/services/process-optimization',
    '/services/web3-development',
  ]);
  await expect(services.getByRole('link', { name: 'Schedule a Consultation' })).toHaveAttribute('href', '/contact');

  await cardLinks.nth(1).click();
  await expect(page).toHaveURL(/\/services\/devops-automation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('DevOps & Automation');
});

test('on a laptop the home page shows the core services three to a row and Web3 as one wide specialist card', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const grid = page.getByRole('list', { name: 'Services' });
  const cards = grid.locator(':scope > li');
  const boxes = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()).map(({ top, width }) => ({ top, width })));
  const gridWidth = await grid.evaluate((list) => list.getBoundingClientRect().width);
  const core = boxes.slice(0, -1);
  const rows = Object.values(Object.groupBy(core, (box) => Math.round(box.top)));
  expect(rows.map((row) => row?.length)).toEqual([3, 3]);
  expect(boxes.at(-1)?.width).toBeCloseTo(gridWidth, 0);
  await expect(cards.last()).toContainText('Web3 Development');
  await expect(cards.last()).toContainText('Specialist practice');
});

test('the service catalogue lists six services with their categories', async ({ page }) => {
  await page.goto('/services');
  const cards = page.locator('section[aria-labelledby="catalogue-heading"] li').filter({ has: page.getByRole('link', { name: /^Learn More about / }) });
  await expect(cards).toHaveCount(6);
  const categories = ['Infrastructure', 'Automation', 'AI & Data', 'Security', 'Development', 'Operations'];
  for (const [index, category] of categories.entries()) await expect(cards.nth(index)).toContainText(category);
  await cards
    .nth(4)
    .getByRole('link', { name: /^Learn More about / })
    .click();
  await expect(page).toHaveURL(/\/services\/serverless-solutions$/);
  await expect(page.locator('#patterns')).toBeVisible();
});

test('the Web3 FAQ opens and closes with the keyboard, without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/services/web3-development');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Web3 Development');
  for (const badge of ['Real-World Assets', 'Solana & EVM', 'Enterprise Security', 'Compliance-Ready']) {
    await expect(page.getByText(badge, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Start a Web3 Project' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'View Case Studies' })).toHaveAttribute('href', CASE_STUDIES_PATH);

  await expect(page.locator('details')).toHaveCount(7);
  const first = page.locator('details').first();
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
  await expect(page.getByText(/not a broker, a futures commission merchant/)).toBeVisible();
  for (const [symbol, bias] of [
    ['ES', 'Bullish'],
    ['NQ', 'Neutral'],
    ['CL', 'Bearish'],
  ] as const) {
    await expect(page.locator('li', { hasText: symbol }).filter({ hasText: bias }).first()).toBeVisible();
  }
});

test('solutions shows the product and two disabled "Coming Soon" cards', async ({ page }) => {
  await page.goto('/solutions');
  await expect(page.getByRole('link', { name: 'Explore Obsidian Edge' })).toHaveAttribute('href', '/solutions/obsidian-edge');
  const soon = page.getByRole('button', { name: 'Coming Soon' });
  await expect(soon).toHaveCount(2);
  for (const button of await soon.all()) await expect(button).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Need a Custom Solution?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/contact');
});

test('about tells the story, introduces the founder and leads on', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Born from disruption');
  // The specified milestones, then one a year to the year of the build.
  const years = (await page.locator('ol time').allTextContents()).map(Number);
  expect(years.slice(0, 5)).toEqual([2020, 2021, 2022, 2023, 2024]);
  expect(years.at(-1)).toBe(new Date().getFullYear());
  for (const title of ['The Beginning', 'First Clients', 'Scale & Growth', 'Innovation Focus', 'Market Leadership']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Jordan Reyes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Certifications' }).first().getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Jordan Reyes on LinkedIn/ })).toHaveAttribute('rel', 'noopener noreferrer');
  for (const value of ['Precision-Driven', 'Innovation First', 'Partnership Mindset']) await expect(page.getByRole('heading', { name: value })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
});

test('a trial link opens the contact form with "Obsidian Edge trial or demo" selected', async ({ page }) => {
  await page.goto('/solutions/obsidian-edge');
  await page.getByRole('link', { name: 'Start Free Trial', exact: true }).first().click();
  await expect(page).toHaveURL(/\/contact\?project=obsidian-edge$/);
  await waitForIsland(page, 'ContactForm');
  await expect(page.getByLabel('Service of interest')).toHaveValue('obsidian-edge');
  await expect(page.getByLabel('Service of interest').locator('option:checked')).toHaveText('Obsidian Edge trial or demo');
});
