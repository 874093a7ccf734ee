import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Browser,
  expectAccessible,
  freshPage,
  launchBrowser,
  screenshot,
  type Stack,
  startStack,
  submitMailedCode,
  submitRegistration,
  submitSignIn,
} from './support.ts';

const PASSWORD = 'Harb0ur-Lights!';
const PARENT_OWNER = 'olga@northwind.example';
const CHILD_OWNER = 'carl@harbourcafe.example';
const MEMBER = 'mia@northwind.example';
const CHILD = 'Harbour Café';
const CHILD_NAV = '#7A1F5C';
const POSTER = path.resolve(import.meta.dirname ?? '.', 'fixtures', 'poster.png');

let stack: Stack;
let browser: Browser;

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const newPage = (width = 1280, height = 800) => freshPage(stack, browser, width, height);

async function signIn(page: Page, email: string) {
  await submitSignIn(page, stack.baseUrl, email, PASSWORD);
  await page.waitForURL(/\/home$/);
}

/** Opens the set-password link mailed to `email` and chooses the password. */
async function acceptInvitation(page: Page, email: string) {
  const link = await stack.waitForMail(email, /(https?:\/\/\S+\/newpassword\/\S+)/);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, stack.baseUrl));
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="passwordRepeat"]').fill(PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await page.getByRole('link', { name: 'Sign in' }).first().waitFor();
}

/** Creates a sub-organization through the API with the page's session; answers its id. */
function createOrgByApi(page: Page, parentId: number, name: string, ownerEmail: string): Promise<number> {
  return page.evaluate(
    async ({ parentId, name, ownerEmail }) => {
      const key = document.cookie.match(/sessionKey=([^;]+)/)?.[1] ?? '';
      const res = await fetch(`/api/organizations/${parentId}/suborganizations/create`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `SessionKey ${decodeURIComponent(key)}` },
        body: JSON.stringify({
          name,
          parentOrganizationId: parentId,
          ownerName: 'Kim Kiosk',
          ownerEmail,
          country: 'Sweden',
          licenseData: { package: 'TRIAL', numDevices: 1, numUsers: 2, validityDays: 30, interactiveDeviceLimit: 0 },
        }),
      });
      if (!res.ok) throw new Error(`create ${res.status} ${await res.text()}`);
      return ((await res.json()) as { response: { id: number } }).response.id;
    },
    { parentId, name, ownerEmail },
  );
}

/** Both widths the CMS must work at. */
async function shoot(page: Page, name: string) {
  await screenshot(page, `organizations-${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await screenshot(page, `organizations-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForTimeout(200);
}

const navBarColour = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('header');
    return bar ? getComputedStyle(bar).backgroundColor : '';
  });

