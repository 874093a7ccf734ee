import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Contact support (docs/support.md) in Chromium against the real server: the owner fills in
 * Help › Contact's form, the message arrives at the test SMTP server addressed to SUPPORT_EMAIL with the
 * organization and the user, and the copy at the owner's address. Field errors, success; axe and
 * screenshots at 1280 and 390 px, en and es.
 */
const PASSWORD = 'Supp0rt-Me-Now!';
const OWNER = 'sam@support-e2e.example';
const SUPPORT = 'help@platform-e2e.example';

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;

async function contactPage(width: number, locale: string): Promise<Page> {
  const page = await openSignedIn(stack, browser, owner.sessionKey, '/home/help/contact', { width, locale });
  await page.getByTestId('support-address').waitFor({ timeout: 20_000 });
  return page;
}

async function fillAndSend(page: Page, category: string, subject: string, message: string) {
  await page.getByRole('combobox').first().click();
  await page.getByRole('option', { name: category }).click();
  await page.locator('input[name="subject"]').fill(subject);
  await page.locator('textarea[name="message"]').fill(message);
  await page.locator('form button[type="submit"]').click();
  await page.getByTestId('support-sent').waitFor({ timeout: 20_000 });
  // Back to the top, where the confirmation is (a full-page screenshot of a scrolled page draws the sticky bar mid-page).
  await page.evaluate(() => window.scrollTo(0, 0));
}

beforeAll(async () => {
  stack = await startStack({ support: { email: SUPPORT, phone: '+46 8 555 010 00' } });
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Helpdesk Hall', ownerName: 'Sam Support', email: OWNER, password: PASSWORD, city: 'Umeå' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('contact support in the CMS', () => {
  it('names the address and phone hours, shows field errors, sends, and the mail and the copy arrive', async () => {
    const page = await contactPage(1280, 'en');
    expect(await page.getByTestId('support-address').textContent()).toContain(SUPPORT);
    expect(await page.getByTestId('support-phone').textContent()).toBe('Phone: +46 8 555 010 00, Monday to Friday, 8 AM to 5 PM.');
    await expectAccessible(page, 'contact form en 1280');
    await screenshot(page, 'cms-help-contact-en-1280');

    // Empty and too short: the catalogue's texts at the fields, nothing sent.
    await page.locator('textarea[name="message"]').fill('Help');
    await page.locator('form button[type="submit"]').click();
    await page.getByText('Field is required').waitFor();
    await page.getByText('Please describe your question or problem in at least 10 characters.').waitFor();
    await expectAccessible(page, 'contact form errors en 1280');
    await screenshot(page, 'cms-help-contact-errors-en-1280');
    expect(stack.inbox.filter((m) => m.to.includes(SUPPORT))).toHaveLength(0);

    const before = stack.inbox.length;
    await fillAndSend(
      page,
      'A problem',
      'Lobby screen stays black',
      'The lobby screen stays black after the last slide of the morning playlist.',
    );
    expect(await page.getByTestId('support-sent').textContent()).toBe(`Your message was sent to ${SUPPORT}. A copy went to ${OWNER}.`);
    // The form is empty again, ready for another message.
    expect(await page.locator('input[name="subject"]').inputValue()).toBe('');
    await expectAccessible(page, 'contact form sent en 1280');
    await screenshot(page, 'cms-help-contact-sent-en-1280');

    await stack.waitForMail(SUPPORT, /(\[Support\] Lobby screen stays black)/, before);
    await stack.waitForMail(OWNER, /(Your message to support: Lobby screen stays black)/, before);
    const mail = stack.inbox.slice(before).find((m) => m.to.includes(SUPPORT));
    expect(mail?.to).toEqual([SUPPORT]);
    expect(mail?.text).toContain(`Organization: Helpdesk Hall (id ${owner.organizationId})`);
    expect(mail?.text).toContain(`User: Sam Support, ${OWNER}, Owner`);
    expect(mail?.text).toContain('Category: Problem');
    expect(mail?.text).toContain('stays black after the last slide of the morning playlist');
    expect(mail?.text).toMatch(new RegExp(`^Reply-To: ${OWNER.replace(/[.]/g, '\\.')}`, 'm'));
    await page.close();
  }, 120_000);

  it('in Spanish on a phone', async () => {
    const page = await contactPage(390, 'es');
    expect(await page.getByTestId('support-phone').textContent()).toBe('Teléfono: +46 8 555 010 00, de lunes a viernes, de 8:00 a 17:00.');
    await expectAccessible(page, 'contact form es 390');
    await screenshot(page, 'cms-help-contact-es-390');
    const before = stack.inbox.length;
    await fillAndSend(page, 'Licencia y límites', 'Más pantallas', 'Necesitamos dos pantallas más para la nueva sucursal de Umeå.');
    await expectAccessible(page, 'contact form sent es 390');
    await screenshot(page, 'cms-help-contact-sent-es-390');
    // The subject header is RFC 2047-encoded (non-ASCII); the body names it in the sender's language.
    await stack.waitForMail(SUPPORT, /(Asunto: Más pantallas)/, before);
    await page.close();
    for (const [width, locale] of [
      [390, 'en'],
      [1280, 'es'],
    ] as const) {
      const p = await contactPage(width, locale);
      await expectAccessible(p, `contact form ${locale} ${width}`);
      await screenshot(p, `cms-help-contact-${locale}-${width}`);
      await p.close();
    }
  }, 120_000);
});
