import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support.ts';

/**
 * The kiosk's watchdog against a real Chromium: the installer's session script (with cage and the
 * browser start replaced, since the test owns the browser) reads the player page's heartbeat from
 * Chromium's own DevTools list on loopback and feeds systemd's watchdog (systemd-notify stands in for
 * systemd) while the page draws; a page whose main thread stops (paused in the debugger) stops the
 * beat and the feeding. tools/kiosk-installer.test.ts checks the installer, the units and HDMI-CEC.
 */

let stack: Stack;
const work = mkdtempSync(path.join(tmpdir(), 'signage-kiosk-e2e-'));

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('kiosk watchdog', () => {
  it('is fed by a real player page while it draws, and not once its page stops', async () => {
    // The one command of docs/player.md fetches the installer from the server itself.
    const served = await fetch(`${stack.baseUrl}/player/kiosk/install.sh`);
    expect(served.status).toBe(200);
    const script = await served.text();
    expect(script).toBe(readFileSync('apps/player/public/kiosk/install.sh', 'utf8'));
    const root = path.join(work, 'root');
    const installed = spawnSync('bash', ['-s', '--', '--root', root, '--url', `${stack.baseUrl}/player/`], {
      input: script,
      encoding: 'utf8',
    });
    expect(installed.status, installed.stderr).toBe(0);
    const bin = path.join(work, 'bin');
    mkdirSync(bin);
    const calls = path.join(work, 'calls.log');
    writeFileSync(path.join(bin, 'systemd-notify'), `#!/bin/sh\necho "$*" >> "${calls}"\n`);
    chmodSync(path.join(bin, 'systemd-notify'), 0o755);
    const alive = path.join(work, 'alive');
    writeFileSync(alive, '');

    const port = await freePort();
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', `--remote-debugging-port=${port}`],
    });
    let session: ChildProcess | undefined;
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
      // A beat every second here (the installer's ?kiosk=1 keeps the 5 s default).
      await page.goto(`${stack.baseUrl}/player/?kiosk=1000`);
      await expect.poll(() => page.title()).toMatch(/^signage-kiosk beat=\d+ state=awake$/);

      session = spawn(path.join(root, 'usr/local/lib/signage-kiosk/kiosk-session'), [], {
        env: {
          ...process.env,
          PATH: `${bin}:${process.env.PATH}`,
          SIGNAGE_URL: `${stack.baseUrl}/player/`,
          SIGNAGE_DEVTOOLS_PORT: String(port),
          SIGNAGE_CHECK_EVERY: '0.2',
          SIGNAGE_CEC: 'off',
          SIGNAGE_KIOSK_COMMAND: `while [ -e '${alive}' ]; do sleep 0.1; done`,
        },
        stdio: 'ignore',
      });
      const feeds = () => (existsSync(calls) ? (readFileSync(calls, 'utf8').match(/WATCHDOG=1/g)?.length ?? 0) : 0);
      await expect.poll(feeds, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);

      // The page's main thread stops (as a hung page would): no frame, no beat, no feeding.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.pause');
      await new Promise((r) => setTimeout(r, 1_500));
      const fedWhenStopped = feeds();
      await new Promise((r) => setTimeout(r, 3_000));
      expect(feeds()).toBe(fedWhenStopped);
      await cdp.send('Debugger.resume');
      await expect.poll(feeds, { timeout: 10_000 }).toBeGreaterThan(fedWhenStopped);
    } finally {
      rmSync(alive, { force: true });
      session?.kill('SIGKILL');
      await browser.close();
    }
  }, 60_000);
});
