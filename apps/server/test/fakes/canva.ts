import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { makePdf } from '../pdf-fixture.ts';

/**
 * A local stand-in for Canva (the design service), following the Connect API's documented
 * shapes (https://www.canva.dev/docs/connect/, the OpenAPI spec of canva-connect-api-starter-kit):
 * - `GET /oauth/authorize?response_type=code&client_id&redirect_uri&scope&code_challenge&code_challenge_method=s256&state`:
 *   an HTML consent page for the fake's signed-in Canva user (`fake.account`), whose "Allow" and
 *   "Deny" links redirect to `redirect_uri` with `code&state` or `error=access_denied&state`;
 * - `POST /rest/v1/oauth/token` (client_secret_basic; form `grant_type=authorization_code&code&code_verifier&redirect_uri`
 *   or `grant_type=refresh_token&refresh_token`) → `{access_token, refresh_token, token_type, expires_in, scope}`;
 *   a refresh token serves once; a wrong verifier, redirect or reused code → 400 `invalid_grant`;
 * - `POST /rest/v1/oauth/revoke` (client_secret_basic; form `token`) → 200, the grant ends;
 * - `GET /rest/v1/designs?continuation` (Bearer) → `{items: [design], continuation?}` (3 a page);
 *   `GET /rest/v1/designs/{id}` → `{design}`; a design has `id, title, owner, thumbnail {url, width, height},
 *   urls {edit_url, view_url}, created_at, updated_at, page_count`;
 * - `POST /rest/v1/exports` `{design_id, format: {type}}` → `{job: {id, status: 'in_progress'}}`;
 *   `GET /rest/v1/exports/{id}` → in_progress for `fake.exportPolls` looks, then `success` with `urls`
 *   (design `DbrokenX` fails with `error.code`); another user's job → 404.
 * Thumbnails are served under `/thumb/`, exported files under `/export/` (the "CDN"). Never the internet.
 */
export const CANVA_CLIENT_ID = 'OC-canva-test-client';
export const CANVA_CLIENT_SECRET = 'canva-test-secret';

type Account = 'alice' | 'bob';
interface Grant {
  user: Account;
  access: string;
  refresh: string;
  revoked: boolean;
}

const DESIGNS: Record<Account, Array<{ id: string; title: string; pages: number }>> = {
  alice: [
    { id: 'DAlice0001', title: 'Spring sale poster', pages: 1 },
    { id: 'DAlice0002', title: 'Menu board', pages: 2 },
    { id: 'DAlice0003', title: 'Welcome screen', pages: 1 },
    { id: 'DAlice0004', title: 'Opening hours', pages: 1 },
    { id: 'DbrokenX', title: 'Broken export', pages: 1 },
  ],
  bob: [{ id: 'DBob00001', title: 'Bob private design', pages: 1 }],
};

