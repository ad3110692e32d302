import { expect, test, type Page } from '@playwright/test';
import { CONTACT, OFFICE_HOURS, PHONE_HREF } from '../../src/config/contact.ts';
import { CONTACT_HIDDEN_FIELDS, CONTACT_MESSAGES, SPAM_TRAP_FIELD } from '../../src/config/forms.ts';
import { INBOX, delayScripts, notHydrated, submissions, waitForIsland } from './helpers.ts';

// These tests share the inbox and tell it when to fail, so they run one after another.
test.describe.configure({ mode: 'serial' });

const control = (options: object) =>
  fetch(`${INBOX}/_control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(options) });

const VISITOR = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.org',
  company: 'Fleet Systems',
  project: 'cloud-migration',
  message: 'We need to move 40 services to AWS before our data-centre lease ends in March.',
};

async function fill(page: Page, scope: string, visitor = VISITOR) {
  const form = page.locator(scope).locator('form').first();
  await form.getByLabel('First name').fill(visitor.firstName);
  await form.getByLabel('Last name').fill(visitor.lastName);
  await form.getByLabel('Work email').fill(visitor.email);
  await form.getByLabel('Company').fill(visitor.company);
  await form.getByLabel('Service of interest').selectOption(visitor.project);
  await form.getByLabel('Message').fill(visitor.message);
  return form;
}

test.afterEach(async () => {
  await control({ reset: true });
});

for (const [path, scope] of [
  ['/contact', 'main'],
  ['/', '#contact'],
] as const) {
  test.describe(`the form on ${path}`, () => {
    test('sends every field with Accept: application/json, then resets and confirms', async ({ page }) => {
      await page.goto(path);
      await waitForIsland(page, 'ContactForm');
      const before = (await submissions()).length;
      // Long enough for the disabled "Sending..." state to be seen on a busy machine.
      await control({ delayMs: 2000 });
      const form = await fill(page, scope);
      const button = form.getByRole('button', { name: 'Send Message' });
      await button.click();
      await button.click({ force: true, timeout: 500 }).catch(() => {});
      const sending = form.getByRole('button', { name: 'Sending...' });
      await expect(sending).toBeDisabled();
      await expect(page.getByText('Message sent successfully!')).toBeVisible();
      await expect(page.getByText(CONTACT_MESSAGES.successDescription)).toBeVisible();
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();

      for (const label of ['First name', 'Last name', 'Work email', 'Company', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
      await expect(form.getByLabel('Service of interest')).toHaveValue('');

      const after = await submissions();
      expect(after).toHaveLength(before + 1);
      const sent = after.at(-1)!;
      expect(sent.accept).toBe('application/json');
      expect(sent.spam).toBe(false);
      expect(sent.fields).toEqual({
        ...VISITOR,
        ...CONTACT_HIDDEN_FIELDS,
        [SPAM_TRAP_FIELD]: '',
      });
      expect(sent.fields._to).toBe(CONTACT.email);
    });

    test('keeps every entry and explains what to do when the service fails', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      await page.goto(path);
      await waitForIsland(page, 'ContactForm');
      await control({ failNext: 1, status: 500, body: JSON.stringify({ error: 'Mailbox unavailable' }) });
      const form = await fill(page, scope);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Failed to send message')).toBeVisible();
      await expect(page.getByText(CONTACT_MESSAGES.failureDescription)).toBeVisible();
      await expect(form.getByLabel('First name')).toHaveValue(VISITOR.firstName);
      await expect(form.getByLabel('Work email')).toHaveValue(VISITOR.email);
      await expect(form.getByLabel('Service of interest')).toHaveValue(VISITOR.project);
      await expect(form.getByLabel('Message')).toHaveValue(VISITOR.message);
      expect(errors.some((line) => line.includes('Mailbox unavailable'))).toBe(true);
      const toast = page.locator('[data-sonner-toast][data-type="error"]');
      await expect(toast).toBeVisible();
      // The toast is styled by sonner's stylesheet, loaded under the CSP rather than injected inline.
      await expect(toast).toHaveCSS('position', 'absolute');
    });

    test('the browser stops a submission with an empty required field', async ({ page }) => {
      await page.goto(path);
      await waitForIsland(page, 'ContactForm');
      const before = (await submissions()).length;
      const form = await fill(page, scope, { ...VISITOR, firstName: '' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      expect(await form.getByLabel('First name').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      await page.waitForTimeout(500);
      expect(await submissions()).toHaveLength(before);
      await expect(form.getByLabel('Message')).toHaveValue(VISITOR.message);
    });

    test("shows the form service's own explanation of a rejected entry, and keeps every entry", async ({ page }) => {
      await page.goto(path);
      await waitForIsland(page, 'ContactForm');
      await control({ failNext: 1, status: 422, body: JSON.stringify({ error: 'This email domain does not accept mail' }) });
      const form = await fill(page, scope);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Failed to send message')).toBeVisible();
      await expect(
        page.getByText(`This email domain does not accept mail. Please correct it and send the form again, or contact us directly at ${CONTACT.email}`),
      ).toBeVisible();
      await expect(form.getByLabel('Work email')).toHaveValue(VISITOR.email);
      await expect(form.getByLabel('Message')).toHaveValue(VISITOR.message);
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

    test('works as a plain HTML form without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      const before = (await submissions()).length;
      const form = await fill(page, scope);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
      const after = await submissions();
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)!.fields).toMatchObject({ ...VISITOR, _form_source: 'contact_page_form' });
      expect(after.at(-1)!.accept).not.toContain('application/json');
      await context.close();
    });
  });
}

test('on a phone the toast appears below the fixed header, not under it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await waitForIsland(page, 'ContactForm');
  await control({ failNext: 1 });
  const form = await fill(page, 'main');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.locator('[data-sonner-toast][data-type="error"]');
  await expect(toast).toBeVisible();
  await page.waitForTimeout(500);
  const headerBottom = (await page.locator('header').first().boundingBox())!.height;
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
});

test('the footer newsletter posts natively to the form service', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/about');
  const form = page.locator('footer form');
  await form.getByLabel('Email address').fill('reader@example.org');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  const last = (await submissions()).at(-1)!;
  expect(last.fields).toMatchObject({ email: 'reader@example.org', _form_source: 'footer_newsletter' });
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
  await expect(chat).toContainText('Coming Soon');
  await expect(chat.getByRole('link')).toHaveCount(0);
  const hours = page.getByRole('region', { name: 'Office hours' });
  // Hours are Eastern Time all year (EST or EDT by season), never a fixed "EST".
  for (const row of OFFICE_HOURS) await expect(hours).toContainText(`${row.days}${row.hours}`);
  await expect(hours).not.toContainText(/\bE[SD]T\b/);
  await expect(hours).toContainText(`We reply within ${CONTACT.replyWithin}`);
  await expect(page.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
  const options = await page
    .getByLabel('Service of interest')
    .locator('option')
    .evaluateAll((all) => all.map((option) => [(option as HTMLOptionElement).value, option.textContent]));
  expect(options).toEqual([
    ['', 'Select a service'],
    ['web3-development', 'Web3 Development'],
    ['cloud-migration', 'Cloud Migration'],
    ['devops-automation', 'DevOps & Automation'],
    ['ai-engineering', 'AI Engineering'],
    ['security-consulting', 'Security Consulting'],
    ['data-engineering', 'Data Engineering'],
    ['serverless', 'Serverless Solutions'],
    ['monitoring', 'Monitoring & Observability'],
    ['obsidian-edge', 'Obsidian Edge trial or demo'],
    ['other', 'Other'],
  ]);
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '6');
});
