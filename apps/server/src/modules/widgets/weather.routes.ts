import { weatherLocationsBody, weatherLocationsResponse } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../core/context.ts';
import { serviceEgress } from '../../lib/egress-clients.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonPost } from '../../lib/http.ts';
import { limit } from '../../lib/rate-limiter.ts';
import { SourceFetchError } from './fetchers.ts';
import { registerWeatherFetcher, searchLocations } from './weather.ts';

/** Editors of content in an organization whose licence has the weather widget. */
const weatherEditor = { access: { auth: 'session' as const, permission: 'content.manage' as const, feature: 'widgets.weather' as const } };

/** The weather widget's server side: its source fetcher and the editor's place search. */
export async function weatherRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // The fetcher's base URL comes from the configuration, so it is registered here, where the configuration is known.
  // Each client trusts its own operator-configured origin only (a self-hosted Open-Meteo may be on loopback).
  registerWeatherFetcher(ctx.config, serviceEgress(ctx, 'weather'));
  const egress = serviceEgress(ctx, 'geocoding');
  const post = jsonPost(app, ['widgets']);
  post(
    '/widget/weather/locations',
    'Places matching a search (weather widget editor), from the geocoding service',
    weatherLocationsBody,
    weatherLocationsResponse,
    weatherEditor,
    async (b, r) => {
      const auth = caller(r);
      // Each search is an outbound request: bounded per user.
      await ctx.rate.admit(limit('weather-search:user', auth.user.id));
      try {
        return { locations: await searchLocations(egress, ctx.config.geocodingApiUrl, b.query, b.language) };
      } catch (error) {
        if (error instanceof SourceFetchError) {
          r.log.info({ code: error.code }, 'weather location search failed');
          throw new AppError(502, error.code === 'WIDGET_SOURCE_INVALID' ? 'WIDGET_SOURCE_INVALID' : 'WIDGET_SOURCE_UNREACHABLE');
        }
        throw error;
      }
    },
  );
}
