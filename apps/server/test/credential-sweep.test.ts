import { rmSync } from 'node:fs';
import { IMPERSONATION_HEADER } from '@signage/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertMin,
  buildRequest,
  buildWorld,
  type Caller,
  envelopeProblem,
  listOperations,
  MISSING,
  type Operation,
  send,
  type World,
} from './api-sweep-support.ts';
import { login } from './helpers.ts';

/**
 * Credential sweep (security.md AUTH, DEV-3, spec 7.1): every non-public operation of the OpenAPI
 * document without a credential, with a garbage one, with the wrong kind (a screen's secret on a user
 * route, a user's session key on a player route), with a wrong scheme, with an ended session and with
 * the session cookie alone, with a revoked, expired or made-up API token (a live one on player routes), and a valid session naming an impersonation target without consent, is refused with 401/403 in our envelope — never 2xx, never 5xx. The cookie
 * alone opens exactly the plain GETs of files that declare `access.cookie` (plugins/auth.ts).
 */

/** Operations left out, each with its reason. */
const SKIPPED: Record<string, string> = {};

/**
 * The operations declared public, each with why: a new public route fails the sweep until it is
 * listed here on purpose (every other route is swept).
 */
const PUBLIC: Record<string, string> = {
  'GET /api/health': 'liveness probe',
  'GET /api/license/packages': 'the package catalogue shown on sign-up',
  'GET /fonts/{id}/{file}': 'bundled font files',
  'GET /api/widget/image/{name}': 'pictures of public feed items, content-addressed (the name is a hash of the bytes)',
  'GET /api/widget/social/callback':
    "the social network's OAuth redirect: the single-use state is the credential, the answer only a redirect",
  'GET /api/canva/callback':
    "Canva's OAuth redirect: the single-use state with this browser's HttpOnly state cookie is the credential, the answer only a redirect",
  'POST /api/auth/changePasswordToken': 'the mailed password link is the credential',
  'POST /api/hooks/{key}': "an integration's hook URL: its API key in the path is the credential (HOOK-1)",
  'POST /api/hooks/{key}/trigger': "an integration's trigger URL: its API key in the path is the credential (HOOK-1)",
  'POST /api/hooks/{key}/deactivate': "an integration's deactivate URL: its API key in the path is the credential (HOOK-1)",
  'POST /api/payments/webhooks/stripe':
    "Stripe's webhook (docs/billing.md): the Stripe-Signature header (HMAC-SHA256 of the raw body with the webhook secret) is the credential",
  'POST /api/auth/check': 'answers whether a given session key is valid',
  'POST /api/auth/csrfToken': 'the sign-up form token',
  'POST /api/auth/login': 'sign-in',
  'POST /api/auth/providers': 'which sign-in buttons the login page shows (Google sign-in configured or not)',
  'GET /api/auth/google/start': 'starts Google sign-in: a redirect to Google with a fresh single-use state (404 when not configured)',
  'GET /api/auth/google/callback':
    "Google's redirect: the single-use state with this browser's HttpOnly state cookie is the credential, the answer only a redirect",
  'POST /api/auth/google/continue': "after Google's callback: the single-use ticket in an HttpOnly cookie is the credential",
  'POST /api/auth/google/register':
    "Google sign-up: the single-use ticket in an HttpOnly cookie is the credential (plus the form's CSRF token)",
  'GET /api/auth/sso/start':
    "starts single sign-on for an address's organization: a redirect to its identity provider with a fresh single-use state (docs/sso.md)",
  'GET /api/auth/sso/callback':
    "the identity provider's redirect: the single-use state with this browser's HttpOnly state cookie is the credential, the answer only a redirect",
  'POST /api/auth/sso/continue': "after the provider's callback: the single-use ticket in an HttpOnly cookie is the credential",
  'GET /api/auth/sso/saml/{id}/metadata':
    "our SAML service provider metadata for an organization's identity provider (public by nature: entity id and ACS address only)",
  'POST /api/auth/sso/saml/{id}/acs':
    "the SAML provider's POST: the signed response answering our single-use request id, with the flow's single-use RelayState, is the credential; the answer only a redirect",
  'GET /api/auth/sso/saml/finish':
    "after the SAML ACS: the single-use handle with this browser's HttpOnly state cookie is the credential, the answer only a redirect",
  'POST /api/auth/sso/discover': 'whether an e-mail domain signs in with single sign-on (the login page asks before a password)',
  'POST /api/auth/requestPasswordReset': 'forgotten password',
  'POST /api/auth/secondFactor/verify': "the second sign-in step: the password step's single-use, 5-minute challenge is the credential",
  'POST /api/auth/secondFactor/passkeyOptions':
    "the second sign-in step's passkey request: the password step's challenge is the credential",
  'POST /api/auth/secondFactor/enrol/start':
    "enrolment the organization requires: the password step's single-purpose challenge is the credential",
  'POST /api/auth/secondFactor/enrol/confirm':
    "enrolment the organization requires: the password step's single-purpose challenge is the credential",
  'POST /api/auth/passkey/options': 'sign in with a passkey: a fresh WebAuthn challenge (counted per address)',
  'POST /api/auth/passkey/login': "sign in with a passkey: the authenticator's signature over the single-use challenge is the credential",
  'POST /api/license/packageinfo': 'one package of the public catalogue',
  'POST /api/player/register': 'a new screen asks for its pairing code',
  'POST /api/register': 'sign-up',
  'POST /api/register/resend': 'sign-up code again',
  'POST /api/register/user/approve': 'the mailed approval code is the credential',
  'POST /api/register/verify': 'the mailed sign-up code is the credential',
  'POST /api/users/me/email/confirm': 'the mailed confirmation token is the credential',
};

