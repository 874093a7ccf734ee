import { assistantStatusBody, assistantStatusResponse, assistantSuggestBody, assistantSuggestResponse } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../core/context.ts';
import { jsonPost } from '../../lib/http.ts';

const tags = ['assistant'];
/** Owner and admin with the licence flag `aiAssistantEnabled`. */
const read = { access: { auth: 'session' as const, permission: 'ai.use' as const, feature: 'aiAssistantEnabled' as const } };
/** Spends a credit: refused while the licence is view-only. */
const spend = { access: { ...read.access, write: true } };

/** The AI assistant (docs/integrations.md "AI assistant"). */
export async function assistantRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { assistant } = app.services;
  const post = jsonPost(app, tags);

  post(
    '/assistant/status',
    'Whether the AI assistant is configured on this server, and the credits the organization has left',
    assistantStatusBody,
    assistantStatusResponse,
    read,
    (_b, r) => assistant.status(caller(r)),
  );
  post(
    '/assistant/suggest',
    'Five options for one credit: headlines, rewrites, translations or slide copy (402 OUT_OF_CREDITS; refunded on provider failure)',
    assistantSuggestBody,
    assistantSuggestResponse,
    spend,
    (b, r) => assistant.suggest(caller(r), b, r.locale, r.ip),
  );
}
