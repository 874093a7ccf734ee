import { createHash } from 'node:crypto';
import type { CanvaDesign, CanvaExportFormat } from '@signage/shared';
import { z } from 'zod';
import { type Egress, EgressError } from '../../lib/egress.ts';

/**
 * The Canva Connect API (the design service; docs/integrations.md "Canva";
 * https://www.canva.dev/docs/connect/): OAuth 2.0 authorization code with PKCE (S256), the token
 * endpoint with client_secret_basic, refresh tokens (single use: each refresh answers a new one),
 * revocation; the designs list (paged by `continuation`), one design, and asynchronous export jobs
 * (`POST /v1/exports`, then `GET /v1/exports/{id}` until `success` with download URLs).
 * The API base is operator-configured (a trusted origin of the egress client); thumbnails and export
 * downloads come from Canva's CDN hosts (or, in tests, the configured fake's origin) and are fetched
 * with the public-address checks.
 */

/** The service failed: unreachable, time-out, an unexpected status, an answer not of the documented shape. */
export class CanvaApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status Canva answered (0: none). */
    readonly status = 0,
  ) {
    super(message);
  }
  /** Canva refused the token or the grant (revoked, expired, a wrong code or verifier). */
  get unauthorized(): boolean {
    return this.status === 400 || this.status === 401;
  }
}

export interface CanvaTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  scope: string;
}

export type CanvaExportJob =
  | { id: string; status: 'in_progress' }
  | { id: string; status: 'success'; urls: string[] }
  | { id: string; status: 'failed'; code: string };

export interface CanvaClient {
  authorizationUrl(p: { redirectUri: string; state: string; codeVerifier: string }): string;
  exchangeCode(p: { code: string; codeVerifier: string; redirectUri: string }): Promise<CanvaTokens>;
  refresh(refreshToken: string): Promise<CanvaTokens>;
  revoke(token: string): Promise<void>;
  listDesigns(accessToken: string, continuation: string | undefined): Promise<{ items: CanvaDesign[]; continuation: string | null }>;
  design(accessToken: string, designId: string): Promise<CanvaDesign>;
  createExport(accessToken: string, designId: string, format: CanvaExportFormat): Promise<CanvaExportJob>;
  exportJob(accessToken: string, exportId: string): Promise<CanvaExportJob>;
  /** An export's file (at most `maxBytes`), from Canva's download host. */
  download(url: string, maxBytes: number): Promise<Buffer>;
  /** Origins the CMS may load design thumbnails from (Content-Security-Policy img-src). */
  readonly imageOrigins: string[];
}

/** What the integration asks of a user: read their designs' metadata and export their content. */
export const CANVA_SCOPES = 'design:meta:read design:content:read';
const API_TIMEOUT_MS = 10_000;
const API_MAX_BYTES = 2 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 60_000;
/** Canva's hosts for thumbnails and export downloads. */
const CANVA_CDN_HOSTS = ['document-export.canva.com', 'export-download.canva.com'];

