import type { AppConfig } from '../config.ts';
import { createEgress, type Egress, type EgressLog, type TrustedOrigin } from './egress.ts';

/**
 * Every base URL the operator configures for a service the server calls over HTTP through the egress
 * client, by the feature that calls it (security.md "Outbound requests", SSRF-3). A feature's client
 * trusts exactly its own origins, loopback and private addresses included (a self-hosted Open-Meteo
 * on 127.0.0.1, a model server on the local network); nothing else is trusted, and no other feature's
 * client trusts them. Unset services (no key, no client id) trust nothing.
 *
 * Not here, because they do not go through the egress client: STRIPE_API_BASE (the Stripe library
 * talks to it directly, docs/decisions.md), S3_ENDPOINT, SMTP_URL, DATABASE_URL; META_OAUTH_URL and
 * CANVA_AUTH_URL are only pages the browser is sent to.
 */
export function operatorOrigins(config: AppConfig) {
  const { unsplash, pexels } = config.stockPhotos;
  const one = (variable: string, url: string | undefined): TrustedOrigin[] => (url ? [{ variable, url }] : []);
  return {
    weather: one('WEATHER_API_URL', config.weatherApiUrl),
    geocoding: one('GEOCODING_API_URL', config.geocodingApiUrl),
    metaGraph: one('META_GRAPH_URL', config.meta.graphUrl),
    stockPhotos: [...one('UNSPLASH_API_URL', unsplash?.apiUrl), ...one('PEXELS_API_URL', pexels?.apiUrl)],
    canva: one('CANVA_API_BASE', config.canva?.apiBase),
    ai: one('AI_BASE_URL', config.ai?.baseUrl),
    google: one('GOOGLE_ISSUER_URL', config.google?.issuer),
  } satisfies Record<string, TrustedOrigin[]>;
}

export type OperatorService = keyof ReturnType<typeof operatorOrigins>;

interface EgressContext {
  config: AppConfig;
  log: EgressLog;
}

/**
 * The egress client of a feature that calls the operator's configured services: their origins are
 * trusted; any other address (a redirect elsewhere, an image host) meets every rule of lib/egress.ts.
 */
export function serviceEgress(ctx: EgressContext, ...services: OperatorService[]): Egress {
  const origins = operatorOrigins(ctx.config);
  return createEgress({
    allowLoopback: ctx.config.egressAllowLoopback,
    trustedOrigins: services.flatMap((service) => origins[service]),
    log: ctx.log,
  });
}

/**
 * The egress client for addresses authors and organizations choose (news feeds, spreadsheets, websites,
 * media and pictures by URL): nothing is trusted, whatever the operator configured for other features.
 */
export function userAddressEgress(ctx: EgressContext): Egress {
  return createEgress({ allowLoopback: ctx.config.egressAllowLoopback, log: ctx.log });
}
