import { envelope, playerAlertReceiptsBody, playerAlertReceiptsResponse, playerTakeovers } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { playerOf } from '../../../core/context.ts';
import { jsonPost } from '../../../lib/http.ts';

const device = { access: { auth: 'device' as const } };
const tags = ['player'];

/** The player's takeover channel (docs/alerts.md, "Delivery"): its alerts and messages, and its receipts. */
export async function takeoversRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { takeovers, receipts } = app.services.screens;

  // Untyped: the answer is sent as text already serialized (the schema documents it).
  appBase.get(
    '/player/takeovers',
    {
      schema: {
        tags,
        summary: "The screen's active alerts and its current and coming messages (also pushed as the `takeovers` event)",
        response: { 200: envelope(playerTakeovers) },
      },
      config: device,
    },
    async (request, reply) => {
      const p = await takeovers.current(playerOf(request));
      // Serialized once per distinct state, shared by every screen that has it.
      return reply.header('content-type', 'application/json; charset=utf-8').send(`{"response":${p.json}}`);
    },
  );

  jsonPost(app, tags)(
    '/player/alert-receipts',
    'When alerts went on and off this screen (idempotent; written in batches)',
    playerAlertReceiptsBody,
    playerAlertReceiptsResponse,
    device,
    async (b, r) => ({ accepted: await receipts.record(playerOf(r), b.receipts) }),
  );
}
