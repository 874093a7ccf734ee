import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BrowserContext, chromium, type Page, type Browser as PlaywrightBrowser } from 'playwright-core';
import { expect } from 'vitest';
import { buildApp } from '../apps/server/src/app.ts';
import { type AppConfig, loadConfig } from '../apps/server/src/config.ts';
import { openPgliteTestDatabase } from '../apps/server/test/helpers.ts';
import { type ReceivedMail, startSmtpCatcher } from '../apps/server/test/smtp-catcher.ts';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

export interface Stack {
  baseUrl: string;
  app: FastifyInstance;
  inbox: ReceivedMail[];
  /** Waits for a mail to `to` whose text matches, and returns the first capture group. */
  waitForMail(to: string, pattern: RegExp, after?: number): Promise<string>;
  /**
   * Moves the server's clock forward (what `ctx.now()` returns; timers keep real time), so a test of
   * "offline for a minute" need not wait a real minute.
   */
  advanceClock(ms: number): void;
  close(): Promise<void>;
}

/** The whole product as a user meets it: server + built CMS on a real port, mail to a real SMTP server. */
export async function startStack(overrides: Partial<AppConfig> = {}): Promise<Stack> {
  const smtp = await startSmtpCatcher();
  const inbox = smtp.inbox;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Uploaded media goes to a throw-away data directory, never the repository's ./data.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'signage-e2e-data-'));
  const config = {
    ...loadConfig({ LOG_LEVEL: 'warn', PORT: String(port), PUBLIC_URL: baseUrl, DATA_DIR: dataDir } as NodeJS.ProcessEnv),
    databaseUrl: 'memory://',
    smtpUrl: smtp.url,
    ...overrides,
  };
  // The migrated dump made once by the global setup: initdb and every migration per stack cost seconds.
  const database = await openPgliteTestDatabase();
  let clockOffsetMs = 0;
  const app = await buildApp(config, { database, now: () => new Date(Date.now() + clockOffsetMs) });
  await app.listen({ port, host: '127.0.0.1' });

  return {
    baseUrl,
    app,
    inbox,
    async waitForMail(to, pattern, after = 0) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        await app.ctx.mailer.idle();
        const mail = inbox
          .slice(after)
          .reverse()
          .find((m) => m.to.includes(to) && pattern.test(m.text));
        const match = mail?.text.match(pattern);
        if (match?.[1]) return match[1];
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail to ${to} matching ${pattern}`);
    },
    advanceClock(ms) {
      clockOffsetMs += ms;
    },
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * One Chromium per test worker, shared by every file (the end-to-end files share one worker,
 * `isolate: false`): starting and stopping Chromium for each file cost about 2–4 s of the lane's
 * time per file. Each `launchBrowser` gets its own context — its own cookies, storage, service
 * workers and caches — which is what a separate browser gave.
 */
let sharedChromium: Promise<PlaywrightBrowser> | undefined;
function chromiumOnce(): Promise<PlaywrightBrowser> {
  sharedChromium ??= chromium
    .launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: chromiumArgs })
    .then((browser) => {
      browser.on('disconnected', () => {
        sharedChromium = undefined;
      });
      return browser;
    });
  return sharedChromium;
}

export async function launchBrowser(options: { locale?: string } = {}): Promise<Browser> {
  const browser = await chromiumOnce();
  const context = await browser.newContext({ locale: options.locale ?? 'en-US', viewport: { width: 1280, height: 800 } });
  return {
    context,
    async close() {
      await context.close();
    },
  };
}

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Runs axe-core (WCAG 2.1 A/AA rules) on the page and fails on any violation. */
export async function expectAccessible(page: Page, label: string) {
  // Colours measured mid-transition (a button just enabled, a dialog fading in) are not what a person
  // sees: finish every transition and animation before measuring.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  // Injected once per document (a navigation clears it): parsing axe-core costs ~100 ms on this machine.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[]; html: string }> }> }>;
        };
      }
    ).axe;
    // Only violations are read: axe then builds selectors for one node per passing rule instead of
    // every node (its documented speed-up, `resultTypes`); what it checks is unchanged.
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.html.slice(0, 200)).join(' | ')}`);
  });
  expect(violations, `axe violations on ${label}`).toEqual([]);
}

export const screenshotDir = path.resolve(import.meta.dirname ?? '.', '../test-results/screenshots');

export async function screenshot(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/** A page with no session and no stored language, as a first visit. */
export async function freshPage(stack: Stack, browser: Browser, width = 1280, height = 800): Promise<Page> {
  await browser.context.clearCookies();
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height });
  await page.goto(`${stack.baseUrl}/emailsent`);
  await page.evaluate(() => localStorage.clear());
  return page;
}

/**
 * A CMS page signed in with `sessionKey`, in `locale` (stored as the app stores a chosen language), at
 * `width` (a phone's height below 600 px, else a desktop's), opened at `path`. `fresh` drops the
 * other cookies and what the app stored before (another person's session, their language).
 */
export async function openSignedIn(
  stack: Stack,
  browser: Browser,
  sessionKey: string,
  path: string,
  { width = 1280, locale = 'en', fresh = false }: { width?: number; locale?: string; fresh?: boolean } = {},
): Promise<Page> {
  if (fresh) await browser.context.clearCookies();
  await browser.context.addCookies([{ name: 'sessionKey', value: sessionKey, url: stack.baseUrl }]);
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(`${stack.baseUrl}/emailsent`);
  await page.evaluate(
    ({ lng, clear }) => {
      if (clear) localStorage.clear();
      localStorage.setItem('signage.locale', lng);
    },
    { lng: locale, clear: fresh },
  );
  await page.goto(`${stack.baseUrl}${path}`);
  return page;
}

/** Fills and submits the login form (the caller checks where it lands). */
export async function submitSignIn(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').click();
}

export interface BrowserSignUp {
  email: string;
  password: string;
  orgName: string;
  name: string;
  city?: string;
}

/** Fills and submits the registration form, up to the verification page. */
export async function submitRegistration(page: Page, baseUrl: string, opts: BrowserSignUp) {
  await page.goto(`${baseUrl}/register`);
  await page.locator('input[name="orgName"]').fill(opts.orgName);
  await page.locator('input[name="orgOwnerName"]').fill(opts.name);
  await page.locator('input[name="email"]').fill(opts.email);
  await page.locator('input[name="password"]').fill(opts.password);
  await page.locator('input[name="passwordRepeat"]').fill(opts.password);
  await page.locator('input[name="city"]').fill(opts.city ?? 'Uppsala');
  await page.locator('input[name="country"]').fill('Swed');
  await page.getByRole('option', { name: 'Sweden' }).click();
  await page.locator('input[name="terms"]').check();
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL(/\/register\/verify/);
}

/** Types the code mailed to `email` on the verification page and submits it. */
export async function submitMailedCode(page: Page, stack: Stack, email: string) {
  const code = await stack.waitForMail(email, /\b(\d{6})\b/);
  await page.locator('input[name="code"]').fill(code);
  await page.locator('form button[type="submit"]').click();
}
