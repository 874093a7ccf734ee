import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../apps/server/src/db/schema/index.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../apps/server/test/fakes/openai.ts';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * The AI assistant end to end (docs/integrations.md "AI assistant"): in the slide editor's text panel, "Suggest" asks the
 * server (which asks a local fake of an OpenAI-compatible chat-completions API, never the internet)
 * for 5 options for one credit, and the chosen one replaces the element's text; the same under an
 * alert's texts and a message's ticker text.
 */

let stack: Stack;
let browser: Browser;
let fake: FakeOpenAi;
let owner: OwnerApi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  stack = await startStack({ ai: { baseUrl: fake.url, model: 'fake-model', apiKey: undefined, timeoutMs: 10_000 } });
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({
    orgName: 'Copy Desk',
    ownerName: 'Astrid Assist',
    email: 'astrid@copydesk.example',
    password: 'Sunny-Scr33n!',
    city: 'Lund',
  });
  // A location licence includes the AI assistant; ten credits to spend.
  await stack.app.ctx.db
    .update(licences)
    .set({ packageName: 'LOCATION_1Y', validityExpiresAt: new Date(Date.now() + 365 * 86_400_000), totalCredits: 10 })
    .where(eq(licences.organizationId, owner.organizationId));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
  await fake?.close();
});

const saved = (page: Page) =>
  expect.poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');

async function credits() {
  const [row] = await stack.app.ctx.db.select().from(licences).where(eq(licences.organizationId, owner.organizationId));
  return (row?.totalCredits ?? 0) - (row?.usedCredits ?? 0);
}

