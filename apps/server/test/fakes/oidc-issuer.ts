import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/**
 * A local OpenID Connect issuer following Google's documented endpoints
 * (developers.google.com/identity/openid-connect/openid-connect): discovery, JWKS, an authorization
 * endpoint that approves at once (redirects back with a code and the state) and a token endpoint that
 * checks the client, the redirect URI and the PKCE verifier, then answers a real RS256 ID token.
 * `tamper` breaks the next tokens in one way each, for the refusal tests. Never the internet.
 */
export interface FakeIssuerUser {
  email: string;
  name: string;
  emailVerified: boolean;
}

export interface FakeIssuerTamper {
  audience?: string;
  nonce?: string;
  /** Seconds added to the token's `exp` (negative: already expired). */
  expiresIn?: number;
  /** Signed with a key the JWKS does not publish (same `kid`). */
  badSignature?: boolean;
  issuer?: string;
}

export interface FakeIssuer {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The person the authorization endpoint signs in (auto-approve). */
  user: FakeIssuerUser;
  tamper: FakeIssuerTamper;
  /** The issuer's clock (the test app's, so `exp` is judged on the same time line). */
  now: () => Date;
  /** Authorization requests received (their query parameters). */
  authorizations: Array<Record<string, string>>;
  /** Token requests received (their form parameters). */
  tokenRequests: Array<Record<string, string>>;
  /** A code for the current user as if the browser had been through the authorization endpoint. */
  issueCode(params: { redirectUri: string; nonce: string; codeChallenge: string }): string;
  close(): Promise<void>;
}

interface PendingCode {
  redirectUri: string;
  nonce: string;
  codeChallenge: string;
  user: FakeIssuerUser;
}

export async function startFakeIssuer(): Promise<FakeIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const rogue = await generateKeyPair('RS256');
  const kid = 'fake-key-1';
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();

  const fake: FakeIssuer = {
    url: '',
    clientId: 'fake-client.apps.example',
    clientSecret: 'fake-secret',
    user: { email: 'someone@example.com', name: 'Some One', emailVerified: true },
    tamper: {},
    now: () => new Date(),
    authorizations: [],
    tokenRequests: [],
    issueCode({ redirectUri, nonce, codeChallenge }) {
      const code = randomBytes(16).toString('base64url');
      codes.set(code, { redirectUri, nonce, codeChallenge, user: { ...fake.user } });
      return code;
    },
    close: async () => {},
  };

  async function idToken(pending: PendingCode): Promise<string> {
    const t = fake.tamper;
    const iat = Math.floor(fake.now().getTime() / 1000);
    return new SignJWT({
      email: pending.user.email,
      email_verified: pending.user.emailVerified,
      name: pending.user.name,
      nonce: t.nonce ?? pending.nonce,
      azp: fake.clientId,
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(t.issuer ?? fake.url)
      .setAudience(t.audience ?? fake.clientId)
      .setSubject(`sub-${createHash('sha256').update(pending.user.email).digest('hex').slice(0, 16)}`)
      .setIssuedAt(iat)
      .setExpirationTime(iat + (t.expiresIn ?? 3600))
      .sign(t.badSignature ? rogue.privateKey : privateKey);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', fake.url);
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body));
      if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
        send(200, {
          issuer: fake.url,
          authorization_endpoint: `${fake.url}/o/oauth2/v2/auth`,
          token_endpoint: `${fake.url}/token`,
          jwks_uri: `${fake.url}/oauth2/v3/certs`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
          code_challenge_methods_supported: ['plain', 'S256'],
        });
        return;
      }
      if (req.method === 'GET' && url.pathname === '/oauth2/v3/certs') {
        send(200, { keys: [jwk] });
        return;
      }
      if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
        const q = Object.fromEntries(url.searchParams);
        fake.authorizations.push(q);
        if (q.client_id !== fake.clientId || q.response_type !== 'code' || !q.redirect_uri || q.code_challenge_method !== 'S256') {
          res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_request');
          return;
        }
        // Auto-approve: straight back to the client with a code and its state.
        const code = fake.issueCode({ redirectUri: q.redirect_uri, nonce: q.nonce ?? '', codeChallenge: q.code_challenge ?? '' });
        const back = new URL(q.redirect_uri);
        back.searchParams.set('code', code);
        if (q.state) back.searchParams.set('state', q.state);
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/token') {
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        fake.tokenRequests.push(form);
        const pending = form.code ? codes.get(form.code) : undefined;
        if (form.code) codes.delete(form.code); // single use
        if (form.client_id !== fake.clientId || form.client_secret !== fake.clientSecret) {
          send(401, { error: 'invalid_client' });
          return;
        }
        const verifierOk =
          pending && form.code_verifier && createHash('sha256').update(form.code_verifier).digest('base64url') === pending.codeChallenge;
        if (form.grant_type !== 'authorization_code' || !pending || pending.redirectUri !== form.redirect_uri || !verifierOk) {
          send(400, { error: 'invalid_grant' });
          return;
        }
        send(200, {
          access_token: 'fake-access',
          token_type: 'Bearer',
          expires_in: 3599,
          scope: 'openid email profile',
          id_token: await idToken(pending),
        });
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
