import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';

/** A coarse per-address flood limit; the sensitive flows have their own, database-backed limits (lib/rate-limiter.ts). */
export async function registerFloodLimit(app: FastifyInstance, config: AppConfig) {
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimits ? 1200 : 1_000_000,
    timeWindow: '1 minute',
    allowList: () => !config.rateLimits,
  });
}