describe('AI assistant', () => {
  it('suggests 5 options for a text element and inserts the chosen one (en)', async () => {
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Spring', aspect: '16:9' });
    const page = await owner.openEditor(browser.context, playlistId, { locale: 'en' });
    await page.getByRole('toolbar').getByRole('button', { name: 'Text', exact: true }).click();
    await page.getByRole('button', { name: 'Suggest', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'AI assistant' });
    await dialog.getByText('AI credits left: 10.', { exact: false }).waitFor();
    await dialog.getByLabel('Text').fill('Spring opening hours: 9 to 18 every day');
    await dialog.getByRole('button', { name: 'Suggest (1 credit)' }).click();
    const options = dialog.getByRole('list').getByRole('button');
    await expect.poll(() => options.count(), { timeout: 15_000 }).toBe(5);
    await dialog.getByText('AI credits left: 9.', { exact: false }).waitFor();
    expect(await credits()).toBe(9);
    expect(fake.requests.at(-1)?.body.messages[1]?.content).toContain('Spring opening hours');
    await expectAccessible(page, 'assistant dialog');
    await screenshot(page, 'assistant-en-1280');

    await options.nth(1).click();
    await dialog.waitFor({ state: 'detached' });
    await saved(page);
    const info = await owner.call<{ slides: { slideData: { elements: { type: string; html?: string }[] } }[] }>('/playlist/info', {
      playlistId,
    });
    const text = info.slides[0]?.slideData.elements.find((e) => e.type === 'text');
    expect(text?.html).toBe('<p>Option 2: Spring opening hours: 9 to 18 every day</p>');
    await expectAccessible(page, 'editor after insert');
    await screenshot(page, 'assistant-inserted-en-1280');
    await page.close();
  });

  it('translates in Spanish, at 1280 and 390', async () => {
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Verano', aspect: '16:9' });
    const page = await owner.openEditor(browser.context, playlistId, { locale: 'es' });
    await page.getByRole('toolbar').getByRole('button', { name: 'Texto', exact: true }).click();
    await page.getByRole('button', { name: 'Sugerir', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Asistente de IA' });
    await dialog.getByLabel('Qué hacer').click();
    await page.getByRole('option', { name: 'Traducir' }).click();
    await dialog.getByLabel('Texto').fill('Horario de verano');
    await dialog.getByRole('button', { name: 'Sugerir (1 crédito)' }).click();
    await expect.poll(() => dialog.getByRole('list').getByRole('button').count(), { timeout: 15_000 }).toBe(5);
    expect(fake.requests.at(-1)?.body.messages[1]?.content).toMatch(/^Translate this text into (English|French|Swedish)/);
    await expectAccessible(page, 'assistant dialog es');
    await screenshot(page, 'assistant-es-1280');
    // Below 600 px the editor shows its "use a larger screen" notice instead of the canvas and panels.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'assistant dialog es 390');
    await screenshot(page, 'assistant-es-390');
    await page.close();
  });

  it('alert texts and message tickers have it too', async () => {
    const page = await openSignedIn(stack, browser, owner.sessionKey, '/home/alerts/create');
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill('The lift on floor 2 is out of order');
    // One Suggest under the description, one under the instructions.
    await expect.poll(() => page.getByRole('button', { name: 'Suggest', exact: true }).count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('button', { name: 'Suggest', exact: true }).first().click();
    let dialog = page.getByRole('dialog', { name: 'AI assistant' });
    expect(await dialog.getByLabel('Text').inputValue()).toBe('The lift on floor 2 is out of order');
    await dialog.getByRole('button', { name: 'Suggest (1 credit)' }).click();
    await expect.poll(() => dialog.getByRole('list').getByRole('button').count(), { timeout: 15_000 }).toBe(5);
    await dialog.getByRole('list').getByRole('button').first().click();
    await dialog.waitFor({ state: 'detached' });
    expect(await description.inputValue()).toBe('Option 1: The lift on floor 2 is out of order');
    await expectAccessible(page, 'alert form with Suggest');

    await page.goto(`${stack.baseUrl}/home/messages`);
    await page.getByRole('button', { name: 'New message' }).first().click();
    const form = page.getByTestId('message-dialog');
    await form.getByRole('textbox', { name: 'Text', exact: true }).fill('Coffee on the house today');
    await form.getByRole('button', { name: 'Suggest', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'AI assistant' });
    await dialog.getByRole('button', { name: 'Suggest (1 credit)' }).click();
    await expect.poll(() => dialog.getByRole('list').getByRole('button').count(), { timeout: 15_000 }).toBe(5);
    await dialog.getByRole('list').getByRole('button').nth(2).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await form.getByRole('textbox', { name: 'Text', exact: true }).inputValue()).toBe('Option 3: Coffee on the house today');
    await screenshot(page, 'assistant-message-en-1280');
    await page.close();
  });

  it('out of credits: the message and a link to the licence page (en, 390)', async () => {
    await stack.app.ctx.db.update(licences).set({ usedCredits: 10 }).where(eq(licences.organizationId, owner.organizationId));
    const { id: playlistId } = await owner.call<{ id: number }>('/playlist/create', { name: 'Autumn', aspect: '16:9' });
    const page = await owner.openEditor(browser.context, playlistId, { locale: 'en' });
    await page.getByRole('toolbar').getByRole('button', { name: 'Text', exact: true }).click();
    await page.getByRole('button', { name: 'Suggest', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'AI assistant' });
    await dialog.getByText('AI credits left: 0.', { exact: false }).waitFor();
    await dialog.getByText('You are out of AI credits.', { exact: false }).waitFor();
    expect(await dialog.getByRole('link', { name: 'Buy credits' }).getAttribute('href')).toBe(
      `/home/licensing/${owner.organizationId}#buy-credits`,
    );
    expect(await dialog.getByRole('button', { name: 'Suggest (1 credit)' }).isDisabled()).toBe(true);
    await expectAccessible(page, 'assistant out of credits');
    await screenshot(page, 'assistant-no-credits-en-1280');
    // Below 600 px the editor shows its "use a larger screen" notice instead of the canvas and panels.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'assistant out of credits 390');
    await screenshot(page, 'assistant-no-credits-en-390');
    await page.close();
  });
});
