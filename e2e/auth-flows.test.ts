import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences, organizations, users } from '../apps/server/src/db/schema/index.ts';
import { hashPassword } from '../apps/server/src/lib/crypto.ts';
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

const PASSWORD = 'Sunny-Scr33n!';
const NEW_PASSWORD = 'Brighter-Scr33n!';

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

const signIn = (page: Page, email: string, password: string) => submitSignIn(page, stack.baseUrl, email, password);

const register = (page: Page, opts: { email: string; orgName: string; name: string }) =>
  submitRegistration(page, stack.baseUrl, { ...opts, password: PASSWORD });

const verifyByMail = (page: Page, email: string) => submitMailedCode(page, stack, email);

describe('a newcomer', () => {
  it('signs up, verifies by the mailed code, signs in, works in Spanish, changes name and password, signs out and in again', async () => {
    const page = await newPage();
    const email = 'maria@escuela.example';

    // The register page refuses a weak password before anything is created.
    await page.goto(`${stack.baseUrl}/register`);
    await page.locator('input[name="password"]').fill('weak');
    await expectAccessible(page, 'register');

    await register(page, { email, orgName: 'Escuela Norte', name: 'María Ruiz' });
    await verifyByMail(page, email);
    // The code signs the person in: straight to the dashboard, no second sign-in.
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.getByRole('heading', { name: /Welcome, María Ruiz/ }).count()).toBe(1);
    // The terms ticked on the sign-up form are stored: never asked again.
    const [signedUp] = await stack.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(signedUp?.eula).toBe(true);
    expect(signedUp?.eulaAcceptedAt).toBeInstanceOf(Date);
    await page.goto(`${stack.baseUrl}/home/account?section=eula`);
    await expect.poll(() => page.getByText(/You accepted this agreement on/).count()).toBe(1);
    await page.goto(`${stack.baseUrl}/home`);

    // Switch to Spanish from the top bar; the choice is stored on the account.
    await page.getByTestId('language-menu').click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect.poll(() => page.getByRole('heading', { name: /Hola, María Ruiz/ }).count()).toBe(1);
    expect(await page.getAttribute('html', 'lang')).toBe('es');
    await expect
      .poll(async () => {
        const [row] = await stack.app.ctx.db.select().from(users).where(eq(users.email, email));
        return row?.locale;
      })
      .toBe('es');

    // Change the name on the account page.
    await page.goto(`${stack.baseUrl}/home/account`);
    const nameField = page.locator('input[name="fullname"]');
    await nameField.fill('María Ruiz Soto');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => page.getByText('María Ruiz Soto').count()).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const [row] = await stack.app.ctx.db.select().from(users).where(eq(users.email, email));
        return row?.fullname;
      })
      .toBe('María Ruiz Soto');
    await expectAccessible(page, 'account');

    // Change the password.
    await page.getByTestId('account-tab-password').click();
    await page.locator('input[name="oldPassword"]').fill(PASSWORD);
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.locator('input[name="passwordRepeat"]').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
    await expect.poll(() => page.getByText('Tu contraseña se ha cambiado.').count()).toBe(1);

    // Sign out from the user menu.
    await page.getByRole('button', { name: /Menú de la cuenta de/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(`${stack.baseUrl}/`);
    expect(await page.evaluate(() => document.cookie)).not.toContain('sessionKey=');

    // The old password no longer works; the new one does, and the interface is still Spanish.
    await expectAccessible(page, 'login');
    await signIn(page, email, PASSWORD);
    await expect.poll(() => page.getByText('Comprueba que tu correo electrónico y tu contraseña sean correctos.').count()).toBe(1);
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(/\/home$/);
    await expect.poll(() => page.getByRole('heading', { name: /Hola, María Ruiz Soto/ }).count()).toBe(1);
    await page.close();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const page = await newPage();
    const email = 'olof@butik.example';
    await register(page, { email, orgName: 'Butik Öst', name: 'Olof Berg' });
    await verifyByMail(page, email);

    await page.goto(`${stack.baseUrl}/forgot`);
    await page.locator('input[name="email"]').fill(email);
    const mailsBefore = stack.inbox.length;
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/emailsent/);
    const link = await stack.waitForMail(email, /(http:\/\/127\.0\.0\.1:\d+\/newpassword\/[A-Za-z0-9_-]+)/, mailsBefore);
    await page.goto(link);
    await page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await page.locator('input[name="passwordRepeat"]').fill(NEW_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.getByText('Password changed').count()).toBeGreaterThan(0);

    // The link works once.
    await page.goto(link);
    await page.locator('input[name="password"]').fill('Another-N3w-Pass');
    await page.locator('input[name="passwordRepeat"]').fill('Another-N3w-Pass');
    await page.locator('form button[type="submit"]').click();
    await expect.poll(() => page.getByText('This link has expired or is invalid.').count()).toBeGreaterThan(0);

    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL(/\/home$/);
    await page.close();
  });

  it('shows a non-admin role only what the matrix allows, and sends it away from admin pages', async () => {
    const [org] = await stack.app.ctx.db.select().from(organizations).where(eq(organizations.name, 'Escuela Norte'));
    const email = 'creator@escuela.example';
    await stack.app.ctx.db.insert(users).values({
      organizationId: org!.id,
      email,
      fullname: 'Carla Creator',
      role: 'content_creator',
      passwordHash: await hashPassword(PASSWORD),
      status: 'active',
      emailVerifiedAt: new Date(),
    });
    const page = await newPage();
    await signIn(page, email, PASSWORD);
    await page.waitForURL(/\/home$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect.poll(() => nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(1);
    expect(await nav.getByRole('link', { name: 'Users' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Organizations' }).count()).toBe(0);
    // The server's session check refuses /home/users for this role; the CMS lands on the dashboard.
    await page.goto(`${stack.baseUrl}/home/users`);
    await page.waitForURL(/\/home$/);
    await page.close();
  });
});

describe('organization states', () => {
  it('sends a sign-up with missing organization details to /authflow/orgentry and on to the dashboard', async () => {
    const [org] = await stack.app.ctx.db.select().from(organizations).where(eq(organizations.name, 'Butik Öst'));
    await stack.app.ctx.db.update(organizations).set({ detailsComplete: false }).where(eq(organizations.id, org!.id));
    const page = await newPage();
    await signIn(page, 'olof@butik.example', NEW_PASSWORD);
    await page.waitForURL(/\/authflow\/orgentry/);
    await expectAccessible(page, 'orgentry');
    await page.locator('input[name="orgName"]').fill('Butik Öst AB');
    await page.locator('input[name="country"]').fill('Swed');
    await page.getByRole('option', { name: 'Sweden' }).click();
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(/\/home$/);
    const [after] = await stack.app.ctx.db.select().from(organizations).where(eq(organizations.id, org!.id));
    expect(after).toMatchObject({ name: 'Butik Öst AB', detailsComplete: true });
    await page.close();
  });

  it('shows the licence-expired notice when the trial has run out', async () => {
    const [org] = await stack.app.ctx.db.select().from(organizations).where(eq(organizations.name, 'Butik Öst AB'));
    await stack.app.ctx.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(licences.organizationId, org!.id));
    const page = await newPage();
    await signIn(page, 'olof@butik.example', NEW_PASSWORD);
    await page.waitForURL(/\/home$/);
    const banner = page.getByTestId('licence-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('The license for this organization has expired.');
    await screenshot(page, 'dashboard-expired-en-1280');
    await stack.app.ctx.db
      .update(licences)
      .set({ validityExpiresAt: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(licences.organizationId, org!.id));
    await page.close();
  });
});

describe('screenshots', () => {
  // English on a desktop and Spanish on a phone: both widths and two languages, without the full cross
  // product (CI time).
  it('of login, register, dashboard and account in English on a desktop and in Spanish on a phone', async () => {
    const email = 'olof@butik.example';
    for (const [locale, sizes] of [
      ['en', [['1280', 1280, 800]]],
      ['es', [['390', 390, 844]]],
    ] as const) {
      for (const [label, width, height] of sizes) {
        const page = await newPage(width, height);
        await page.evaluate((l) => localStorage.setItem('signage.locale', l), locale);
        await page.goto(`${stack.baseUrl}/`);
        await page.locator('input[name="email"]').waitFor();
        await screenshot(page, `login-${locale}-${label}`);
        await page.goto(`${stack.baseUrl}/register`);
        await page.locator('input[name="orgName"]').waitFor();
        await screenshot(page, `register-${locale}-${label}`);
        await signIn(page, email, NEW_PASSWORD);
        await page.waitForURL(/\/home$/);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `dashboard-${locale}-${label}`);
        await page.goto(`${stack.baseUrl}/home/account`);
        await page.locator('input[name="fullname"]').waitFor();
        await screenshot(page, `account-${locale}-${label}`);
        await page.close();
      }
    }
  });
});
