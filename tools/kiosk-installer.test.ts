import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The kiosk installer (apps/player/public/kiosk/install.sh, served at /player/kiosk/install.sh;
 * docs/player.md, "A screen that runs itself"): its scripts pass shellcheck, its unit passes
 * `systemd-analyze verify`, bad options are refused, and its watchdog loop feeds systemd only while the
 * player page's heartbeat moves, switches the display over HDMI-CEC with the page's sleep state, and
 * ends when the browser does. systemd-notify and cec-ctl stand in for systemd and the television
 * (outside this machine); the DevTools list is served the way Chromium serves it (e2e/kiosk.test.ts
 * reads a real one).
 */

const root = path.resolve(import.meta.dirname, '..');
const installer = path.join(root, 'apps/player/public/kiosk/install.sh');
const dirs: string[] = [];
const temp = (prefix: string) => {
  const d = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(d);
  return d;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function install(args: string[]) {
  return spawnSync('bash', [installer, ...args], { encoding: 'utf8' });
}

function writtenTree(url = 'https://signage.example.com/player/') {
  const dir = temp('signage-kiosk-root-');
  const result = install(['--root', dir, '--url', url]);
  expect(result.status, result.stderr).toBe(0);
  return dir;
}

describe('kiosk installer', () => {
  it('writes a unit that systemd-analyze verifies, scripts that shellcheck passes, and the settings', () => {
    const dir = writtenTree('http://192.168.1.20:8080/player/');
    const session = path.join(dir, 'usr/local/lib/signage-kiosk/kiosk-session');
    const unitFile = path.join(dir, 'etc/systemd/system/signage-kiosk.service');
    expect(statSync(session).mode & 0o111).not.toBe(0);
    const conf = readFileSync(path.join(dir, 'etc/signage-kiosk.conf'), 'utf8');
    expect(conf).toContain('SIGNAGE_URL=http://192.168.1.20:8080/player/');
    expect(conf).toContain('SIGNAGE_ORIGIN=http://192.168.1.20:8080');
    expect(readFileSync(path.join(dir, 'etc/pam.d/signage-kiosk'), 'utf8')).toContain('pam_systemd.so');

    const shellcheck = spawnSync('shellcheck', [installer, session], { encoding: 'utf8' });
    expect(shellcheck.error, 'shellcheck is missing: apt-get install shellcheck (.ci/run does)').toBeUndefined();
    expect(shellcheck.stdout + shellcheck.stderr).toBe('');
    expect(shellcheck.status).toBe(0);

    // The unit as installed names /usr/local/lib/… and /etc/…: verified with those paths moved into
    // the written tree, so systemd-analyze also checks that ExecStart exists and is executable.
    const unit = readFileSync(unitFile, 'utf8');
    expect(unit).toMatch(/^WatchdogSec=\d+$/m);
    expect(unit).toMatch(/^Restart=always$/m);
    const checked = path.join(temp('signage-kiosk-unit-'), 'signage-kiosk.service');
    writeFileSync(
      checked,
      unit.replaceAll('/usr/local/lib/signage-kiosk', `${dir}/usr/local/lib/signage-kiosk`).replaceAll('=/etc/', `=${dir}/etc/`),
    );
    const verify = spawnSync('systemd-analyze', ['verify', checked], { encoding: 'utf8' });
    expect(verify.error, 'systemd-analyze is missing').toBeUndefined();
    expect(verify.stderr.trim()).toBe('');
    expect(verify.status).toBe(0);
  });

  it('refuses a missing or foreign address, a strange user name, an unknown option, and runs as root only', () => {
    const dir = temp('signage-kiosk-refused-');
    for (const args of [
      ['--root', dir],
      ['--root', dir, '--url', 'ftp://signage.example.com/player/'],
      ['--root', dir, '--url', 'https://signage.example.com/player/$(reboot)'],
      ['--root', dir, '--url', 'https://signage.example.com/player/', '--user', 'Root;rm'],
      ['--root', dir, '--url', 'https://signage.example.com/player/', '--colour', 'blue'],
    ]) {
      const result = install(args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/^signage kiosk: /);
    }
    expect(existsSync(path.join(dir, 'etc/signage-kiosk.conf'))).toBe(false);
    if (process.getuid?.() !== 0) {
      expect(install(['--url', 'https://signage.example.com/player/']).stderr).toContain('as root');
    }
  });

  it('uninstalls what it wrote', () => {
    const dir = writtenTree();
    expect(install(['--root', dir, '--uninstall']).status).toBe(0);
    expect(existsSync(path.join(dir, 'etc/systemd/system/signage-kiosk.service'))).toBe(false);
    expect(existsSync(path.join(dir, 'usr/local/lib/signage-kiosk'))).toBe(false);
  });

  it('feeds the watchdog only while the heartbeat moves, switches the display with the sleep state, and ends with the browser', async () => {
    const dir = writtenTree();
    const work = temp('signage-kiosk-run-');
    const calls = path.join(work, 'calls.log');
    const bin = path.join(work, 'bin');
    spawnSync('mkdir', ['-p', bin]);
    for (const name of ['systemd-notify', 'cec-ctl']) {
      writeFileSync(path.join(bin, name), `#!/bin/sh\necho "${name} $*" >> "${calls}"\n`);
      chmodSync(path.join(bin, name), 0o755);
    }
    const cecDevice = path.join(work, 'cec0');
    writeFileSync(cecDevice, '');
    const alive = path.join(work, 'browser-alive');
    writeFileSync(alive, '');

    // Chromium's DevTools list: the player page's title is what the test says it is.
    let title = 'Signage Player';
    const devtools: Server = createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify([{ type: 'page', title, url: 'https://signage.example.com/player/?kiosk=1' }], null, 3));
    });
    await new Promise<void>((r) => devtools.listen(0, '127.0.0.1', r));
    const port = (devtools.address() as AddressInfo).port;

    const session: ChildProcess = spawn(path.join(dir, 'usr/local/lib/signage-kiosk/kiosk-session'), [], {
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        SIGNAGE_URL: 'https://signage.example.com/player/',
        SIGNAGE_DEVTOOLS_PORT: String(port),
        SIGNAGE_CHECK_EVERY: '0.1',
        SIGNAGE_CEC: 'on',
        SIGNAGE_CEC_DEVICE: cecDevice,
        SIGNAGE_KIOSK_COMMAND: `while [ -e '${alive}' ]; do sleep 0.05; done; exit 0`,
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((r) => session.on('exit', (code) => r(code)));
    const log = () => (existsSync(calls) ? readFileSync(calls, 'utf8').trim().split('\n') : []);
    const waitFor = async (what: string, test: (lines: string[]) => boolean) => {
      const deadline = Date.now() + 10_000;
      while (!test(log())) {
        if (Date.now() > deadline) throw new Error(`kiosk-session: ${what}; calls: ${log().join(' | ')}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const feeds = () => log().filter((l) => l === 'systemd-notify WATCHDOG=1').length;
    try {
      await waitFor('sets up HDMI-CEC', (l) => l.some((x) => x.startsWith('cec-ctl') && x.includes('--playback')));
      // No heartbeat yet (the page has not drawn): nothing fed.
      await new Promise((r) => setTimeout(r, 400));
      expect(feeds()).toBe(0);

      title = 'signage-kiosk beat=1 state=awake';
      await waitFor('feeds the watchdog for a beat', () => feeds() === 1);
      await waitFor('switches the display on', (l) => l.some((x) => x.includes('--image-view-on')));
      // The beat stands still (the page stopped drawing): not fed again.
      await new Promise((r) => setTimeout(r, 500));
      expect(feeds()).toBe(1);

      title = 'signage-kiosk beat=2 state=sleeping';
      await waitFor('feeds it again when the beat moves', () => feeds() === 2);
      await waitFor('sends the display to standby', (l) => l.some((x) => x.includes('--standby')));
      title = 'signage-kiosk beat=3 state=sleeping';
      await waitFor('feeds it while asleep', () => feeds() === 3);
      expect(log().filter((x) => x.includes('--standby'))).toHaveLength(1);
      expect(log().filter((x) => x.includes('--image-view-on'))).toHaveLength(1);

      // The browser exits: the session ends with a failure, so systemd's Restart=always starts it again.
      rmSync(alive);
      expect(await exited).not.toBe(0);
    } finally {
      session.kill('SIGKILL');
      devtools.close();
    }
  }, 30_000);
});