/** PKCE S256 challenge of a verifier (RFC 7636). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

export function canvaImageOrigins(apiBase: string): string[] {
  const origins = CANVA_CDN_HOSTS.map((h) => `https://${h}`);
  const api = new URL(apiBase).origin;
  if (api !== 'https://api.canva.com') origins.push(api);
  return origins;
}

function urlAllowed(raw: string, origins: string[]): boolean {
  try {
    const url = new URL(raw);
    return !url.username && !url.password && origins.includes(url.origin);
  } catch {
    return false;
  }
}

const tokenAnswer = z.object({
  access_token: z.string().min(1).max(10_000),
  refresh_token: z.string().min(1).max(10_000),
  token_type: z.string().optional(),
  expires_in: z.number().positive(),
  scope: z.string().max(2000).optional(),
});

const designAnswer = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  title: z.string().max(1000).nullish(),
  thumbnail: z.object({ url: z.string().max(4000), width: z.number().optional(), height: z.number().optional() }).nullish(),
  page_count: z.number().int().nonnegative().nullish(),
  updated_at: z.number().nullish(),
});
const designsAnswer = z.object({ items: z.array(z.unknown()), continuation: z.string().max(2000).nullish() });
const jobAnswer = z.object({
  job: z.object({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/),
    status: z.enum(['in_progress', 'success', 'failed']),
    urls: z.array(z.string().max(4000)).nullish(),
    error: z
      .object({ code: z.string().max(200) })
      .passthrough()
      .nullish(),
  }),
});

export function canvaConnect(
  config: { clientId: string; clientSecret: string; apiBase: string; authUrl: string },
  egress: Egress,
  now: () => Date,
): CanvaClient {
  const imageOrigins = canvaImageOrigins(config.apiBase);
  const basic = `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`;

  async function call(
    path: string,
    init: { method?: 'GET' | 'POST'; token?: string; form?: Record<string, string>; json?: unknown },
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.authorization = basic;
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(init.json);
    }
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let response: Awaited<ReturnType<Egress['request']>>;
    try {
      response = await egress.request(`${config.apiBase}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body,
        timeoutMs: API_TIMEOUT_MS,
        maxBytes: API_MAX_BYTES,
        // Tokens and the client secret are never sent to another host.
        maxRedirects: 0,
      });
    } catch (error) {
      throw new CanvaApiError(`unreachable: ${(error as Error).message}`);
    }
    if (response.status < 200 || response.status >= 300) throw new CanvaApiError(`answered ${response.status}`, response.status);
    const text = response.body.toString('utf8');
    if (text.trim() === '') return { status: response.status, body: {} };
    try {
      return { status: response.status, body: JSON.parse(text) };
    } catch {
      throw new CanvaApiError('answer is not JSON', response.status);
    }
  }

  const tokens = (raw: unknown): CanvaTokens => {
    const parsed = tokenAnswer.safeParse(raw);
    if (!parsed.success) throw new CanvaApiError('not a token answer');
    return {
      accessToken: parsed.data.access_token,
      refreshToken: parsed.data.refresh_token,
      expiresAt: new Date(now().getTime() + parsed.data.expires_in * 1000),
      scope: parsed.data.scope ?? '',
    };
  };

  const toDesign = (raw: unknown): CanvaDesign | null => {
    const parsed = designAnswer.safeParse(raw);
    if (!parsed.success) return null;
    const d = parsed.data;
    const thumb = d.thumbnail?.url && urlAllowed(d.thumbnail.url, imageOrigins) ? d.thumbnail.url : null;
    return {
      id: d.id,
      title: (d.title ?? '').slice(0, 255),
      thumbnailUrl: thumb,
      pageCount: d.page_count ?? null,
      updatedAt: d.updated_at ? new Date(d.updated_at * 1000).toISOString() : null,
    };
  };

  const toJob = (raw: unknown): CanvaExportJob => {
    const parsed = jobAnswer.safeParse(raw);
    if (!parsed.success) throw new CanvaApiError('not an export job answer');
    const j = parsed.data.job;
    if (j.status === 'success') {
      const urls = j.urls ?? [];
      if (urls.length === 0) throw new CanvaApiError('export without a file');
      return { id: j.id, status: 'success', urls };
    }
    if (j.status === 'failed') return { id: j.id, status: 'failed', code: j.error?.code ?? 'unknown' };
    return { id: j.id, status: 'in_progress' };
  };

  return {
    imageOrigins,
    authorizationUrl({ redirectUri, state, codeVerifier }) {
      const url = new URL(config.authUrl);
      url.search = new URLSearchParams({
        code_challenge_method: 's256',
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: CANVA_SCOPES,
        code_challenge: pkceChallenge(codeVerifier),
        state,
      }).toString();
      return url.toString();
    },
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const answer = await call('/v1/oauth/token', {
        method: 'POST',
        form: { grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: redirectUri },
      });
      return tokens(answer.body);
    },
    async refresh(refreshToken) {
      const answer = await call('/v1/oauth/token', { method: 'POST', form: { grant_type: 'refresh_token', refresh_token: refreshToken } });
      return tokens(answer.body);
    },
    async revoke(token) {
      await call('/v1/oauth/revoke', { method: 'POST', form: { token } });
    },
    async listDesigns(accessToken, continuation) {
      const query = new URLSearchParams({ ownership: 'any', sort_by: 'modified_descending' });
      if (continuation) query.set('continuation', continuation);
      const answer = await call(`/v1/designs?${query}`, { token: accessToken });
      const parsed = designsAnswer.safeParse(answer.body);
      if (!parsed.success) throw new CanvaApiError('not a designs answer');
      return {
        items: parsed.data.items.map(toDesign).filter((d): d is CanvaDesign => d !== null),
        continuation: parsed.data.continuation || null,
      };
    },
    async design(accessToken, designId) {
      const answer = await call(`/v1/designs/${encodeURIComponent(designId)}`, { token: accessToken });
      const design = toDesign((answer.body as { design?: unknown }).design);
      if (!design) throw new CanvaApiError('not a design answer');
      return design;
    },
    async createExport(accessToken, designId, format) {
      // A PNG is the first page (a slide is one picture); a PDF keeps every page.
      const body = { design_id: designId, format: format === 'png' ? { type: 'png', pages: [1] } : { type: 'pdf' } };
      return toJob((await call('/v1/exports', { method: 'POST', token: accessToken, json: body })).body);
    },
    async exportJob(accessToken, exportId) {
      return toJob((await call(`/v1/exports/${encodeURIComponent(exportId)}`, { token: accessToken })).body);
    },
    async download(url, maxBytes) {
      if (!urlAllowed(url, imageOrigins)) throw new CanvaApiError('download host refused');
      let response: Awaited<ReturnType<Egress['request']>>;
      try {
        // The public-address checks (not a trusted origin); the signed URL answers directly.
        response = await egress.request(url, { timeoutMs: DOWNLOAD_TIMEOUT_MS, maxBytes, maxRedirects: 0 });
      } catch (error) {
        if (error instanceof EgressError && error.reason === 'tooLarge') throw new CanvaApiError('file too large');
        throw new CanvaApiError(`file unreachable: ${(error as Error).message}`);
      }
      if (response.status !== 200 || response.body.length === 0)
        throw new CanvaApiError(`file answered ${response.status}`, response.status);
      return response.body;
    },
  };
}
