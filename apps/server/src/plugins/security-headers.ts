import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config.ts';
import { stockImageOrigins } from '../modules/stock/stock-providers.ts';
import { canvaImageOrigins } from '../modules/canva/canva-client.ts';

/**
 * Security headers (helmet), built once and applied by one onRequest hook: @fastify/helmet would rebuild
 * the whole middleware (CSP parsing included) on every request, a measurable share of a screen herd's
 * CPU (docs/screens.md), so it is not used at all.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const https = config.publicUrl.startsWith('https://');
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Stock photo results are hot-linked from the configured services' image CDNs (as they ask).
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...stockImageOrigins(config.stockPhotos),
          ...(config.canva ? canvaImageOrigins(config.canva.apiBase) : []),
        ],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // Website elements (editor, previews, player) are sandboxed iframes of any http(s) site the
        // website check accepted; the video-by-link widget frames https://www.youtube-nocookie.com and
        // https://player.vimeo.com (VIDEO_EMBED_ORIGINS), which `https:` already admits. Nothing else
        // frames content.
        frameSrc: ["'self'", 'https:', 'http:'],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https ? { maxAge: 31_536_000 } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
  const applyHelmet = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    applyHelmet(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
