import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OwnerApi } from './owner-api.ts';
import { type Browser, expectAccessible, launchBrowser, openSignedIn, screenshot, type Stack, startStack } from './support.ts';

/**
 * Approval before publishing (docs/playlists.md): with the organization's switch on, a content
 * creator's Publish is "Submit for approval"; the owner sees what changed, slide by slide with the
 * slides drawn by the shared renderer, and approves it.
 */
const OWNER = 'olga@approval-e2e.example';
const CRE = 'carl@approval-e2e.example';
const PASSWORD = 'Approve-Me-Now!1';

let stack: Stack;
let browser: Browser;
let owner: OwnerApi;
let creator: OwnerApi;
let playlistId = 0;

const slide = (text: string) => ({
  version: 1,
  background: { type: 'color', color: '#FFFFFF' },
  elements: [
    {
      id: 'e1',
      type: 'text',
      x: 80,
      y: 80,
      width: 1200,
      height: 200,
      html: `<p>${text}</p>`,
      fontId: 'roboto',
      fontSize: 96,
      color: '#1A1A1A',
    },
  ],
});

beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
  owner = new OwnerApi(stack);
  await owner.signUp({ orgName: 'Approvals', ownerName: 'Olga Owner', email: OWNER, password: PASSWORD, city: 'Lund' });
  await owner.call('/users/add', { fullname: 'Carl Creator', email: CRE, role: 'content_creator' });
  const token = await stack.waitForMail(CRE, /\/newpassword\/([A-Za-z0-9_%-]+)/);
  const reset = await fetch(`${stack.baseUrl}/api/auth/changePasswordToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(token), password: PASSWORD, passwordRepeat: PASSWORD }),
  });
  expect(reset.status).toBe(200);
  creator = new OwnerApi(stack);
  const login = await creator.call<{ sessionKey: string; organizationId: number }>('/auth/login', { email: CRE, password: PASSWORD });
  creator.sessionKey = login.sessionKey;
  creator.organizationId = login.organizationId;

  await owner.call('/playlist/approval/updateSetting', { organizationId: owner.organizationId, required: true });
  // Version 1, approved; then the creator adds a slide.
  playlistId = (await creator.call<{ id: number }>('/playlist/create', { name: 'Lobby', aspect: '16:9', section: 'shared' })).id;
  // The first slide is shapes only: the editor's canvas shows it (slide text is the author's colours, not ours).
  await creator.call('/playlist/slide/create', {
    playlistId,
    slideData: {
      version: 1,
      elements: [{ id: 's1', type: 'shape', shape: 'rectangle', x: 100, y: 100, width: 600, height: 300, fill: '#1E88E5' }],
    },
  });
  const first = await creator.call<{ approvalRequestId: number }>('/playlist/publish', { playlistId });
  await owner.call('/playlist/approval/approve', { requestId: first.approvalRequestId });
  await creator.call('/playlist/slide/create', { playlistId, slideData: slide('Lunch at noon') });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('approval before publishing', () => {
  it('a content creator submits for approval from the editor (en, 1280)', async () => {
    const page = await openSignedIn(stack, browser, creator.sessionKey, `/home/playlists/${playlistId}`, { width: 1280, fresh: true });
    const submit = page.getByRole('button', { name: 'Submit for approval' });
    await submit.waitFor({ timeout: 20_000 });
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);
    await submit.click();
    const notice = page.getByTestId('approval-notice');
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.textContent()).toContain('sent for approval');
    await screenshot(page, 'approval-editor-en-1280');
    try {
      await expectAccessible(page, 'editor after submitting');
    } finally {
      await page.close();
    }
    const status = await creator.call<{ pending: { id: number } | null }>('/playlist/approval/status', { playlistId });
    expect(status.pending).not.toBeNull();
  }, 60_000);

  it('the owner sees the changes with thumbnails and approves them (es, 390)', async () => {
    // The dashboard and the navigation count what waits; the dashboard's button opens the list.
    const page = await openSignedIn(stack, browser, owner.sessionKey, '/home', { width: 390, locale: 'es', fresh: true });
    const card = page.getByTestId('dashboard-approvals');
    await card.waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain('Hay cambios en 1 lista de reproducción pendientes de tu aprobación.');
    expect(await page.getByTestId('nav-playlists-badge').textContent()).toBe('1');
    await expectAccessible(page, 'dashboard with changes waiting (es, 390)');
    await screenshot(page, 'approval-dashboard-es-390');
    await card.getByRole('link', { name: 'Revisar los cambios' }).click();
    await page.getByRole('heading', { name: 'Pendientes de aprobación' }).waitFor({ timeout: 15_000 });
    await expectAccessible(page, 'waiting for approval (es, 390)');
    await page.getByRole('link', { name: /Lobby/ }).click();

    await page.getByRole('heading', { name: 'Revisar los cambios de Lobby' }).waitFor({ timeout: 15_000 });
    const rows = page.getByTestId('approval-slide');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2);
    expect(await rows.nth(0).getAttribute('data-change')).toBe('unchanged');
    expect(await rows.nth(1).getAttribute('data-change')).toBe('added');
    // The added slide drawn by the shared renderer, with its text.
    const thumb = rows.nth(1).getByRole('img', { name: 'Después' });
    await thumb.waitFor();
    expect(await thumb.textContent()).toContain('Lunch at noon');
    expect(await page.getByTestId('approval-summary').textContent()).toContain('1 añadidas');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'review (es, 390)');
    await screenshot(page, 'approval-review-es-390');

    await page.getByRole('button', { name: 'Aprobar' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('¡Perfecto!');
    await expectAccessible(page, 'approve dialog (es, 390)');
    await dialog.getByRole('button', { name: 'Aprobar' }).click();
    await page.getByText('No hay nada pendiente de aprobación.').waitFor({ timeout: 15_000 });
    await page.close();
    const meta = await owner.call<{ publishedVersion: number }>('/playlist/metadata', { playlistId });
    expect(meta.publishedVersion).toBe(2);
  }, 60_000);
});
