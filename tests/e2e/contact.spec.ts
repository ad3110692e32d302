import { expect, test } from './drawn.ts';
import type { Page } from '@playwright/test';
import { CONTACT, OFFICE_HOURS, PHONE_HREF } from '../../src/config/contact.ts';
import { CONTACT_HIDDEN_FIELDS, CONTACT_MESSAGES, FORM_PATHS, SPAM_TRAP_FIELD, SUBMISSION_ID_FIELD } from '../../src/config/forms.ts';
import { readLeads } from '../../scripts/commands/leads.mjs';
import { E2E_STATE, asNewVisitor, delayScripts, notHydrated, submittedLeads, waitForIsland } from './helpers.ts';
import { atRest, settled } from './settled.ts';
import { VISITOR } from '../visitor.ts';

// The forms post to the site's own Worker under npm start's runtime, which stores each lead in
// local D1; every test reads its lead back from there. Each test is a client of its own, so the
// Worker's per-client rate limit never counts another test's posts.
test.beforeEach(async ({ context }) => {
  await asNewVisitor(context);
});

/** The visitor with a message no other test sends, so its lead can be found. */
const visitor = () => ({ ...VISITOR, message: `${VISITOR.message} (${crypto.randomUUID()})` });
const leadWith = async (message: string) => (await submittedLeads()).filter((lead) => lead.message === message);

async function fill(page: Page, scope: string, typed = VISITOR) {
  const form = page.locator(scope).locator('form').first();
  await form.getByLabel('First name').fill(typed.firstName);
  await form.getByLabel('Last name').fill(typed.lastName);
  await form.getByLabel('Work email').fill(typed.email);
  await form.getByLabel('Company').fill(typed.company);
  await form.getByLabel('Service of interest').selectOption(typed.project);
  await form.getByLabel('Message').fill(typed.message);
  return form;
}

