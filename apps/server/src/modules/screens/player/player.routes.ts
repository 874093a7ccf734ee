import {
  envelope,
  playerHeartbeatBody,
  playerHeartbeatResponse,
  playerMediaParams,
  playerProofOfPlayBody,
  playerProofOfPlayResponse,
  playerRegisterBody,
  playerRegisterResponse,
  playerTimeResponse,
  recordIdParam,
  SCREENSHOT_MAX_BYTES,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/errors.ts';
import { jsonPost, ok } from '../../../lib/http.ts';
import { playerOf } from '../../../core/context.ts';
import { sendStored } from '../../../lib/serve-stored.ts';
import { openSse } from '../../realtime/sse.ts';

/**
 * Player calls: a device secret is required; the flood limit counts them per device, not per address
 * (hundreds of screens of one venue share an address; each has its own credential).
 */
const device = { access: { auth: 'device' as const } };
const tags = ['player'];

/** The screen-facing protocol, `/api/player/*` (docs/screens.md). */
export async function playerRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { screens, player: service, storage } = app.services;
  const { streams, manifests, writes, takeovers } = screens;

  // Screenshots arrive as a bare JPEG body.
  app.addContentTypeParser('image/jpeg', { parseAs: 'buffer', bodyLimit: SCREENSHOT_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  const post = jsonPost(app, tags);

  post(
    '/player/register',
    'A new screen: its secret and a 4-digit pairing code',
    playerRegisterBody,
    playerRegisterResponse,
    { access: { auth: 'public' } },
    (b, r) => service.register(b, r.ip),
  );

  app.get(
    '/player/manifest',
    {
      schema: { tags, summary: 'Everything the screen plays (ETag; 304 when unchanged). Not enveloped.' },
      config: device,
    },
    async (request, reply) => {
      const identity = playerOf(request);
      const m = await service.manifest(identity);
      // What the bounded re-validation compares with (ManifestCache.revalidate): paired manifests only.
      if (identity.organizationId !== null && 'key' in m) manifests.noteSent(identity.id, m.version);
      const etag = `"${m.version}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      const inm = request.headers['if-none-match'];
      if (inm?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) return reply.code(304).send();
      reply.header('content-type', 'application/json; charset=utf-8');
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(m.gzip);
      }
      return reply.send(m.body);
    },
  );

  app.get(
    '/player/events',
    { schema: { tags, summary: 'Server-sent events: manifest, takeovers, paired, revoked, reload, screenshot' }, config: device },
    async (request, reply) => {
      const identity = playerOf(request);
      const stream = openSse(request, reply, streams.keepAliveMs, () => app.ctx.now().getTime());
      streams.attachPlayer(identity.id, stream);
      // From here every takeovers push for the device reaches this stream too (the opening one is not repeated).
      const attachedAt = takeovers.pushMark();
      // Tell the player where it stands, so a reconnect never misses a change.
      if (identity.organizationId !== null) {
        const built = await manifests.manifest(identity.id).catch(() => null);
        if (built) {
          stream.send('manifest', { version: built.version });
          manifests.noteSent(identity.id, built.version);
        }
        // Then its alerts and messages (docs/alerts.md, "Delivery"); followed for changes from here on.
        await takeovers.opened(identity.id, identity.organizationId, stream, attachedAt).catch(() => undefined);
      }
    },
  );

  post(
    '/player/heartbeat',
    'Status, versions, what is playing (written in batches)',
    playerHeartbeatBody,
    playerHeartbeatResponse,
    device,
    async (b, r) => {
      await writes.heartbeat(playerOf(r), b);
      return { serverTime: app.ctx.now().toISOString() };
    },
  );

  app.get(
    '/player/time',
    {
      schema: {
        tags,
        summary: "The server's clock (epoch ms): one round trip of a synchronized screen's clock estimation",
        response: { 200: envelope(playerTimeResponse) },
      },
      config: device,
    },
    async () => ok({ serverMs: app.ctx.now().getTime() }),
  );

  post(
    '/player/proof-of-play',
    'Proof-of-play records (idempotent on id; written in batches)',
    playerProofOfPlayBody,
    playerProofOfPlayResponse,
    device,
    async (b, r) => ({ accepted: writes.proofOfPlay(playerOf(r), b.records) }),
  );

  app.post(
    '/player/screenshot',
    {
      schema: {
        tags,
        summary: 'The latest screenshot (JPEG body, at most 2 MB)',
        response: { 200: envelope(z.object({ ok: z.literal(true) })) },
      },
      config: device,
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'SCREENSHOT_INVALID');
      return ok(await service.screenshot(playerOf(request), request.body));
    },
  );

  const mediaRoute = {
    schema: { tags, summary: 'A media file by content hash (Range; immutable)', params: playerMediaParams },
    config: device,
  };
  const sendMedia = async (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    const params = request.params as z.infer<typeof playerMediaParams>;
    const row = await service.mediaFor(playerOf(request), params.mediaId, params.hash);
    return sendStored(request, reply, storage, { key: row.storageKey, etag: row.sha256, mimeType: row.mimeType, name: row.name });
  };
  app.get('/player/media/:mediaId/:hash', mediaRoute, sendMedia);

  app.get(
    '/player/theme/:organizationId/:kind/:hash',
    {
      schema: { tags, summary: "A theme image of the screen's organization or an ancestor (immutable)", params: playerThemeParams },
      config: device,
    },
    async (request, reply) => {
      const { organizationId, kind, hash } = request.params;
      const file = await service.themeImageFor(playerOf(request), organizationId, kind, hash);
      return sendStored(request, reply, storage, file);
    },
  );
}

const playerThemeParams = z.strictObject({
  organizationId: recordIdParam,
  kind: z.enum(['logo', 'background']),
  hash: z.string().regex(/^[a-f0-9]{64}$/),
});
