import { expect, test } from './drawn.ts';
import { CONTACT, OFFICE_LINE, PHONE_HREF } from '../../src/config/contact.ts';
import { FORM_PATHS, FORM_SOURCES } from '../../src/config/forms.ts';
import { SITE, SOCIAL } from '../../src/config/identity.ts';
import { COMPANY_NAV, LEGAL_NAV } from '../../src/config/navigation.ts';

test('skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('footer carries navigation, social, legal, newsletter and contact details', async ({ page }) => {
  await page.goto('/solutions');
  const footer = page.locator('footer');
  await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveText(COMPANY_NAV.map((link) => link.label));
  for (const { name, href } of SOCIAL) {
    const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  for (const { label, href } of LEGAL_NAV) await expect(legal.getByRole('link', { name: label })).toHaveAttribute('href', href);

  const newsletter = footer.locator('form');
  await expect(newsletter).toHaveAttribute('method', 'post');
  await expect(newsletter).toHaveAttribute('action', FORM_PATHS.newsletter);
  await expect(newsletter.locator('input[name="_form_source"]')).toHaveValue(FORM_SOURCES.newsletter);
  const email = newsletter.getByLabel('Email address');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();

  await expect(footer.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
  await expect(footer.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', PHONE_HREF);
  await expect(footer).toContainText(OFFICE_LINE);
  // The copyright year is the year of the build, which the test server serves the same day.
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${SITE.legalName}`);
});

test('legal pages are reachable from the footer', async ({ page }) => {
  const cookies = LEGAL_NAV.at(-1)!;
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: cookies.label }).click();
  await expect(page).toHaveURL(new RegExp(`${cookies.href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(cookies.label);
  await expect(page.locator('main')).toContainText('cookies');
});
