import type { Egress } from '../../lib/egress.ts';
import { type FetchContext, registerFetcher, SourceFetchError } from './fetchers.ts';
import * as graph from './meta-graph.ts';
import type { SocialConnectionsService } from './social.service.ts';

/** Page posts change slowly; the Graph API's rate limits reward not asking often. */
export const SOCIAL_FRESHNESS_MS = 15 * 60_000;
export const SOCIAL_MAX_POSTS = 10;

export interface SocialPost {
  text: string;
  /** Our stored copy of the post's picture (never the provider's URL), or null. */
  imageUrl: string | null;
  createdAt: string | null;
  link: string | null;
}

/** What the Facebook and Instagram widgets render. No posts → an empty list ("This page has no posts"). */
export interface SocialData {
  pageName: string;
  posts: SocialPost[];
}

export interface SocialSourceParams extends Record<string, unknown> {
  connectionId: string;
  pageId: string;
  max: number;
}

async function withStoredImages(posts: graph.MetaPost[], ctx: FetchContext): Promise<SocialPost[]> {
  return Promise.all(
    posts.map(async ({ imageSource, ...post }) => {
      let imageUrl: string | null = null;
      if (imageSource) imageUrl = await ctx.storeImage(imageSource).catch(() => null); // a missing picture never fails the page
      return { ...post, imageUrl };
    }),
  );
}

const clampMax = (max: unknown) => Math.min(SOCIAL_MAX_POSTS, Math.max(1, Math.trunc(Number(max)) || 1));

/**
 * The fetchers of kinds `facebook` and `instagram`: params name a connection and a page; the server
 * looks up the page token itself (it is never in widget props or data). Graph API calls go through
 * `egress` (META_GRAPH_URL trusted, lib/egress-clients.ts); pictures through the fetch context's
 * `storeImage` (addresses the provider chose: every public-address rule).
 */
export function socialFetchers(social: Pick<SocialConnectionsService, 'pageCredentials'>, meta: graph.MetaConfig, egress: Egress) {
  return {
    async facebook(params: SocialSourceParams, ctx: FetchContext): Promise<SocialData> {
      const { page, token } = await social.pageCredentials(String(params.connectionId ?? ''), String(params.pageId ?? ''));
      const posts = await graph.pagePosts(egress, meta, page.id, token, clampMax(params.max));
      return { pageName: page.name, posts: await withStoredImages(posts, ctx) };
    },
    async instagram(params: SocialSourceParams, ctx: FetchContext): Promise<SocialData> {
      const { page, token } = await social.pageCredentials(String(params.connectionId ?? ''), String(params.pageId ?? ''));
      if (!page.instagram) throw new SourceFetchError('SOCIAL_NOT_CONNECTED', 'the page has no Instagram account');
      const posts = await graph.instagramMedia(egress, meta, page.instagram.id, token, clampMax(params.max));
      return { pageName: page.instagram.username || page.name, posts: await withStoredImages(posts, ctx) };
    },
  };
}

export function registerSocialFetchers(
  social: Pick<SocialConnectionsService, 'pageCredentials'>,
  meta: graph.MetaConfig,
  egress: Egress,
): void {
  const fetchers = socialFetchers(social, meta, egress);
  registerFetcher<SocialSourceParams, SocialData>({ kind: 'facebook', freshnessMs: SOCIAL_FRESHNESS_MS, fetch: fetchers.facebook });
  registerFetcher<SocialSourceParams, SocialData>({ kind: 'instagram', freshnessMs: SOCIAL_FRESHNESS_MS, fetch: fetchers.instagram });
}
