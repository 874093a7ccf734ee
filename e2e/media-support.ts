import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { type Stack, submitSignIn } from './support.ts';

/** The media suites' people: Studio Sol's owner and staff member, and the owner of its sub-organization. */
export const PASSWORD = 'Sunny-Scr33n!';
export const OWNER = 'olga@studio-sol.example';
export const STAFF = 'sam@studio-sol.example';
export const KID = 'kim@sol-kids.example';
/** Tiny committed fixtures: a 320×200 PNG, a one-second 160×90 H.264 MP4 and a two-page PDF. */
const fixtures = path.resolve(import.meta.dirname ?? '.', 'fixtures');
export const PNG = readFileSync(path.join(fixtures, 'poster.png')).toString('base64');
export const MP4 = readFileSync(path.join(fixtures, 'clip.mp4')).toString('base64');
export const PDF = readFileSync(path.join(fixtures, 'flyer.pdf')).toString('base64');

export async function signInAs(stack: Stack, page: Page, email: string) {
  await submitSignIn(page, stack.baseUrl, email, PASSWORD);
  await page.waitForURL(/\/home$/);
}

/** Studio Sol's owner signed up and verified through the API (the first media suite does it in the browser). */
export async function signUpOwner(stack: Stack) {
  const api = async (url: string, payload: Record<string, unknown>) => {
    const res = await stack.app.inject({ method: 'POST', url: `/api${url}`, payload });
    if (res.statusCode !== 200) throw new Error(`${url} ${res.statusCode} ${res.body}`);
    return res.json().response;
  };
  const { csrfToken } = await api('/auth/csrfToken', {});
  await api('/register', {
    orgName: 'Studio Sol',
    orgOwnerName: 'Olga Owner',
    email: OWNER,
    password: PASSWORD,
    city: 'Uppsala',
    state: '',
    country: 'Sweden',
    csrfToken,
  });
  const code = await stack.waitForMail(OWNER, /\b(\d{6})\b/);
  await api('/register/verify', { email: OWNER, code });
}

export interface DropFile {
  name: string;
  type: string;
  /** The content, or `size` zero bytes. */
  base64?: string;
  size?: number;
}

/** Drags files onto the media page the way a browser does: dragenter, dragover, drop with a DataTransfer. */
export async function dropFiles(page: Page, files: DropFile[]) {
  const dataTransfer = await page.evaluateHandle((list: DropFile[]) => {
    const dt = new DataTransfer();
    for (const f of list) {
      const bytes = f.base64 ? Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0)) : new Uint8Array(f.size ?? 0);
      dt.items.add(new File([bytes], f.name, { type: f.type }));
    }
    return dt;
  }, files);
  const zone = page.getByTestId('media-dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await page.getByTestId('media-drop-overlay').waitFor();
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

export function card(page: Page, name: string) {
  return page.locator(`[data-testid="media-card"][data-name="${name}"]`);
}

export async function waitReady(page: Page, name: string) {
  await expect.poll(() => card(page, name).getAttribute('data-status'), { timeout: 30_000 }).toBe('ready');
  // The thumbnail is served and decoded.
  await expect
    .poll(
      () =>
        card(page, name)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      { timeout: 10_000 },
    )
    .toBe(true);
}
