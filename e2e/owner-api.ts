import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { Stack } from './support.ts';

const fixtures = path.resolve(import.meta.dirname ?? '.', 'fixtures');

export interface OwnerSignUp {
  orgName: string;
  ownerName: string;
  email: string;
  password: string;
  city: string;
}

/**
 * An organization owner set up and driven through the API, for tests whose subject is a screen rather
 * than the CMS forms: JSON calls in the envelope, uploads from e2e/fixtures (waited for until ready),
 * and a sign-up with the mailed code.
 */
export class OwnerApi {
  sessionKey = '';
  organizationId = 0;

  constructor(private readonly stack: Stack) {}

  /** A JSON call; the session key is added once signed in. Throws on anything but 2xx. */
  async call<T = unknown>(url: string, body: Record<string, unknown>): Promise<T> {
    const res = await fetch(`${this.stack.baseUrl}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(this.sessionKey ? { sessionKey: this.sessionKey, ...body } : body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${url} ${res.status} ${text}`);
    return (JSON.parse(text) as { response: T }).response;
  }

  /** Uploads a fixture to the owner's media and waits until it is processed. */
  async upload(file: string, mime: string): Promise<{ id: number; url: string }> {
    const form = new FormData();
    form.append('section', 'my');
    form.append('file', new File([readFileSync(path.join(fixtures, file))], file, { type: mime }));
    const res = await fetch(`${this.stack.baseUrl}/api/media/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `SessionKey ${this.sessionKey}` },
    });
    if (!res.ok) throw new Error(`upload ${res.status} ${await res.text()}`);
    for (let i = 0; i < 60; i++) {
      const list = await this.call<{ items: { id: number; name: string; status: string; url: string }[] }>('/media/list', {
        section: 'my',
        kind: 'all',
        folderId: null,
        search: '',
        tag: '',
        offset: 0,
        limit: 50,
      });
      const item = list.items.find((m) => m.name.startsWith(file.split('.')[0] as string));
      if (item?.status === 'ready') return item;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`${file} never became ready`);
  }

  /** Registers a new organization, verifies it with the mailed code and signs its owner in. */
  async signUp(opts: OwnerSignUp) {
    const csrf = (await this.call<{ csrfToken: string }>('/auth/csrfToken', {})).csrfToken;
    await this.call('/register', {
      orgName: opts.orgName,
      orgOwnerName: opts.ownerName,
      email: opts.email,
      password: opts.password,
      city: opts.city,
      state: '',
      country: 'Sweden',
      csrfToken: csrf,
    });
    const code = await this.stack.waitForMail(opts.email, /\b(\d{6})\b/);
    await this.call('/register/verify', { email: opts.email, code });
    const login = await this.call<{ sessionKey: string; organizationId: number }>('/auth/login', {
      email: opts.email,
      password: opts.password,
    });
    this.sessionKey = login.sessionKey;
    this.organizationId = login.organizationId;
  }

  /**
   * A CMS page on a playlist's editor, signed in with this owner's session. `locale` is stored and the
   * page reloaded in it (the language is kept per browser); `editing: false` does not wait for the
   * slide strip (a phone width only previews).
   */
  async openEditor(
    context: BrowserContext,
    playlistId: number,
    opts: { width?: number; locale?: string; editing?: boolean } = {},
  ): Promise<Page> {
    const { width = 1280, locale, editing = true } = opts;
    await context.addCookies([{ name: 'sessionKey', value: this.sessionKey, url: this.stack.baseUrl }]);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
    await page.goto(`${this.stack.baseUrl}/home/playlists/${playlistId}`);
    if (locale) {
      await page.evaluate((lng) => localStorage.setItem('signage.locale', lng), locale);
      await page.reload();
    }
    if (editing) await page.getByTestId('slide-item').first().waitFor({ timeout: 30_000 });
    return page;
  }
}