let w: World;
let ops: Operation[];
let endedKey: string;
/** Organization API tokens of Org A (docs/api-tokens.md): one live (all scopes), one revoked, one expired. */
const tokens = { live: '', revoked: '', expired: '' };

beforeAll(async () => {
  w = await buildWorld('signage-credential-sweep-');
  ops = listOperations(w.t.app);
  // A session that was signed out.
  const { users } = await import('../src/db/schema/index.ts');
  const { eq } = await import('drizzle-orm');
  const [owner] = await w.t.database.db
    .select()
    .from(users)
    .where(eq(users.id, w.userIds.a as number));
  endedKey = (await login(w.t, owner?.email as string)).sessionKey;
  const out = await w.t.app.inject({ method: 'POST', url: '/api/auth/logout', payload: { sessionKey: endedKey } });
  expect(out.statusCode, out.body).toBe(200);
  const { apiTokens } = await import('../src/db/schema/index.ts');
  const make = async () => {
    const res = await w.t.app.inject({
      method: 'POST',
      url: '/api/apiTokens/create',
      payload: { sessionKey: w.keys.a, name: 'sweep', scopes: ['read', 'content', 'screens', 'alerts', 'users'], expiresInDays: 30 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().response as { secret: string; token: { id: number } };
  };
  tokens.live = (await make()).secret;
  const revoked = await make();
  tokens.revoked = revoked.secret;
  await w.t.app.inject({ method: 'POST', url: '/api/apiTokens/revoke', payload: { sessionKey: w.keys.a, apiTokenId: revoked.token.id } });
  const expired = await make();
  tokens.expired = expired.secret;
  await w.t.database.db
    .update(apiTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(apiTokens.id, expired.token.id));
}, 120_000);

afterAll(async () => {
  await w?.t.close();
  if (w) rmSync(w.dir, { recursive: true, force: true });
});

/** The cookie rule of plugins/auth.ts: the cookie alone counts only on GET (and HEAD, not in the document) of routes declaring `cookie`. */
const cookieOpens = (op: Operation) =>
  (op.method === 'GET' || op.method === 'HEAD') && op.access.cookie === true && op.access.auth === 'session';

interface CredCase {
  label: string;
  caller: Caller;
  headers?: Record<string, string>;
  /** A session key put in the JSON body (where the contract has one). */
  bodyKey?: string;
  /** Whether this case must be refused (false only for the cookie on the file GETs that accept it). */
  refuse: boolean;
}

function casesFor(op: Operation): CredCase[] {
  const ownerKey = w.keys.a as string;
  const none: Caller = { kind: 'none' };
  const cases: CredCase[] = [
    { label: 'no credential', caller: none, refuse: true },
    { label: 'garbage SessionKey', caller: none, headers: { authorization: 'SessionKey xyz' }, refuse: true },
    { label: 'garbage Device', caller: none, headers: { authorization: 'Device xyz' }, refuse: true },
    { label: 'Bearer scheme', caller: none, headers: { authorization: `Bearer ${ownerKey}` }, refuse: true },
    { label: 'ended session', caller: none, headers: { authorization: `SessionKey ${endedKey}` }, refuse: true },
    { label: 'revoked API token', caller: none, headers: { authorization: `Bearer ${tokens.revoked}` }, refuse: true },
    { label: 'expired API token', caller: none, headers: { authorization: `Bearer ${tokens.expired}` }, refuse: true },
    { label: 'garbage API token', caller: none, headers: { authorization: 'Bearer sgn_xyz' }, refuse: true },
  ];
  if (op.access.auth === 'device') {
    cases.push({
      label: 'user session key on a player route',
      caller: none,
      headers: { authorization: `SessionKey ${ownerKey}` },
      refuse: true,
    });
    if (op.bodyKind === 'json')
      cases.push({ label: 'user session key in the body of a player route', caller: none, bodyKey: ownerKey, refuse: true });
    cases.push({ label: 'cookie only', caller: none, headers: { cookie: `sessionKey=${ownerKey}` }, refuse: true });
    cases.push({
      label: 'live API token on a player route',
      caller: none,
      headers: { authorization: `Bearer ${tokens.live}` },
      refuse: true,
    });
  } else {
    cases.push({ label: 'device secret on a user route', caller: { kind: 'device', secret: w.secretA }, refuse: true });
    if (op.bodyKind === 'json') cases.push({ label: 'garbage sessionKey in the body', caller: none, bodyKey: 'xyz', refuse: true });
    cases.push({ label: 'cookie only', caller: none, headers: { cookie: `sessionKey=${ownerKey}` }, refuse: !cookieOpens(op) });
    // Impersonation without consent (security.md TEN-6): the owner's own key, a target header it may not use.
    for (const target of ['garbage', '9999999999', String(w.orgs.b)])
      cases.push({
        label: `impersonating ${target} without consent`,
        caller: { kind: 'session', key: ownerKey },
        headers: { [IMPERSONATION_HEADER]: target },
        refuse: true,
      });
  }
  return cases;
}

describe('credential sweep (generated from the OpenAPI document)', () => {
  it('refuses every non-public operation without the right credential', async () => {
    const failures: string[] = [];
    let cases = 0;
    let swept = 0;
    let cookieAccepted = 0;
    for (const op of ops) {
      if (op.access.auth === 'public' || op.name in SKIPPED) continue;
      swept++;
      for (const c of casesFor(op)) {
        cases++;
        const req = buildRequest(op, MISSING);
        if (c.bodyKey !== undefined && req.body) req.body = { sessionKey: c.bodyKey, ...req.body };
        const res = await send(w.t.app, op, req, c.caller, c.headers);
        // Fastify answers HEAD for every GET (not in the document): the same rule must hold.
        if (op.method === 'GET' && !op.path.endsWith('/events')) {
          cases++;
          const head = await send(w.t.app, { ...op, method: 'HEAD' }, { ...req, method: 'HEAD' }, c.caller, c.headers);
          const refusedHead = head.statusCode === 401 || head.statusCode === 403;
          if (head.statusCode >= 500 || refusedHead !== (res.statusCode === 401 || res.statusCode === 403))
            failures.push(`HEAD differs from GET — ${op.name} [${c.label}]: HEAD ${head.statusCode}, GET ${res.statusCode}`);
        }
        const label = `${op.name} [${c.label}]: ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) failures.push(`5xx — ${label}`);
        if (c.refuse) {
          if (res.statusCode !== 401 && res.statusCode !== 403) failures.push(`not refused — ${label}`);
          else {
            const problem = envelopeProblem(res);
            if (problem) failures.push(`envelope — ${label}: ${problem}`);
          }
        } else {
          // The cookie opens these file GETs: the answer is about the (missing) file, not the credential.
          cookieAccepted++;
          if (res.statusCode === 401 || res.statusCode === 403) failures.push(`cookie refused on a cookie route — ${label}`);
        }
      }
    }
    assertMin('credentials: operations swept', swept, 150);
    assertMin('credentials: cases', cases, 1000);
    assertMin('credentials: cookie-only file GETs accepted by the rule', cookieAccepted, 5);
    expect(failures).toEqual([]);
  }, 240_000);

  it('every operation is swept or public (by its declared access) or skipped with a reason', () => {
    const publicOps = ops.filter((op) => op.access.auth === 'public');
    console.log(`[sweep] credentials: public operations (no credential to refuse): ${publicOps.length}`);
    for (const op of ops) expect(['public', 'session', 'orgentry', 'device'], op.name).toContain(op.access.auth);
    for (const name of Object.keys(SKIPPED))
      expect(
        ops.map((o) => o.name),
        `stale skip ${name}`,
      ).toContain(name);
    // Public operations are few and known; a new one must be added to PUBLIC on purpose.
    expect(publicOps.map((o) => o.name).sort()).toEqual(Object.keys(PUBLIC).sort());
  });
});
