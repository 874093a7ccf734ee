import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Webhooks (docs/webhooks.md) in Chromium against the real server: the owner adds a webhook in the
 * organization's settings (the secret is shown once), sends a test event to a real HTTP receiver on
 * 127.0.0.1 (the egress client's test-only loopback allowance) and sees the 200 in the delivery log.
 * en at 1280 px, es at 390 px, axe on each.
 */
const OWNER = 'willa@webhooks.example';

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
let receiver: Server;
let hookUrl = '';
const received: string[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    received.push(String(req.headers['signage-event-type']));
    req.resume();
    req.on('end', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/signage`;
  stack = await startStack({ egressAllowLoopback: true });
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Hookhouse', ownerName: 'Willa Hook', email: OWNER, password: 'Hooked-0n-Scr33ns!', city: 'Umeå' });
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('webhooks', () => {
  it('adds a webhook, sends a test event and shows it in the delivery log (en 1280, es 390)', async () => {
    const page = await openSignedIn(stack, browser, owner.sessionKey, `/home/organizations/${owner.organizationId}/webhooks`);
    await page.getByRole('heading', { name: 'Webhooks', level: 2 }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
    await dialog.getByLabel('Address (https://…)').fill(hookUrl);
    await dialog.getByLabel('A playlist is published').check();
    await dialog.getByLabel('A screen goes offline').check();
    await expectAccessible(page, 'add webhook dialog');
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    const secret = page.getByTestId('webhook-secret');
    await secret.getByText('Copy the secret now: it will not be shown again.').waitFor();
    expect(await secret.getByRole('textbox', { name: 'Signing secret' }).inputValue()).toMatch(/^whsec_/);
    await secret.getByRole('button', { name: 'Done' }).click();
    await secret.waitFor({ state: 'hidden' });

    const row = page.getByTestId('webhook-row');
    await row.getByText(hookUrl).waitFor();
    await row.getByRole('button', { name: 'Send test event' }).click();
    await page.getByText('A test event is on its way.', { exact: false }).waitFor();
    await row.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    await log.getByRole('cell', { name: 'HTTP 200' }).waitFor({ timeout: 15_000 });
    await log.getByRole('cell', { name: 'Test event' }).waitFor();
    expect(received).toEqual(['webhook.test']);
    await expectAccessible(page, 'delivery log');
    await screenshot(page, 'webhooks-log-en-1280');
    await log.getByRole('button', { name: 'Close' }).click();
    await row.getByText('Last delivery succeeded', { exact: false }).waitFor();
    await expectAccessible(page, 'webhooks tab');
    await screenshot(page, 'webhooks-en-1280');
    await page.close();

    const phone = await openSignedIn(stack, browser, owner.sessionKey, `/home/organizations/${owner.organizationId}/webhooks`, {
      width: 390,
      locale: 'es',
    });
    const phoneRow = phone.getByTestId('webhook-row');
    await phoneRow.getByText('La última entrega se realizó correctamente', { exact: false }).waitFor({ timeout: 20_000 });
    await expectAccessible(phone, 'webhooks tab (es, 390)');
    await screenshot(phone, 'webhooks-es-390');
    await phoneRow.getByRole('button', { name: 'Registro de entregas' }).click();
    const phoneLog = phone.getByRole('dialog', { name: 'Registro de entregas' });
    await phoneLog.getByTestId('delivery-log').getByText('HTTP 200').waitFor();
    await expectAccessible(phone, 'delivery log (es, 390)');
    await screenshot(phone, 'webhooks-log-es-390');
    await phone.close();
  }, 60_000);
});
