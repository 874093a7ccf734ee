import type { AppConfig } from '../../config.ts';
import { type Egress, EgressError } from '../../lib/egress.ts';
import { SourceFetchError } from './fetchers.ts';

/**
 * The Meta Graph API adapter of the Facebook and Instagram widgets, written against Meta's documented
 * API (Facebook Login for Business, Graph API v21.0). Every request goes through the egress client;
 * tokens travel in the Authorization header, never in a URL the logs could keep. Failures become
 * SourceFetchError codes; the upstream's answer is never passed on.
 */
export const GRAPH_VERSION = 'v21.0';
export const META_SCOPES = 'pages_show_list,pages_read_engagement,instagram_basic';
const LIMITS = { timeoutMs: 10_000, maxBytes: 1024 * 1024 };

export type MetaConfig = AppConfig['meta'];

export interface MetaToken {
  accessToken: string;
  /** Absolute expiry; null when the provider gave none (page tokens of a long-lived user token). */
  expiresAt: Date | null;
}

export interface MetaPage {
  id: string;
  name: string;
  accessToken: string;
  instagram: { id: string; username: string } | null;
}

export interface MetaPost {
  text: string;
  imageSource: string | null;
  createdAt: string | null;
  link: string | null;
}

/** The login dialog's address (the browser goes there). */
export function dialogUrl(meta: MetaConfig, redirectUri: string, state: string): string {
  const url = new URL(`${meta.oauthUrl}/${GRAPH_VERSION}/dialog/oauth`);
  url.searchParams.set('client_id', meta.appId ?? '');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('scope', META_SCOPES);
  url.searchParams.set('response_type', 'code');
  return url.toString();
}