describe('organizations, theme, users and impersonation', () => {
  it('creates a sub-organization, themes it, invites a user, and impersonates it with its owner’s consent', async () => {
    // The first account of the installation owns the platform organization.
    const page = await newPage();
    await submitRegistration(page, stack.baseUrl, { email: PARENT_OWNER, password: PASSWORD, orgName: 'Northwind', name: 'Olga Owner' });
    await submitMailedCode(page, stack, PARENT_OWNER);
    // The e-mailed code signs the person in (no second sign-in).
    await page.waitForURL(/\/home$/);

    // Organizations: empty tree.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Organizations' }).click();
    await page.waitForURL(/\/home\/organizations$/);
    await page.getByText('No sub-organizations yet').waitFor();
    await expectAccessible(page, 'organizations (empty)');

    // Create a sub-organization: the licence rules of spec part 5 are checked before anything is sent.
    await page.getByRole('button', { name: 'New sub-organization' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create organization' }).click();
    await dialog.getByText('Please correct the highlighted fields.').waitFor();
    await dialog.locator('input[name="name"]').fill(CHILD);
    await dialog.locator('input[name="hashtags"]').fill('coast');
    await page.keyboard.press('Enter');
    await dialog.locator('input[name="ownerName"]').fill('Carl Café');
    await dialog.locator('input[name="ownerEmail"]').fill(CHILD_OWNER);
    await dialog.locator('input[name="country"]').fill('Swed');
    await page.getByRole('option', { name: 'Sweden' }).click();
    await dialog.locator('input[name="devices"]').fill('3');
    await dialog.locator('input[name="interactive"]').fill('5');
    await dialog.getByRole('button', { name: 'Create organization' }).click();
    await dialog.getByText('Cannot be more than the number of screens.').waitFor();
    await expectAccessible(page, 'create sub-organization dialog');
    await dialog.locator('input[name="interactive"]').fill('1');
    await dialog.getByRole('button', { name: 'Create organization' }).click();
    await page.waitForURL(/\/home\/organizations\/\d+\/info$/);
    const childId = Number(page.url().match(/organizations\/(\d+)\//)?.[1]);
    expect(childId).toBeGreaterThan(0);
    await page.getByRole('heading', { level: 1, name: CHILD }).waitFor();
    // Breadcrumbs: root → child.
    await expect.poll(() => page.getByTestId('org-breadcrumbs').textContent()).toMatch(/Northwind[\s\S]*Harbour Café/);
    await expectAccessible(page, 'organization info');
    await shoot(page, 'info');
    // The time zone usage stats count days in: a searchable picker in the details form.
    const details = page.getByRole('region', { name: 'Details' });
    await details.getByRole('combobox', { name: 'Time zone' }).fill('Stockh');
    await page.getByRole('option', { name: 'Europe/Stockholm' }).click();
    await details.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Changes saved.').waitFor();
    await page.reload();
    await expect.poll(() => page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('Europe/Stockholm');

    // The tree lists it with its tag; #tag search finds it.
    await page.goto(`${stack.baseUrl}/home/organizations`);
    await page.getByTestId('org-row').filter({ hasText: CHILD }).waitFor();
    await page.getByLabel('Search organizations').fill('#coast');
    await page.getByRole('list', { name: 'Matching organizations' }).getByText(CHILD).waitFor();
    await expectAccessible(page, 'organizations tree');
    await shoot(page, 'tree');

    // The same pages in Spanish, at both widths.
    await page.evaluate(() => localStorage.setItem('signage.locale', 'es'));
    await page.goto(`${stack.baseUrl}/home/organizations`);
    await page.getByRole('heading', { level: 1, name: 'Organizaciones' }).waitFor();
    await page.getByTestId('org-row').filter({ hasText: CHILD }).waitFor();
    await expectAccessible(page, 'organizations tree (es)');
    await shoot(page, 'tree-es');
    await page.goto(`${stack.baseUrl}/home/organizations/${childId}/info`);
    await page.getByRole('heading', { level: 1, name: CHILD }).waitFor();
    await expectAccessible(page, 'organization info (es)');
    await shoot(page, 'info-es');
    await page.evaluate(() => localStorage.setItem('signage.locale', 'en'));

    // Theme of the child: navigation bar colour, live preview, save.
    await page.goto(`${stack.baseUrl}/home/organizations/${childId}/theme`);
    const nav = page.locator('input[name="navBarColor"]');
    await nav.fill(CHILD_NAV);
    await expect
      .poll(() =>
        page
          .getByTestId('theme-preview')
          .locator('div')
          .first()
          .evaluate((el) => getComputedStyle(el).backgroundColor),
      )
      .toBe('rgb(122, 31, 92)');
    await page.getByRole('button', { name: 'Save colours' }).click();
    await page.getByText('Theme saved.').waitFor();
    await expectAccessible(page, 'theme tab');
    await shoot(page, 'theme');
    // The parent keeps its own theme.
    expect(await navBarColour(page)).not.toBe('rgb(122, 31, 92)');
    // A logo, uploaded with progress, shows in the preview.
    await page.getByTestId('theme-logo-input').setInputFiles(POSTER);
    await page.getByText('Image uploaded.').waitFor();
    await page.getByTestId('theme-preview').locator('img').waitFor();

    // Deletion: refused while sub-organizations exist; the leaf goes after typing 'delete'.
    const rootId = Number(
      await page.evaluate(async () => {
        const key = document.cookie.match(/sessionKey=([^;]+)/)?.[1] ?? '';
        const res = await fetch('/api/users/me', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ sessionKey: decodeURIComponent(key) }),
        });
        return ((await res.json()) as { response: { organizationId: number } }).response.organizationId;
      }),
    );
    const kioskId = await createOrgByApi(page, rootId, 'Pop-up Kiosk', 'kim@kiosk.example');
    const standId = await createOrgByApi(page, kioskId, 'Kiosk Stand', 'sam@kiosk.example');
    await page.goto(`${stack.baseUrl}/home/organizations/${kioskId}/info`);
    await page.getByRole('button', { name: 'Delete…' }).click();
    await page
      .getByRole('dialog')
      .getByText('Cannot delete this organization while sub-organizations exist. Please delete the sub-organizations first.')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await page.goto(`${stack.baseUrl}/home/organizations/${standId}/info`);
    await expect.poll(() => page.getByTestId('org-breadcrumbs').textContent()).toMatch(/Northwind.*Pop-up Kiosk.*Kiosk Stand/);
    await page.getByRole('button', { name: 'Delete…' }).click();
    const remove = page.getByRole('dialog');
    await remove.getByLabel('Delete the organization and all its content').check();
    const submit = remove.getByRole('button', { name: 'Delete organization' });
    expect(await submit.isDisabled()).toBe(true);
    await remove.getByLabel('Type delete').fill('delete');
    await expectAccessible(page, 'delete organization dialog');
    await submit.click();
    await page.waitForURL(new RegExp(`/home/organizations/${kioskId}/info$`));
    await page.getByRole('heading', { level: 1, name: 'Pop-up Kiosk' }).waitFor();

    // Licensing page of the child: state chip and price chart render.
    await page.goto(`${stack.baseUrl}/home/licensing/${childId}`);
    await page.getByTestId('package-state').first().waitFor();
    await page.getByRole('heading', { name: 'Price chart' }).waitFor();
    // A price per screen shows in the chart and in the extension offer; extending by a year moves the expiry.
    await page.getByLabel('Price', { exact: true }).fill('49.5');
    await page.getByRole('button', { name: 'Set price' }).click();
    await expect
      .poll(() => page.getByRole('img', { name: /^Prices:/ }).getAttribute('aria-label'), { timeout: 10_000 })
      .toContain('1 year per screen 49.5');
    await page.getByText('1 year — 49.50 per screen (148.50 for 3 screens)').waitFor();
    await page.getByRole('button', { name: 'Extend by 1 year' }).click();
    await page.getByText(/Licence extended until/).waitFor();
    await expect.poll(() => page.getByTestId('package-state').first().textContent()).toBe('Trial');
    await expectAccessible(page, 'licensing');
    await shoot(page, 'licensing');

    // Invite a user into the parent organization; they accept the mailed link.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
    await page.waitForURL(/\/home\/users$/);
    await page.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog');
    await add.locator('input[name="fullname"]').fill('Mia Member');
    await add.locator('input[name="email"]').fill(MEMBER);
    await add.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`An invitation was sent to ${MEMBER}.`).waitFor();
    const memberRow = page.locator(`[data-testid="user-row"][data-email="${MEMBER}"]`);
    await memberRow.getByText('Invited').waitFor();
    await expectAccessible(page, 'users');
    await shoot(page, 'users');

    const member = await browser.context.newPage();
    await acceptInvitation(member, MEMBER);
    await member.close();
    await page.reload();
    await memberRow.getByText('Verified').waitFor();

    // The parent asks to impersonate the child.
    await page.goto(`${stack.baseUrl}/home/organizations/${childId}/info`);
    await page.getByRole('button', { name: 'Request impersonation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send request' }).click();
    await page.getByText('Request pending').waitFor();

    // The child's owner activates their account, signs in, and consents from the mailed link.
    await page.context().clearCookies();
    const owner = await browser.context.newPage();
    await acceptInvitation(owner, CHILD_OWNER);
    await owner.evaluate(() => localStorage.clear());
    await signIn(owner, CHILD_OWNER);
    // The child wears its own theme.
    await expect.poll(() => navBarColour(owner), { timeout: 10_000 }).toBe('rgb(122, 31, 92)');
    const consent = await stack.waitForMail(CHILD_OWNER, /(https?:\/\/\S+impersonationRequest=\d+)/);
    await owner.goto(consent.replace(/^https?:\/\/[^/]+/, stack.baseUrl));
    const terms = owner.getByRole('dialog', { name: 'Allow impersonation' });
    await terms.waitFor();
    await expectAccessible(owner, 'impersonation consent');
    await terms.getByRole('button', { name: 'Accept' }).click();
    await terms.getByText('You must accept the terms to continue.').waitFor();
    await terms.getByLabel('I agree to these terms').check();
    await terms.getByRole('button', { name: 'Accept' }).click();
    await owner.getByText('Impersonation accepted.').waitFor();
    await owner.locator('[data-testid="impersonation-request"][data-status="accepted"]').waitFor();
    await shoot(owner, 'consent');
    await owner.close();

    // The parent impersonates: banner, the child's theme; then ends it.
    await page.context().clearCookies();
    await page.goto(`${stack.baseUrl}/emailsent`);
    await page.evaluate(() => localStorage.clear());
    await signIn(page, PARENT_OWNER);
    await page.goto(`${stack.baseUrl}/home/organizations/${childId}/info`);
    await page.getByTestId('impersonate').click();
    await page.waitForURL(/\/home$/);
    const banner = page.getByTestId('impersonation-banner');
    await banner.getByText(`You are working in the organization ${CHILD}`).waitFor();
    await expect.poll(() => navBarColour(page), { timeout: 10_000 }).toBe('rgb(122, 31, 92)');
    await expect.poll(() => page.getByTestId('org-breadcrumbs').textContent()).toContain(CHILD);
    await expectAccessible(page, 'impersonating');
    await shoot(page, 'impersonating');
    await banner.getByRole('button', { name: 'End' }).click();
    await expect.poll(() => banner.count()).toBe(0);
    await expect.poll(() => navBarColour(page)).not.toBe('rgb(122, 31, 92)');
    expect(await page.evaluate(() => document.cookie)).not.toContain('impersonationTarget=');
  }, 300_000);
});
