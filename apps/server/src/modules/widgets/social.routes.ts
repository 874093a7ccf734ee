import {
  type LicenceFlags,
  socialConnectBody,
  socialConnectResponse,
  socialDisconnectBody,
  socialDisconnectResponse,
  socialPagesBody,
  socialPagesResponse,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import { caller } from '../../core/context.ts';
import type { Egress } from '../../lib/egress.ts';
import { serviceEgress } from '../../lib/egress-clients.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonPost } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import { registerSocialFetchers } from './social.ts';
import { SocialConnectionsService } from './social.service.ts';

/** Editors of content; the licence and deployment checks are in `assertSocialOffered` (either widget will do). */
const socialEditor = { access: { auth: 'session' as const, permission: 'content.manage' as const } };

/** 403 unless this deployment offers the Facebook or Instagram widget (flag and Meta app) and the licence has it. */
export function assertSocialOffered(flags: LicenceFlags, deployment: AppConfig['widgets']['deployment']): void {
  const types = (['facebook', 'instagram'] as const).filter((type) => deployment[type]);
  if (types.length === 0) throw new AppError(403, 'WIDGET_NOT_AVAILABLE');
  if (!types.some((type) => flags.widgets[type])) throw new AppError(403, 'FEATURE_NOT_LICENSED');
}

/**
 * The Facebook and Instagram widgets' connection (docs/widgets-social.md): start the OAuth flow, its callback (which
 * redirects to the CMS's result page, spec 2.4), the connected pages, disconnect; and their fetchers.
 */
export async function socialRoutes(appBase: FastifyInstance, options: { egress?: Egress } = {}) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // Graph API calls only: META_GRAPH_URL is trusted; post pictures go through the widget sources' client.
  const egress = options.egress ?? serviceEgress(ctx, 'metaGraph');
  const social = new SocialConnectionsService(ctx, egress);
  registerSocialFetchers(social, ctx.config.meta, egress);
  const post = jsonPost(app, ['widgets']);

  post(
    '/widget/social/connect',
    "The provider's login address that connects a page (OAuth, single-use state for 10 minutes)",
    socialConnectBody,
    socialConnectResponse,
    socialEditor,
    async (_b, r) => {
      const auth = caller(r);
      assertSocialOffered(auth.licence.flags, ctx.config.widgets.deployment);
      await ctx.rate.admit(limit('social:user', auth.user.id));
      return { url: await social.connectUrl(auth.organization.id, auth.user.id) };
    },
  );

  // The provider sends the browser here. Public: the single-use state is the credential; the answer
  // is only a redirect to the CMS's result page, never data.
  app.get(
    '/widget/social/callback',
    {
      schema: {
        tags: ['widgets'],
        summary: 'OAuth redirect of the social networks: stores the connection, then shows the result page',
        querystring: z.object({
          code: z.string().max(2048).optional(),
          state: z.string().max(256).optional(),
          error: z.string().max(256).optional(),
          error_reason: z.string().max(256).optional(),
          error_description: z.string().max(1024).optional(),
        }),
      },
      config: { access: { auth: 'public' as const } },
    },
    async (request, reply) => {
      const { code, state, error } = request.query;
      // A refused consent (`error=access_denied`) comes without a code: the state is still used up.
      const outcome = await social.completeCallback(error ? undefined : code, state);
      const target = outcome.ok ? '/social/connected' : `/social/failed?reason=${outcome.reason}`;
      return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 303);
    },
  );

  post(
    '/widget/social/pages',
    "The organization's connection and the pages it can show (no tokens)",
    socialPagesBody,
    socialPagesResponse,
    socialEditor,
    async (_b, r) => {
      const auth = caller(r);
      assertSocialOffered(auth.licence.flags, ctx.config.widgets.deployment);
      await ctx.rate.admit(limit('social:user', auth.user.id));
      return { connection: await social.pages(auth.organization.id) };
    },
  );

  post(
    '/widget/social/disconnect',
    "Revokes the app's access at the provider and deletes the stored tokens",
    socialDisconnectBody,
    socialDisconnectResponse,
    socialEditor,
    async (_b, r) => {
      const auth = caller(r);
      assertSocialOffered(auth.licence.flags, ctx.config.widgets.deployment);
      await ctx.rate.admit(limit('social:user', auth.user.id));
      await social.disconnect(auth.organization.id);
      await ctx.audit.byCaller(auth, { action: 'widget.social_disconnected', objectType: 'social_connection', ip: r.ip });
      return { ok: true as const };
    },
  );
}
