import { readFileSync } from 'node:fs';
import { VIDEO_EMBED_ORIGINS } from '@signage/slides/widgets/models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, json, post, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('server core', () => {
  it('answers the health check with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res).response).toMatchObject({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
      mail: 'log',
    });
    // The package version and the commit it was built from (each instance of a rolling deploy says which).
    const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(json(res).response.version).toMatch(new RegExp(`^${version.replaceAll('.', '\\.')}(\\+[0-9a-f]{7})?$`));
  });

  it("answers unknown API routes with a JSON 404 in the caller's language", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/no/such/route', headers: { 'accept-language': 'sv-SE' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(json(res)).toMatchObject({ errorCode: 'NOT_FOUND', message: 'Vi kunde inte hitta det du letade efter.' });
  });

  it('never leaks a stack trace: malformed JSON gets a plain error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at |node_modules|\.ts:/);
    expect(json(res).errorCode).toBe('VALIDATION_FAILED');
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await post(t.app, '/api/auth/login', { email: 'a@b.c', password: 'x'.repeat(1_100_000) });
    expect(res.statusCode).toBe(413);
    expect(json(res).errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers: strict CSP without inline scripts, nosniff, frame-ancestors, no-store on the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets the CMS preview and the player frame the video widget’s players (frame-src)', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const frameSrc = (/(?:^|;)\s*frame-src ([^;]*)/.exec(csp)?.[1] ?? '').split(/\s+/);
    expect(VIDEO_EMBED_ORIGINS).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    for (const origin of VIDEO_EMBED_ORIGINS) {
      expect(frameSrc.includes(origin) || frameSrc.includes('https:'), origin).toBe(true);
    }
  });

  it('publishes the OpenAPI document generated from the zod schemas', async () => {
    const doc = json(await t.app.inject({ method: 'GET', url: '/api/docs' }));
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of ['/api/auth/login', '/api/register', '/api/users/me/email', '/api/license/info', '/api/organizations/{id}/theme']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    expect(doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
  });

  it('refuses to start with an /api route that declares no access rule', async () => {
    await expect(
      buildTestApp({}, (app) => {
        app.get('/api/test/undeclared', async () => ({ response: 1 }));
      }),
    ).rejects.toThrow(/declares no access/);
  });
});
