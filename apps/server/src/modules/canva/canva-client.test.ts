import { describe, expect, it } from 'vitest';
import type { Egress, EgressOptions } from '../../lib/egress.ts';
import { canvaConnect, canvaImageOrigins, pkceChallenge } from './canva-client.ts';

const config = {
  clientId: 'OC-id',
  clientSecret: 'secret',
  apiBase: 'https://api.canva.com/rest',
  authUrl: 'https://www.canva.com/api/oauth/authorize',
};

/** An egress that answers `answers[path]` and records what was asked. */
function stub(answers: Record<string, { status?: number; body: unknown }>) {
  const asked: Array<{ url: string; options: EgressOptions | undefined }> = [];
  const egress: Egress = {
    async request(url, options) {
      asked.push({ url: String(url), options });
      const u = new URL(String(url));
      const answer = answers[`${u.pathname}`] ?? { status: 404, body: {} };
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return { status: answer.status ?? 200, headers: {}, body: Buffer.from(body), url: String(url) };
    },
  };
  return { egress, asked };
}

describe('Canva Connect adapter', () => {
  it('computes the PKCE S256 challenge of RFC 7636 appendix B', () => {
    expect(pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it("trusts Canva's CDN hosts, plus a fake API's origin", () => {
    expect(canvaImageOrigins('https://api.canva.com/rest')).toEqual([
      'https://document-export.canva.com',
      'https://export-download.canva.com',
    ]);
    expect(canvaImageOrigins('http://127.0.0.1:9/rest')).toContain('http://127.0.0.1:9');
  });

  it('exchanges a code with client_secret_basic and a form body, never following redirects', async () => {
    const { egress, asked } = stub({
      '/rest/v1/oauth/token': { body: { access_token: 'at', refresh_token: 'rt', token_type: 'Bearer', expires_in: 14400, scope: 's' } },
    });
    const now = new Date('2026-11-27T00:00:00Z');
    const client = canvaConnect(config, egress, () => now);
    const tokens = await client.exchangeCode({ code: 'c', codeVerifier: 'v', redirectUri: 'https://cms.example/api/canva/callback' });
    expect(tokens).toEqual({ accessToken: 'at', refreshToken: 'rt', expiresAt: new Date('2026-11-27T04:00:00Z'), scope: 's' });
    const call = asked[0];
    expect(call?.url).toBe('https://api.canva.com/rest/v1/oauth/token');
    expect(call?.options?.method).toBe('POST');
    expect(call?.options?.maxRedirects).toBe(0);
    expect(call?.options?.headers?.authorization).toBe(`Basic ${Buffer.from('OC-id:secret').toString('base64')}`);
    expect(new URLSearchParams(String(call?.options?.body)).get('code_verifier')).toBe('v');
  });

  it('drops thumbnails on foreign hosts and refuses downloads from them', async () => {
    const { egress } = stub({
      '/rest/v1/designs': {
        body: {
          items: [
            { id: 'D1', title: 'Ok', thumbnail: { url: 'https://document-export.canva.com/x.png' } },
            { id: 'D2', title: 'Foreign', thumbnail: { url: 'https://evil.example/x.png' } },
            { id: '../bad', title: 'Bad id' },
          ],
        },
      },
    });
    const client = canvaConnect(config, egress, () => new Date());
    const page = await client.listDesigns('token', undefined);
    expect(page.items.map((d) => [d.id, d.thumbnailUrl])).toEqual([
      ['D1', 'https://document-export.canva.com/x.png'],
      ['D2', null],
    ]);
    expect(page.continuation).toBeNull();
    await expect(client.download('https://evil.example/export.png', 1000)).rejects.toThrow('download host refused');
  });

  it('reads export jobs: in progress, success with URLs, failed; a success without a file is an error', async () => {
    const answers: Record<string, { body: unknown }> = {};
    const { egress } = stub(answers);
    const client = canvaConnect(config, egress, () => new Date());
    answers['/rest/v1/exports/J1'] = { body: { job: { id: 'J1', status: 'in_progress' } } };
    expect(await client.exportJob('t', 'J1')).toEqual({ id: 'J1', status: 'in_progress' });
    answers['/rest/v1/exports/J1'] = { body: { job: { id: 'J1', status: 'success', urls: ['https://export-download.canva.com/a.png'] } } };
    expect(await client.exportJob('t', 'J1')).toMatchObject({ status: 'success', urls: ['https://export-download.canva.com/a.png'] });
    answers['/rest/v1/exports/J1'] = { body: { job: { id: 'J1', status: 'failed', error: { code: 'license_required', message: 'x' } } } };
    expect(await client.exportJob('t', 'J1')).toEqual({ id: 'J1', status: 'failed', code: 'license_required' });
    answers['/rest/v1/exports/J1'] = { body: { job: { id: 'J1', status: 'success', urls: [] } } };
    await expect(client.exportJob('t', 'J1')).rejects.toThrow('export without a file');
  });
});
