import { alertCreateBody, alertDetail, alertIdBody, alertListBody, alertSummary, alertUpdateBody, okResult } from '@signage/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { caller } from '../../core/context.ts';
import { jsonPost, metaOf } from '../../lib/http.ts';

const tags = ['alerts'];
const base = { auth: 'session' as const, permission: 'alerts.manage' as const, feature: 'enableBroadcastAlerts' as const };
const read = { access: base };
const write = { access: { ...base, write: true } };
/**
 * Putting an alert on air and taking it off stay possible on an expired (view-only) licence: safety
 * first (docs/alerts.md, "Who may do what").
 */
const onAir = { access: base };

/** Alerts (docs/alerts.md): owner and admin, behind the licence flag enableBroadcastAlerts. */
export async function alertsRoutes(appBase: FastifyInstance) {
  const app = appBase.withTypeProvider<ZodTypeProvider>();
  const { alerts: service } = app.services;
  const post = jsonPost(app, tags);

  post('/alerts/list', "The organization's alerts, by name", alertListBody, z.array(alertSummary), read, (b, r) =>
    service.list(caller(r), b.organizationId),
  );
  post('/alerts/info', 'An alert with its history and the receipts of its latest activation', alertIdBody, alertDetail, read, (b, r) =>
    service.info(caller(r), b.alertId),
  );
  post('/alerts/create', 'A new alert (deactivated)', alertCreateBody, alertSummary, write, (b, r) =>
    service.create(caller(r), b, metaOf(r)),
  );
  post('/alerts/update', 'Change an alert (an active one shows the change at once)', alertUpdateBody, alertSummary, write, (b, r) =>
    service.update(caller(r), b, metaOf(r)),
  );
  post('/alerts/broadcast', 'Put an alert on its screens (idempotent)', alertIdBody, alertSummary, onAir, (b, r) =>
    service.broadcast(caller(r), b.alertId, metaOf(r)),
  );
  post('/alerts/deactivate', 'Take an alert off its screens (idempotent)', alertIdBody, alertSummary, onAir, (b, r) =>
    service.deactivateById(caller(r), b.alertId, metaOf(r)),
  );
  post('/alerts/delete', 'Delete a deactivated alert', alertIdBody, okResult, write, (b, r) =>
    service.remove(caller(r), b.alertId, metaOf(r)),
  );
}