export interface FakeCanva {
  base: string;
  apiBase: string;
  authUrl: string;
  /** The Canva user signed in at the fake's consent page. */
  account: Account;
  /** Looks at an export job before it succeeds. */
  exportPolls: number;
  /** Lifetime of access tokens handed out (seconds). */
  expiresIn: number;
  down: boolean;
  requests: Array<{ method: string; path: string; authorization: string | undefined }>;
  /** Tokens given to /oauth/revoke. */
  revoked: string[];
  grants: Grant[];
  /** Follows an authorization URL as the signed-in user would: the redirect's location (the callback). */
  decide(authorizeUrl: string, allow?: boolean): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeCanva(): Promise<FakeCanva> {
  const png = await sharp({ create: { width: 160, height: 90, channels: 3, background: { r: 125, g: 42, b: 232 } } })
    .png()
    .toBuffer();
  // One colour per design, so a grid of thumbnails tells them apart.
  const COLOURS = [
    { r: 0, g: 196, b: 204 },
    { r: 125, g: 42, b: 232 },
    { r: 255, g: 145, b: 77 },
    { r: 46, g: 150, b: 244 },
    { r: 220, g: 60, b: 90 },
  ];
  const thumbs = await Promise.all(
    COLOURS.map((background) =>
      sharp({ create: { width: 160, height: 90, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  const thumbOf = (name: string) => thumbs[[...name].reduce((n, c) => n + c.charCodeAt(0), 0) % thumbs.length] as Buffer;
  const pdf = makePdf(2, 960, 540);
  const codes = new Map<string, { user: Account; challenge: string; redirectUri: string; used: boolean; scope: string }>();
  const pendingAuth = new Map<string, { redirectUri: string; state: string; challenge: string; scope: string }>();
  const jobs = new Map<string, { user: Account; designId: string; type: string; polls: number }>();
  const fake: FakeCanva = {
    base: '',
    apiBase: '',
    authUrl: '',
    account: 'alice',
    exportPolls: 1,
    expiresIn: 14_400,
    down: false,
    requests: [],
    revoked: [],
    grants: [],
    decide: async () => '',
    close: async () => {},
  };
  const token = () => randomBytes(24).toString('base64url');
  const send = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const clientOk = (req: http.IncomingMessage) =>
    req.headers.authorization === `Basic ${Buffer.from(`${CANVA_CLIENT_ID}:${CANVA_CLIENT_SECRET}`).toString('base64')}`;
  const userOf = (req: http.IncomingMessage): Account | null => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return fake.grants.find((g) => !g.revoked && g.access === bearer)?.user ?? null;
  };
  const design = (d: { id: string; title: string; pages: number }, user: Account, i: number) => ({
    id: d.id,
    title: d.title,
    owner: { user_id: `U${user}`, team_id: 'Tteam' },
    thumbnail: { width: 160, height: 90, url: `${fake.base}/thumb/${d.id}.png` },
    urls: { edit_url: `https://www.canva.com/design/${d.id}/edit`, view_url: `https://www.canva.com/design/${d.id}/view` },
    created_at: 1_760_000_000 + i,
    updated_at: 1_764_000_000 - i * 3600,
    page_count: d.pages,
  });

  /** The consent decision: a redirect to the integration's callback. */
  function decision(requestId: string, allow: boolean): string | null {
    const p = pendingAuth.get(requestId);
    if (!p) return null;
    pendingAuth.delete(requestId);
    const target = new URL(p.redirectUri);
    if (allow) {
      const code = token();
      codes.set(code, { user: fake.account, challenge: p.challenge, redirectUri: p.redirectUri, used: false, scope: p.scope });
      target.searchParams.set('code', code);
    } else {
      target.searchParams.set('error', 'access_denied');
    }
    target.searchParams.set('state', p.state);
    return target.toString();
  }

  /** Validates an authorization request; the consent request's id, or an error text. */
  function authorize(url: URL): { id: string } | { error: string } {
    const q = url.searchParams;
    if (q.get('client_id') !== CANVA_CLIENT_ID) return { error: 'unknown client_id' };
    if (q.get('response_type') !== 'code') return { error: 'response_type must be code' };
    if (q.get('code_challenge_method') !== 's256' || !/^[A-Za-z0-9_-]{43}$/.test(q.get('code_challenge') ?? ''))
      return { error: 'PKCE (s256) is required' };
    if (!q.get('redirect_uri') || !q.get('state')) return { error: 'redirect_uri and state are required' };
    const id = token();
    pendingAuth.set(id, {
      redirectUri: q.get('redirect_uri') as string,
      state: q.get('state') as string,
      challenge: q.get('code_challenge') as string,
      scope: q.get('scope') ?? '',
    });
    return { id };
  }

  fake.decide = async (authorizeUrl, allow = true) => {
    const result = authorize(new URL(authorizeUrl));
    if ('error' in result) throw new Error(result.error);
    return decision(result.id, allow) as string;
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', fake.base);
    const method = req.method ?? 'GET';
    fake.requests.push({ method, path: `${url.pathname}${url.search}`, authorization: req.headers.authorization });
    let m: RegExpExecArray | null;
    if (url.pathname.startsWith('/thumb/')) return res.writeHead(200, { 'content-type': 'image/png' }).end(thumbOf(url.pathname));
    m = /^\/export\/([A-Za-z0-9_-]+)\.(png|pdf)$/.exec(url.pathname);
    if (m) {
      const body = m[2] === 'pdf' ? pdf : png;
      return res.writeHead(200, { 'content-type': m[2] === 'pdf' ? 'application/pdf' : 'image/png' }).end(body);
    }
    if (url.pathname === '/oauth/authorize') {
      const result = authorize(url);
      if ('error' in result) return res.writeHead(400, { 'content-type': 'text/plain' }).end(result.error);
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Canva (test) – allow access</title></head>
<body style="font-family:sans-serif;padding:2rem"><main><h1>Allow access to your Canva account?</h1>
<p>Signed in as ${fake.account}. The app asks for: ${url.searchParams.get('scope') ?? ''}</p>
<p><a href="/oauth/decide?request=${result.id}&amp;allow=1">Allow</a> <a href="/oauth/decide?request=${result.id}&amp;allow=0">Deny</a></p></main></body></html>`;
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    }
    if (url.pathname === '/oauth/decide') {
      const target = decision(url.searchParams.get('request') ?? '', url.searchParams.get('allow') === '1');
      if (!target) return res.writeHead(400).end('unknown request');
      return res.writeHead(302, { location: target }).end();
    }
    if (fake.down) return send(res, 503, { code: 'internal_error', message: 'Service unavailable' });
    if (url.pathname === '/rest/v1/oauth/token' && method === 'POST') {
      if (!clientOk(req)) return send(res, 401, { error: 'invalid_client' });
      const form = new URLSearchParams(await readBody(req));
      let user: Account;
      let scope = '';
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        if (!code || code.used || code.redirectUri !== form.get('redirect_uri') || code.challenge !== challenge) {
          if (code) code.used = true;
          return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid code, redirect_uri or code_verifier' });
        }
        code.used = true;
        user = code.user;
        scope = code.scope;
      } else if (form.get('grant_type') === 'refresh_token') {
        const grant = fake.grants.find((g) => !g.revoked && g.refresh === form.get('refresh_token'));
        if (!grant) return send(res, 400, { error: 'invalid_grant', error_description: 'Invalid refresh token' });
        // Refresh tokens serve once: the old pair ends.
        grant.revoked = true;
        user = grant.user;
      } else {
        return send(res, 400, { error: 'unsupported_grant_type' });
      }
      const grant: Grant = { user, access: token(), refresh: token(), revoked: false };
      fake.grants.push(grant);
      return send(res, 200, {
        access_token: grant.access,
        refresh_token: grant.refresh,
        token_type: 'Bearer',
        expires_in: fake.expiresIn,
        scope: scope || 'design:meta:read design:content:read',
      });
    }
    if (url.pathname === '/rest/v1/oauth/revoke' && method === 'POST') {
      if (!clientOk(req)) return send(res, 401, { error: 'invalid_client' });
      const t = new URLSearchParams(await readBody(req)).get('token') ?? '';
      fake.revoked.push(t);
      for (const g of fake.grants) if (g.refresh === t || g.access === t) g.revoked = true;
      return res.writeHead(200).end();
    }
    if (url.pathname.startsWith('/rest/v1/')) {
      const user = userOf(req);
      if (!user) return send(res, 401, { code: 'invalid_access_token', message: 'Access token is invalid' });
      const mine = DESIGNS[user];
      if (url.pathname === '/rest/v1/designs' && method === 'GET') {
        const start = url.searchParams.get('continuation') === 'page2' ? 3 : 0;
        const items = mine.slice(start, start + 3).map((d, i) => design(d, user, start + i));
        return send(res, 200, { items, ...(start + 3 < mine.length ? { continuation: 'page2' } : {}) });
      }
      m = /^\/rest\/v1\/designs\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
      if (m && method === 'GET') {
        const i = mine.findIndex((d) => d.id === m?.[1]);
        if (i < 0) return send(res, 404, { code: 'design_not_found', message: 'Design not found' });
        return send(res, 200, { design: design(mine[i] as (typeof mine)[number], user, i) });
      }
      if (url.pathname === '/rest/v1/exports' && method === 'POST') {
        let body: { design_id?: string; format?: { type?: string } };
        try {
          body = JSON.parse(await readBody(req));
        } catch {
          return send(res, 400, { code: 'invalid_field', message: 'Body is not JSON' });
        }
        if (!mine.some((d) => d.id === body.design_id)) return send(res, 404, { code: 'design_not_found', message: 'Design not found' });
        const type = body.format?.type;
        if (type !== 'png' && type !== 'pdf') return send(res, 400, { code: 'invalid_field', message: 'format.type' });
        const id = `job-${token()}`;
        jobs.set(id, { user, designId: body.design_id as string, type, polls: 0 });
        return send(res, 200, { job: { id, status: 'in_progress' } });
      }
      m = /^\/rest\/v1\/exports\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
      if (m && method === 'GET') {
        const job = jobs.get(m[1] as string);
        if (!job || job.user !== user) return send(res, 404, { code: 'not_found', message: 'Export job not found' });
        job.polls += 1;
        if (job.polls <= fake.exportPolls) return send(res, 200, { job: { id: m[1], status: 'in_progress' } });
        if (job.designId === 'DbrokenX')
          return send(res, 200, { job: { id: m[1], status: 'failed', error: { code: 'internal_failure', message: 'Export failed' } } });
        return send(res, 200, { job: { id: m[1], status: 'success', urls: [`${fake.base}/export/${m[1]}.${job.type}`] } });
      }
    }
    send(res, 404, { code: 'not_found', message: 'Not found' });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  fake.base = `http://127.0.0.1:${port}`;
  fake.apiBase = `${fake.base}/rest`;
  fake.authUrl = `${fake.base}/oauth/authorize`;
  fake.close = () => new Promise((r) => server.close(() => r()));
  return fake;
}

/** The `canva` configuration pointing at the fake. */
export function canvaConfig(fake: FakeCanva) {
  return { clientId: CANVA_CLIENT_ID, clientSecret: CANVA_CLIENT_SECRET, apiBase: fake.apiBase, authUrl: fake.authUrl };
}
