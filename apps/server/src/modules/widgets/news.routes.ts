import { newsCheckBody, newsCheckResponse } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../core/context.ts';
import type { Egress } from '../../lib/egress.ts';
import { userAddressEgress } from '../../lib/egress-clients.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonPost } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import { SourceFetchError } from './fetchers.ts';
import { checkFeed } from './news.ts';

/** Editor call of the news widget: content roles, with the licence's news flag. */
const newsCheckAccess = { access: { auth: 'session' as const, permission: 'content.manage' as const, feature: 'widgets.news' as const } };

/** A failed check as the CMS shows it: 400 with a catalogue code, never a 500 or the upstream's answer. */
export function newsCheckError(error: unknown): AppError {
  const code = error instanceof SourceFetchError ? error.code : 'WIDGET_SOURCE_UNREACHABLE';
  if (code === 'NEWS_NOT_RSS2') return new AppError(400, 'NEWS_NOT_RSS2');
  // Malformed or refused (private, loopback, link-local, metadata, a redirect to one): one answer.
  if (code === 'WEB_ADDRESS_INVALID') return new AppError(400, 'FIELD_INVALID', undefined, { url: 'WEB_ADDRESS_INVALID' });
  return new AppError(400, 'WIDGET_SOURCE_UNREACHABLE');
}

/**
 * POST /widget/news/check {url} → {ok, title, count} (news widget; security.md SSRF-1..5):
 * the feed is fetched through the egress client and parsed like the fetcher does; only its title and
 * story count go back (never the upstream body).
 */
export async function newsRoutes(appBase: FastifyInstance, options: { egress?: Egress } = {}) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const egress = options.egress ?? userAddressEgress(ctx);
  const post = jsonPost(app, ['widgets']);
  post(
    '/widget/news/check',
    'Whether an address is an RSS 2.0 feed: its title and story count',
    newsCheckBody,
    newsCheckResponse,
    newsCheckAccess,
    async (b, r) => {
      const auth = caller(r);
      // Each check is an outbound request: at most 30 a minute per user.
      await ctx.rate.admit(limit('news-check:user', auth.user.id));
      try {
        const feed = await checkFeed(egress, b.url);
        return { ok: true as const, title: feed.title, count: feed.count };
      } catch (error) {
        r.log.info(
          { code: error instanceof SourceFetchError ? error.code : 'unknown', reason: (error as Error).message },
          'news feed check refused',
        );
        throw newsCheckError(error);
      }
    },
  );
}
