import { createHash } from 'node:crypto';
import { createLocalJWKSet, errors as joseErrors, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose';
import type { Egress } from '../../lib/egress.ts';

/**
 * Google sign-in's OpenID Connect client (docs/integrations.md "Google sign-in"): discovery, the
 * authorization address, the code exchange and the ID token check. Every request goes through the
 * egress client (lib/egress.ts); `jose` verifies the ID token's signature against the issuer's JWKS
 * (fetched here, through egress, and kept 10 minutes; an unknown key id fetches it again once).
 *
 * Every failure is an `OidcError`; its `reason` is for the log and the audit entry only, the browser
 * only ever learns "Google sign-in not successful".
 */

export class OidcError extends Error {
  constructor(readonly reason: string) {
    super(`oidc: ${reason}`);
  }
}

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What a verified ID token says about the person. */
export interface OidcIdentity {
  subject: string;
  email: string;
  name: string;
  /** Every claim of the verified ID token (an organization's provider may name a role in one). */
  claims: JWTPayload;
}

export interface OidcClient {
  authorizationUrl(request: { redirectUri: string; state: string; nonce: string; codeVerifier: string; locale: string }): Promise<string>;
  /** Exchanges the code (with the PKCE verifier) and returns the verified identity; `nonce` must match. */
  signIn(request: { code: string; codeVerifier: string; redirectUri: string; nonce: string }): Promise<OidcIdentity>;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
}

const DISCOVERY_TTL_MS = 60 * 60_000;
const JWKS_TTL_MS = 10 * 60_000;
/** An unknown key id refreshes the JWKS, but not more often than this (a forged `kid` cannot make us hammer the issuer). */
const JWKS_REFRESH_MIN_MS = 30_000;
/** Clock skew allowed on `exp`, `iat` and `nbf`. */
const CLOCK_TOLERANCE_S = 60;

/** The PKCE S256 challenge of a verifier (RFC 7636 4.2). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/** How an issuer other than Google is asked (an organization's own provider: modules/auth/sso). */
export interface OidcClientOptions {
  /** Extra parameters of the authorization address; default Google's account chooser and language. */
  authorizationParams?: (locale: string) => Record<string, string>;
  /** Signature algorithms accepted on the ID token; default RS256. */
  algorithms?: string[];
}

const googleParams = (locale: string) => ({ prompt: 'select_account', hl: locale });

export function googleOidcClient(
  config: OidcConfig,
  egress: Egress,
  now: () => Date = () => new Date(),
  clientOptions: OidcClientOptions = {},
): OidcClient {
  let discovery: { value: Discovery; at: number } | null = null;
  let jwks: { value: JSONWebKeySet; at: number } | null = null;
  // Google's tokens may name the issuer without the scheme (developers.google.com/identity/openid-connect).
  const issuers = [config.issuer, ...(config.issuer === 'https://accounts.google.com' ? ['accounts.google.com'] : [])];

  async function getJson(url: string, init: { method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> } = {}) {
    let response: Awaited<ReturnType<Egress['request']>>;
    try {
      response = await egress.request(url, {
        ...init,
        maxBytes: 512 * 1024,
        maxRedirects: 0,
        headers: { accept: 'application/json', ...init.headers },
      });
    } catch (error) {
      throw new OidcError(`unreachable ${url}: ${(error as Error).message}`);
    }
    if (response.status !== 200) throw new OidcError(`status ${response.status} from ${url}`);
    try {
      return JSON.parse(response.body.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw new OidcError(`not JSON from ${url}`);
    }
  }

  async function discover(): Promise<Discovery> {
    if (discovery && Date.now() - discovery.at < DISCOVERY_TTL_MS) return discovery.value;
    const doc = await getJson(`${config.issuer}/.well-known/openid-configuration`);
    const fields = ['issuer', 'authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const;
    for (const field of fields) if (typeof doc[field] !== 'string') throw new OidcError(`discovery without ${field}`);
    // OpenID Connect Discovery 4.3: the document's issuer must be the one asked.
    if ((doc.issuer as string).replace(/\/+$/, '') !== config.issuer) throw new OidcError('discovery issuer mismatch');
    for (const field of fields.slice(1)) {
      const url = new URL(doc[field] as string);
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && new URL(config.issuer).protocol === 'http:')) {
        throw new OidcError(`insecure ${field}`);
      }
    }
    discovery = { value: doc as unknown as Discovery, at: Date.now() };
    return discovery.value;
  }

  async function keys(force: boolean): Promise<JSONWebKeySet> {
    const fresh = jwks && Date.now() - jwks.at < (force ? JWKS_REFRESH_MIN_MS : JWKS_TTL_MS);
    if (jwks && fresh) return jwks.value;
    const doc = await getJson((await discover()).jwks_uri);
    if (!Array.isArray(doc.keys)) throw new OidcError('JWKS without keys');
    jwks = { value: doc as unknown as JSONWebKeySet, at: Date.now() };
    return jwks.value;
  }

  async function verify(idToken: string): Promise<JWTPayload> {
    const options = {
      issuer: issuers,
      audience: config.clientId,
      algorithms: clientOptions.algorithms ?? ['RS256'],
      clockTolerance: CLOCK_TOLERANCE_S,
      currentDate: now(),
      requiredClaims: ['exp', 'iat', 'sub'],
    };
    try {
      return (await jwtVerify(idToken, createLocalJWKSet(await keys(false)), options)).payload;
    } catch (error) {
      if (!(error instanceof joseErrors.JWKSNoMatchingKey)) throw new OidcError(`id token: ${(error as Error).message}`);
    }
    try {
      // The issuer may have rotated its keys since the JWKS was kept.
      return (await jwtVerify(idToken, createLocalJWKSet(await keys(true)), options)).payload;
    } catch (error) {
      throw new OidcError(`id token: ${(error as Error).message}`);
    }
  }

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier, locale }) {
      const url = new URL((await discover()).authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: pkceChallenge(codeVerifier),
        code_challenge_method: 'S256',
        ...(clientOptions.authorizationParams ?? googleParams)(locale),
      }).toString();
      return url.toString();
    },

    async signIn({ code, codeVerifier, redirectUri, nonce }) {
      const tokens = await getJson((await discover()).token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: config.clientId,
          client_secret: config.clientSecret,
          code_verifier: codeVerifier,
        }).toString(),
      });
      if (typeof tokens.id_token !== 'string') throw new OidcError('no id_token');
      const claims = await verify(tokens.id_token);
      if (claims.nonce !== nonce) throw new OidcError('nonce mismatch');
      // Several audiences: the authorized party must be us (OpenID Connect Core 3.1.3.7).
      if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== config.clientId) throw new OidcError('azp mismatch');
      if (claims.email_verified !== true && claims.email_verified !== 'true') throw new OidcError('email not verified');
      const email = typeof claims.email === 'string' ? claims.email.trim() : '';
      if (!email || email.length > 254 || !email.includes('@')) throw new OidcError('no email');
      const name = typeof claims.name === 'string' ? claims.name.trim().slice(0, 120) : '';
      return { subject: String(claims.sub), email, name, claims };
    },
  };
}
