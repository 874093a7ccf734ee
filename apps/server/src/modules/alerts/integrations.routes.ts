import {
  integrationCreateBody,
  integrationEnableBody,
  integrationIdBody,
  integrationListBody,
  integrationSecret,
  integrationSummary,
  integrationUpdateBody,
  okResult,
} from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf } from '../../lib/http.ts';

const tags = ['integrations'];
const base = { auth: 'session' as const, permission: 'alerts.manage' as const, feature: 'enableBroadcastAlerts' as const };
const read = { access: base };
const write = { access: { ...base, write: true } };

/** Integrations (docs/alerts.md): owner and admin, behind the licence flag enableBroadcastAlerts. */
export async function integrationsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { alertIntegrations: service } = app.services;
  const post = jsonPost(app, tags);

  post('/alerts/integrations/list', "The organization's integrations", integrationListBody, z.array(integrationSummary), read, (b, r) =>
    service.list(caller(r), b.organizationId),
  );
  post(
    '/alerts/integrations/create',
    'A new integration; the answer carries its API key, once',
    integrationCreateBody,
    integrationSecret,
    write,
    (b, r) => service.create(caller(r), b, metaOf(r)),
  );
  post('/alerts/integrations/update', 'Change an integration', integrationUpdateBody, integrationSummary, write, (b, r) =>
    service.update(caller(r), b, metaOf(r)),
  );
  post('/alerts/integrations/enable', 'Enable or disable an integration', integrationEnableBody, integrationSummary, write, (b, r) =>
    service.enable(caller(r), b.integrationId, b.enabled, metaOf(r)),
  );
  post(
    '/alerts/integrations/regenerate',
    'A new API key (the old one stops working at once); answered once',
    integrationIdBody,
    integrationSecret,
    write,
    (b, r) => service.regenerate(caller(r), b.integrationId, metaOf(r)),
  );
  post('/alerts/integrations/delete', 'Delete a disabled integration', integrationIdBody, okResult, write, (b, r) =>
    service.remove(caller(r), b.integrationId, metaOf(r)),
  );
}