async function graphJson(
  egress: Egress,
  url: URL,
  token: string | null,
  method: 'GET' | 'DELETE' = 'GET',
): Promise<Record<string, unknown>> {
  let res: Awaited<ReturnType<Egress['request']>>;
  try {
    res = await egress.request(url.toString(), {
      ...LIMITS,
      method,
      maxRedirects: 0,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  } catch (error) {
    throw new SourceFetchError('WIDGET_SOURCE_UNREACHABLE', error instanceof EgressError ? error.message : 'graph request failed');
  }
  let body: unknown;
  try {
    body = JSON.parse(res.body.toString('utf8'));
  } catch {
    throw new SourceFetchError('WIDGET_SOURCE_INVALID', `graph answered ${res.status} without JSON`);
  }
  if (res.status === 401 || res.status === 403 || (res.status === 400 && isAuthError(body))) {
    throw new SourceFetchError('SOCIAL_NOT_CONNECTED', `graph refused the token (${res.status})`);
  }
  if (res.status !== 200 || typeof body !== 'object' || body === null) {
    throw new SourceFetchError('WIDGET_SOURCE_UNREACHABLE', `graph answered ${res.status}`);
  }
  return body as Record<string, unknown>;
}

/** Graph error 190 (invalid or expired token) and 10/200-range permission errors mean the connection is gone. */
function isAuthError(body: unknown): boolean {
  const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
  return code === 190 || code === 10 || (typeof code === 'number' && code >= 200 && code < 300);
}

function graphUrl(meta: MetaConfig, path: string, query: Record<string, string> = {}): URL {
  const url = new URL(`${meta.graphUrl}/${GRAPH_VERSION}/${path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return url;
}

function tokenOf(body: Record<string, unknown>, now: number): MetaToken {
  const accessToken = body.access_token;
  if (typeof accessToken !== 'string' || accessToken === '') throw new SourceFetchError('WIDGET_SOURCE_INVALID', 'no access_token');
  const expiresIn = Number(body.expires_in);
  return { accessToken, expiresAt: Number.isFinite(expiresIn) && expiresIn > 0 ? new Date(now + expiresIn * 1000) : null };
}

/** The code of the redirect → a short-lived user token (GET /oauth/access_token with the app secret). */
export async function exchangeCode(egress: Egress, meta: MetaConfig, redirectUri: string, code: string, now: number): Promise<MetaToken> {
  const url = graphUrl(meta, 'oauth/access_token', {
    client_id: meta.appId ?? '',
    client_secret: meta.appSecret ?? '',
    redirect_uri: redirectUri,
    code,
  });
  return tokenOf(await graphJson(egress, url, null), now);
}

/** A user token → a long-lived one (about 60 days): grant_type=fb_exchange_token. Also the refresh. */
export async function exchangeLongLived(egress: Egress, meta: MetaConfig, token: string, now: number): Promise<MetaToken> {
  const url = graphUrl(meta, 'oauth/access_token', {
    grant_type: 'fb_exchange_token',
    client_id: meta.appId ?? '',
    client_secret: meta.appSecret ?? '',
    fb_exchange_token: token,
  });
  return tokenOf(await graphJson(egress, url, null), now);
}

const str = (v: unknown) => (typeof v === 'string' ? v : null);

/** Pages the user manages, with their page tokens and linked Instagram accounts (first 100). */
export async function listPages(egress: Egress, meta: MetaConfig, userToken: string): Promise<MetaPage[]> {
  const url = graphUrl(meta, 'me/accounts', { fields: 'id,name,access_token,instagram_business_account{id,username}', limit: '100' });
  const body = await graphJson(egress, url, userToken);
  const data = Array.isArray(body.data) ? body.data : [];
  const pages: MetaPage[] = [];
  for (const raw of data as Array<Record<string, unknown>>) {
    const id = str(raw?.id);
    const accessToken = str(raw?.access_token);
    if (!id || !accessToken) continue;
    const ig = raw.instagram_business_account as Record<string, unknown> | undefined;
    const igId = str(ig?.id);
    pages.push({
      id,
      name: (str(raw.name) ?? id).slice(0, 200),
      accessToken,
      instagram: igId ? { id: igId, username: (str(ig?.username) ?? '').slice(0, 200) } : null,
    });
  }
  return pages;
}

/** A page's latest posts: message, full picture, time, link. */
export async function pagePosts(egress: Egress, meta: MetaConfig, pageId: string, pageToken: string, max: number): Promise<MetaPost[]> {
  const url = graphUrl(meta, `${encodeURIComponent(pageId)}/posts`, {
    fields: 'message,full_picture,created_time,permalink_url',
    limit: String(max),
  });
  const body = await graphJson(egress, url, pageToken);
  return ((Array.isArray(body.data) ? body.data : []) as Array<Record<string, unknown>>).slice(0, max).map((p) => ({
    text: (str(p?.message) ?? '').slice(0, 2000),
    imageSource: str(p?.full_picture),
    createdAt: str(p?.created_time),
    link: str(p?.permalink_url),
  }));
}

/** An Instagram professional account's latest media: caption, picture (a video's thumbnail), time, link. */
export async function instagramMedia(
  egress: Egress,
  meta: MetaConfig,
  igUserId: string,
  pageToken: string,
  max: number,
): Promise<MetaPost[]> {
  const url = graphUrl(meta, `${encodeURIComponent(igUserId)}/media`, {
    fields: 'caption,media_url,media_type,thumbnail_url,timestamp,permalink',
    limit: String(max),
  });
  const body = await graphJson(egress, url, pageToken);
  return ((Array.isArray(body.data) ? body.data : []) as Array<Record<string, unknown>>).slice(0, max).map((m) => ({
    text: (str(m?.caption) ?? '').slice(0, 2000),
    imageSource: m?.media_type === 'VIDEO' ? str(m?.thumbnail_url) : str(m?.media_url),
    createdAt: str(m?.timestamp),
    link: str(m?.permalink),
  }));
}

/** Revokes every permission the user gave the app (DELETE /me/permissions). */
export async function revokePermissions(egress: Egress, meta: MetaConfig, userToken: string): Promise<void> {
  await graphJson(egress, graphUrl(meta, 'me/permissions'), userToken, 'DELETE');
}
