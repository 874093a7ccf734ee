import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { addUser, appWithOrgs, json, login, type TestApp, tempDataDir } from './helpers.ts';
import { deviceHeaders, registerPlayer } from './screens-fixtures.ts';

/** The flood limit (docs/security.md "Brute-force limits") counts signed-in calls on their session, anonymous ones on the address. */
describe('flood limit', () => {
  const PER_ADDRESS = 5;
  const PER_SESSION = 8;
  let t: TestApp;
  let orgA: number;

  beforeAll(async () => {
    // Each test uses its own client address and sessions, so the counters of one do not reach another.
    ({
      t,
      orgs: { a: orgA },
    } = await appWithOrgs(tempDataDir('signage-flood-'), {
      floodLimit: { perAddress: PER_ADDRESS, perCredential: PER_SESSION, windowMs: 60_000 },
    }));
  });
  afterAll(async () => {
    await t.close();
  });

  const me = (sessionKey: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/users/me', payload: { sessionKey }, remoteAddress: ip });
  const anonymous = (ip: string) => t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
  const poll = (sessionKey: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/check', payload: { sessionKey }, remoteAddress: ip });
  const statuses = async (n: number, call: () => Promise<{ statusCode: number }>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push((await call()).statusCode);
    return out;
  };
  const garbageKey = () => randomBytes(32).toString('base64url');
  const session = async () => (await login(t, (await addUser(t, orgA, 'staff')).email)).sessionKey;

  it('gives two signed-in users behind one address a budget each', async () => {
    const ip = '198.51.100.10';
    const [a, b, c] = [await session(), await session(), await session()];
    // Together they send far more than the address budget; each stays within its own.
    expect(await statuses(PER_SESSION, () => me(a, ip))).toEqual(Array(PER_SESSION).fill(200));
    expect(await statuses(PER_SESSION, () => me(b, ip))).toEqual(Array(PER_SESSION).fill(200));
    // One over its budget is refused; the other is not affected, nor is the address's anonymous budget.
    const over = await me(a, ip);
    expect(over.statusCode).toBe(429);
    expect(json(over).errorCode).toBe('RATE_LIMITED');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await me(b, ip)).statusCode).toBe(429);
    expect((await me(c, ip)).statusCode).toBe(200);
    expect((await anonymous(ip)).statusCode).toBe(200);
  });

  it('counts the 10-second session poll on the session too', async () => {
    const ip = '198.51.100.11';
    const [a, b] = [await session(), await session()];
    expect(await statuses(PER_SESSION, () => poll(a, ip))).toEqual(Array(PER_SESSION).fill(200));
    expect((await poll(a, ip)).statusCode).toBe(429);
    expect((await poll(b, ip)).statusCode).toBe(200);
    // A poll with a key that is no live session: the address pays.
    expect(await statuses(PER_ADDRESS, () => poll(garbageKey(), ip))).toEqual(Array(PER_ADDRESS).fill(403));
    expect((await poll(garbageKey(), ip)).statusCode).toBe(429);
  });

  it('makes anonymous calls from one address share one budget', async () => {
    const ip = '198.51.100.12';
    expect(await statuses(PER_ADDRESS, () => anonymous(ip))).toEqual(Array(PER_ADDRESS).fill(200));
    expect((await anonymous(ip)).statusCode).toBe(429);
    // Unknown routes are anonymous calls too.
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here', remoteAddress: ip })).statusCode).toBe(429);
    // Another address has its own budget; a signed-in user behind the busy address still gets in.
    expect((await anonymous('198.51.100.13')).statusCode).toBe(200);
    expect((await me(await session(), ip)).statusCode).toBe(200);
  });

  it('gives the CMS and player files their own, larger budget per address', async () => {
    const ip = '198.51.100.19';
    const page = () => t.app.inject({ method: 'GET', url: '/playlists', remoteAddress: ip });
    const answers = await statuses(PER_ADDRESS * 10, page);
    expect(answers.filter((s) => s === 429)).toEqual([]);
    expect((await page()).statusCode).toBe(429);
    // Loading the app did not use up the address's API budget.
    expect((await anonymous(ip)).statusCode).toBe(200);
  });

  it('never gives a made-up session key a fresh budget', async () => {
    const ip = '198.51.100.14';
    const real = await session();
    // A new random key per request: each is refused (401) and counted on the address...
    expect(await statuses(PER_ADDRESS, () => me(garbageKey(), ip))).toEqual(Array(PER_ADDRESS).fill(401));
    // ...and once the address has sent its budget of failing credentials, they are refused before any
    // look-up, whatever the key.
    expect(await statuses(3, () => me(garbageKey(), ip))).toEqual([429, 429, 429]);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/me', payload: {}, remoteAddress: ip })).statusCode).toBe(429);
    // The trade-off: until the window ends, a real session from that address waits too (it cannot be
    // told from a made-up one without a look-up). Other addresses are not affected.
    expect((await me(real, ip)).statusCode).toBe(429);
    expect((await me(real, '198.51.100.15')).statusCode).toBe(200);
  });

  it('gives each screen behind one address its own budget, keyed on its device', async () => {
    const ip = '198.51.100.16';
    const [one, two] = [await registerPlayer(t), await registerPlayer(t)];
    const manifest = (secret: string) =>
      t.app.inject({ method: 'GET', url: '/api/player/manifest', headers: deviceHeaders(secret), remoteAddress: ip });
    const okStatuses = (list: number[]) => list.every((s) => s === 200 || s === 304);
    expect(okStatuses(await statuses(PER_SESSION, () => manifest(one.deviceSecret)))).toBe(true);
    expect((await manifest(one.deviceSecret)).statusCode).toBe(429);
    expect(okStatuses(await statuses(PER_SESSION, () => manifest(two.deviceSecret)))).toBe(true);
    expect((await anonymous(ip)).statusCode).toBe(200);
    // A made-up device secret is a failing credential: the address pays.
    const wrong = await statuses(PER_ADDRESS, () => manifest(garbageKey()));
    expect(wrong.every((s) => s === 401)).toBe(true);
    expect((await manifest(garbageKey())).statusCode).toBe(429);
  });

  it('reads its numbers from the environment, with documented defaults', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).floodLimit).toEqual({ perAddress: 1200, perCredential: 1200, windowMs: 60_000 });
    const custom = loadConfig({
      FLOOD_LIMIT_PER_ADDRESS: '300',
      FLOOD_LIMIT_PER_SESSION: '2400',
      FLOOD_LIMIT_WINDOW_SECONDS: '10',
    } as NodeJS.ProcessEnv);
    expect(custom.floodLimit).toEqual({ perAddress: 300, perCredential: 2400, windowMs: 10_000 });
    expect(() => loadConfig({ FLOOD_LIMIT_PER_ADDRESS: '0' } as NodeJS.ProcessEnv)).toThrow();
  });
});
