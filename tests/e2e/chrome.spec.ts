import { expect, test } from '@playwright/test';
import { CONTACT, PHONE_HREF } from '../../src/config/contact.ts';
import { FORM_PATHS } from '../../src/config/forms.ts';
import { SITE } from '../../src/config/identity.ts';
import { blankIcons } from './helpers.ts';
import { CONTENT_KIND_ROUTES } from './routes.ts';

/** The header, the footer and the mobile menu list the case studies after the services. */
const COMPANY_NAV = ['Services', 'Case Studies', 'Solutions', 'Blog', 'About', 'Contact'];

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
  await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveText(COMPANY_NAV);
  for (const name of ['Twitter', 'GitHub', 'LinkedIn']) {
    const link = footer.getByRole('link', { name: `${name} (opens in a new tab)` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  const legal = footer.getByRole('navigation', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(legal.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');

  const newsletter = footer.locator('form');
  await expect(newsletter).toHaveAttribute('method', 'post');
  await expect(newsletter).toHaveAttribute('action', FORM_PATHS.newsletter);
  await expect(newsletter.locator('input[name="_form_source"]')).toHaveValue('footer_newsletter');
  const email = newsletter.getByLabel('Email address');
  await expect(email).toHaveAttribute('type', 'email');
  await expect(email).toHaveAttribute('required', '');
  await expect(newsletter.getByRole('button', { name: 'Subscribe' })).toBeVisible();

  await expect(footer.getByRole('link', { name: CONTACT.email })).toHaveAttribute('href', `mailto:${CONTACT.email}`);
  await expect(footer.getByRole('link', { name: CONTACT.phone })).toHaveAttribute('href', PHONE_HREF);
  await expect(footer).toContainText('Greensboro, NC');
  // The copyright year is the year of the build, which the test server serves the same day.
  await expect(footer).toContainText(`© ${new Date().getFullYear()} ${SITE.legalName}`);
});

test('legal pages are reachable from the footer', async ({ page }) => {
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/cookies$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie Policy');
  await expect(page.locator('main')).toContainText('cookies');
});

test('every icon on every kind of page is drawn', async ({ page }) => {
  for (const [, route] of CONTENT_KIND_ROUTES) {
    await page.goto(route);
    await expect.poll(() => blankIcons(page), route).toEqual([]);
  }
});
