import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Meta's Graph API v21.0 (https://developers.facebook.com/docs/graph-api),
 * answering the documented endpoints the social widgets use with JSON shaped like the real one:
 * `oauth/access_token` (code exchange and `fb_exchange_token`), `me/accounts`, `<page>/posts`,
 * `<ig-user>/media`, `DELETE me/permissions`; errors as `{error: {message, type, code}}` (190 =
 * invalid token). Tokens are accepted from `Authorization: Bearer` or `access_token`.
 */
export interface FakePage {
  id: string;
  name: string;
  instagram?: { id: string; username: string };
  posts: Array<{ message?: string; picture?: string; created: string }>;
  media?: Array<{ caption?: string; type: 'IMAGE' | 'VIDEO'; picture: string; created: string }>;
}

export interface FakeMetaGraph {
  url: string;
  appId: string;
  appSecret: string;
  /** A code as the login dialog would hand the browser after consent. */
  issueCode(redirectUri: string): string;
  pages: FakePage[];
  /** Every request: method, path, query and the token it carried. */
  requests: Array<{ method: string; path: string; query: Record<string, string>; token: string | null }>;
  /** User tokens revoked by DELETE /me/permissions. */
  revoked: string[];
  /** Valid long-lived user tokens. */
  userTokens: Set<string>;
  /** What the fake person answers in the login dialog. */
  consent: 'allow' | 'deny';
  close(): Promise<void>;
}

// 1×1 PNG (a post's picture).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

export async function startFakeMetaGraph(appId = 'fake-app-id', appSecret = 'fake-app-secret'): Promise<FakeMetaGraph> {
  let serial = 0;
  const codes = new Map<string, string>();
  const shortTokens = new Set<string>();
  const userTokens = new Set<string>();
  const pageTokens = new Map<string, string>(); // token -> page id
  const fake: FakeMetaGraph = {
    url: '',
    appId,
    appSecret,
    pages: [],
    requests: [],
    revoked: [],
    userTokens,
    consent: 'allow',
    issueCode(redirectUri) {
      const code = `code-${++serial}`;
      codes.set(code, redirectUri);
      return code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const query = Object.fromEntries(url.searchParams);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const token = bearer ?? query.access_token ?? null;
    fake.requests.push({ method: req.method ?? 'GET', path: url.pathname, query, token });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
      res.end(JSON.stringify(body));
    };
    const oauthError = (message: string, code = 100) => send(400, { error: { message, type: 'OAuthException', code, fbtrace_id: 'fake' } });
    const badToken = () => oauthError('Error validating access token: The session has been invalidated.', 190);

    if (url.pathname.startsWith('/img/')) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
      return;
    }
    // The login dialog (www.facebook.com in production): the fake person consents at once, and the
    // browser goes back to the app's redirect URI with a code and the state, as the real dialog does.
    if (url.pathname === '/v21.0/dialog/oauth') {
      const back = new URL(query.redirect_uri ?? '');
      if (query.client_id !== appId) return oauthError('Invalid App ID', 101);
      if (fake.consent === 'deny') {
        back.searchParams.set('error', 'access_denied');
        back.searchParams.set('error_reason', 'user_denied');
      } else back.searchParams.set('code', fake.issueCode(query.redirect_uri ?? ''));
      back.searchParams.set('state', query.state ?? '');
      res.writeHead(302, { location: back.toString() });
      res.end();
      return;
    }
    const path = url.pathname.replace(/^\/v21\.0\//, '');
    if (path === 'oauth/access_token') {
      if (query.client_id !== appId || query.client_secret !== appSecret) return oauthError('Error validating client secret.', 1);
      if (query.grant_type === 'fb_exchange_token') {
        const old = query.fb_exchange_token ?? '';
        if (!shortTokens.has(old) && !userTokens.has(old)) return badToken();
        const long = `EAAlong${++serial}xyz`;
        userTokens.add(long);
        return send(200, { access_token: long, token_type: 'bearer', expires_in: 5_183_944 });
      }
      const redirect = codes.get(query.code ?? '');
      codes.delete(query.code ?? ''); // a code is single-use
      if (!redirect || redirect !== query.redirect_uri) return oauthError('Invalid verification code format.', 100);
      const short = `EAAshort${++serial}xyz`;
      shortTokens.add(short);
      return send(200, { access_token: short, token_type: 'bearer', expires_in: 5_400 });
    }
    if (path === 'me/accounts') {
      if (!token || !userTokens.has(token)) return badToken();
      return send(200, {
        data: fake.pages.map((p) => {
          const pageToken = `EAApage${p.id}t${++serial}`;
          pageTokens.set(pageToken, p.id);
          return {
            id: p.id,
            name: p.name,
            access_token: pageToken,
            category: 'Local business',
            tasks: ['ANALYZE', 'CREATE_CONTENT'],
            ...(p.instagram ? { instagram_business_account: p.instagram } : {}),
          };
        }),
        paging: { cursors: { before: 'b', after: 'a' } },
      });
    }
    if (path === 'me/permissions' && req.method === 'DELETE') {
      if (!token || !userTokens.has(token)) return badToken();
      userTokens.delete(token);
      fake.revoked.push(token);
      return send(200, { success: true });
    }
    const posts = /^([0-9A-Za-z_]+)\/posts$/.exec(path);
    if (posts) {
      const page = fake.pages.find((p) => p.id === posts[1]);
      if (!page || !token || pageTokens.get(token) !== page.id) return badToken();
      const limit = Number(query.limit ?? 25);
      return send(200, {
        data: page.posts.slice(0, limit).map((p, i) => ({
          id: `${page.id}_${i}`,
          created_time: p.created,
          permalink_url: `https://www.facebook.com/${page.id}/posts/${i}`,
          ...(p.message !== undefined ? { message: p.message } : {}),
          ...(p.picture ? { full_picture: `${fake.url}${p.picture}` } : {}),
        })),
        paging: { cursors: { before: 'b', after: 'a' } },
      });
    }
    const media = /^([0-9A-Za-z_]+)\/media$/.exec(path);
    if (media) {
      const page = fake.pages.find((p) => p.instagram?.id === media[1]);
      if (!page || !token || pageTokens.get(token) !== page.id) return badToken();
      const limit = Number(query.limit ?? 25);
      return send(200, {
        data: (page.media ?? []).slice(0, limit).map((m, i) => ({
          id: `${media[1]}${i}`,
          media_type: m.type,
          timestamp: m.created,
          permalink: `https://www.instagram.com/p/fake${i}/`,
          ...(m.caption !== undefined ? { caption: m.caption } : {}),
          ...(m.type === 'VIDEO'
            ? { media_url: `${fake.url}/video.mp4`, thumbnail_url: `${fake.url}${m.picture}` }
            : { media_url: `${fake.url}${m.picture}` }),
        })),
      });
    }
    send(404, { error: { message: 'Unknown path components', type: 'OAuthException', code: 2500 } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