for (const [path, scope] of [
  ['/contact', 'main'],
  ['/', '#contact'],
] as const) {
  test.describe(`the form on ${path}`, () => {
    test('sends every field with Accept: application/json, is stored once, then resets and confirms', async ({ page }) => {
      await page.goto(path);
      await waitForIsland(page, 'ContactForm');
      // The real Worker answers, two seconds late: long enough for the disabled "Sending..." state to be seen on a busy machine.
      await page.route(`**${FORM_PATHS.contact}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 2000));
        await route.continue();
      });
      const typed = visitor();
      const form = await fill(page, scope, typed);
      const sent = page.waitForRequest(`**${FORM_PATHS.contact}`);
      const button = form.getByRole('button', { name: 'Send Message' });
      await button.click();
      await button.click({ force: true, timeout: 500 }).catch(() => {});
      const sending = form.getByRole('button', { name: 'Sending...' });
      await expect(sending).toBeDisabled();
      await expect(page.getByText(CONTACT_MESSAGES.successTitle)).toBeVisible();
      await expect(page.getByText(CONTACT_MESSAGES.successDescription)).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

      for (const label of ['First name', 'Last name', 'Work email', 'Company', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
      await expect(form.getByLabel('Service of interest')).toHaveValue('');

      const request = await sent;
      expect(request.headers().accept).toBe('application/json');
      expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
      const body = request.postData() ?? '';
      for (const [name, value] of Object.entries({ ...typed, ...CONTACT_HIDDEN_FIELDS, [SPAM_TRAP_FIELD]: '' })) {
        expect(body, name).toContain(`name="${name}"\r\n\r\n${value}\r\n`);
      }
      const id = /name="_submission_id"\r\n\r\n([0-9a-f-]{36})\r\n/.exec(body)?.[1];
      expect(id, SUBMISSION_ID_FIELD).toBeTruthy();

      const stored = await leadWith(typed.message);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        id,
        form: 'contact',
        first_name: typed.firstName,
        last_name: typed.lastName,
        email: typed.email,
        company: typed.company,
        project: typed.project,
      });
    });

    test('keeps every entry and explains what to do when the network fails', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(path);
      await waitForIsland(page, 'ContactForm');
      await page.route(`**${FORM_PATHS.contact}`, (route) => route.abort('connectionreset'));
      const form = await fill(page, scope);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText(CONTACT_MESSAGES.failureTitle)).toBeVisible();
      await expect(page.getByText(CONTACT_MESSAGES.failureDescription)).toBeVisible();
      await expect(form.getByLabel('First name')).toHaveValue(VISITOR.firstName);
      await expect(form.getByLabel('Work email')).toHaveValue(VISITOR.email);
      await expect(form.getByLabel('Service of interest')).toHaveValue(VISITOR.project);
      await expect(form.getByLabel('Message')).toHaveValue(VISITOR.message);
      expect(errors.some((line) => line.includes('Contact form submission failed'))).toBe(true);
      const toast = page.locator('[data-sonner-toast][data-type="error"]');
      await expect(toast).toBeVisible();
      // The toast is styled by sonner's stylesheet, loaded under the CSP rather than injected inline.
      await expect(toast).toHaveCSS('position', 'absolute');
    });

    test('the browser stops a submission with an empty required field', async ({ page }) => {
      await page.goto(path);
      await waitForIsland(page, 'ContactForm');
      const posts: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(request.url()));
      const form = await fill(page, scope, { ...VISITOR, firstName: '' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      expect(await form.getByLabel('First name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await settled(page);
      expect(posts).toEqual([]);
      await expect(form.getByLabel('Message')).toHaveValue(VISITOR.message);
    });

    test("shows the Worker's own explanation of a rejected entry, and keeps every entry", async ({ page }) => {
      await page.goto(path);
      await waitForIsland(page, 'ContactForm');
      // The browser takes an address without a dot in its domain; the Worker does not.
      const typed = { ...visitor(), email: 'grace@localhost' };
      const form = await fill(page, scope, typed);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText(CONTACT_MESSAGES.failureTitle)).toBeVisible();
      await expect(
        page.getByText(`Email address is not valid. Please correct it and send the form again, or contact us directly at ${CONTACT.email}`),
      ).toBeVisible();
      await expect(form.getByLabel('Work email')).toHaveValue(typed.email);
      await expect(form.getByLabel('Message')).toHaveValue(typed.message);
      expect(await leadWith(typed.message)).toEqual([]);
    });

    test("keeps what the visitor typed before the form's script arrived", async ({ page }) => {
      await delayScripts(page);
      await page.goto(path);
      const form = await fill(page, scope);
      expect(await notHydrated(page, 'ContactForm')).toBe(true);
      await waitForIsland(page, 'ContactForm');
      await expect(form.getByLabel('First name')).toHaveValue(VISITOR.firstName);
      await expect(form.getByLabel('Work email')).toHaveValue(VISITOR.email);
      await expect(form.getByLabel('Service of interest')).toHaveValue(VISITOR.project);
      await expect(form.getByLabel('Message')).toHaveValue(VISITOR.message);
    });

    test('works as a plain HTML form without JavaScript: the page says it was sent, and the lead is stored', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await asNewVisitor(context);
      const page = await context.newPage();
      await page.goto(path);
      const typed = visitor();
      const form = await fill(page, scope, typed);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('status').getByRole('heading', { name: CONTACT_MESSAGES.successTitle })).toBeVisible();
      const stored = await leadWith(typed.message);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ form: 'contact', first_name: typed.firstName, email: typed.email, project: typed.project });
      await context.close();
    });

    test('without JavaScript, a refused entry comes back with the reason and everything typed', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await asNewVisitor(context);
      const page = await context.newPage();
      await page.goto(path);
      const typed = { ...visitor(), firstName: 'Grace "<b>Amazing</b>"', email: 'grace@localhost' };
      await (await fill(page, scope, typed)).getByRole('button', { name: 'Send Message' }).click();
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('heading', { name: CONTACT_MESSAGES.failureTitle })).toBeVisible();
      // The Worker's reason names the field it refused.
      await expect(alert).toContainText(/email/i);
      const form = page.locator(scope).locator('form').first();
      await expect(form.getByLabel('First name')).toHaveValue(typed.firstName);
      await expect(form.getByLabel('Last name')).toHaveValue(typed.lastName);
      await expect(form.getByLabel('Work email')).toHaveValue(typed.email);
      await expect(form.getByLabel('Company')).toHaveValue(typed.company);
      await expect(form.getByLabel('Service of interest')).toHaveValue(typed.project);
      await expect(form.getByLabel('Message')).toHaveValue(typed.message);
      await expect(page.locator('b', { hasText: 'Amazing' })).toHaveCount(0);
      expect(await leadWith(typed.message)).toEqual([]);
      await context.close();
    });
  });
}

test('on a phone the toast appears below the fixed header, not under it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await waitForIsland(page, 'ContactForm');
  await page.route(`**${FORM_PATHS.contact}`, (route) => route.abort('connectionreset'));
  const form = await fill(page, 'main');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toBeVisible();
  await atRest(toast);
  const headerBottom = (await page.locator('header').first().boundingBox())!.height;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
});

test('a toast stylesheet that never arrives (a dropped connection, or the visitor leaving as it loads) raises no error, and the form still sends', async ({
  page,
}) => {
  const named = new Set((await (await page.request.get('/contact')).text()).match(/\/_astro\/[^"]+\.css/g));
  // Every stylesheet the page's HTML does not name, which is the one the form loads as it hydrates.
  let dropped = 0;
  await page.route('**/_astro/*.css', (route) => {
    if (named.has(new URL(route.request().url()).pathname)) return route.continue();
    dropped += 1;
    return route.abort('connectionreset');
  });
  // The failed load itself is the browser's own console line; a script error is the page's.
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  await page.goto('/contact');
  await waitForIsland(page, 'ContactForm');
  const typed = visitor();
  await (await fill(page, 'main', typed)).getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText(CONTACT_MESSAGES.successTitle)).toBeVisible();
  expect(await leadWith(typed.message)).toHaveLength(1);
  expect(dropped).toBeGreaterThan(0);
  expect(uncaught).toEqual([]);
});

test('the footer newsletter posts natively to the Worker, which stores the address', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await asNewVisitor(context);
  const page = await context.newPage();
  await page.goto('/about');
  const address = `reader-${crypto.randomUUID()}@example.org`;
  const form = page.locator('footer form');
  await form.getByLabel('Email address').fill(address);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').getByRole('heading', { name: 'Subscribed' })).toBeVisible();
  await expect(page).toHaveTitle(/About/);
  const stored = (await submittedLeads()).filter((lead) => lead.email === address);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ form: 'newsletter', first_name: null, message: null });
  // What the firm reads it with: `npm run leads`, through wrangler, sees the same row.
  expect((await readLeads({ state: E2E_STATE })).filter((lead) => lead.email === address)).toEqual(stored);
  await context.close();
});

test('the contact page offers email, phone, hours and reasons to choose us', async ({ page }) => {
  await page.goto('/contact');
  const email = page.getByRole('link', { name: /Email us/ });
  const href = (await email.getAttribute('href')) ?? '';
  expect(href.startsWith(`mailto:${CONTACT.email}?subject=`)).toBe(true);
  expect(href).toMatch(/&body=.+/);
  await expect(page.getByRole('link', { name: /Call toll-free/ })).toHaveAttribute('href', PHONE_HREF);
  const chat = page.locator('li', { hasText: 'Live chat' });
  await expect(chat).toHaveAttribute('aria-disabled', 'true');
  await expect(chat.getByRole('link')).toHaveCount(0);
  const hours = page.getByRole('region', { name: 'Office hours' });
  // Hours are Eastern Time all year (EST or EDT by season), never a fixed "EST".
  for (const row of OFFICE_HOURS) await expect(hours).toContainText(`${row.days}${row.hours}`);
  await expect(hours).not.toContainText(/\bE[SD]T\b/);
  await expect(hours).toContainText(`We reply within ${CONTACT.replyWithin}`);
  const options = await page
    .getByLabel('Service of interest')
    .locator('option')
    .evaluateAll((all) => all.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
  expect(options).toEqual([
    ['', 'Select a service'],
    ['web3-development', 'Web3 Development'],
    ['cloud-migration', 'Cloud Architecture'],
    ['devops-automation', 'DevOps & Automation'],
    ['ai-engineering', 'AI/ML Solutions'],
    ['security-consulting', 'Security Consulting'],
    ['data-engineering', 'AI/ML & Data Engineering'],
    ['serverless', 'Serverless Solutions'],
    ['monitoring', 'Monitoring & Observability'],
    ['obsidian-edge', 'Obsidian Edge trial or demo'],
    ['other', 'Other'],
  ]);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
});
