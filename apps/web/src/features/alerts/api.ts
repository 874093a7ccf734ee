/**
 * Alerts and integrations (contracts/alerts.ts, docs/alerts.md) and their query keys. Every call is
 * POST with `sessionKey` in the body and answers the envelope's `response`. Owner and admin only,
 * behind the licence flag `enableBroadcastAlerts`.
 */
import {
  alertCreateBody,
  alertDetail,
  alertIdBody,
  alertListBody,
  alertSummary,
  alertUpdateBody,
  integrationCreateBody,
  integrationEnableBody,
  integrationIdBody,
  integrationListBody,
  integrationSecret,
  integrationSummary,
  integrationUpdateBody,
  okResult,
} from '@signage/shared';
import { z } from 'zod';
import { type BodyOf, endpoint } from '../../api/client.ts';

export type AlertCreate = BodyOf<typeof alertCreateBody>;
export type IntegrationCreate = BodyOf<typeof integrationCreateBody>;

export const alertsApi = {
  /** Name order. */
  list: endpoint('/alerts/list', { body: alertListBody, response: z.array(alertSummary) }),
  /** With the history (newest first) and the receipts of the latest activation. */
  info: endpoint('/alerts/info', { body: alertIdBody, response: alertDetail }),
  create: endpoint('/alerts/create', { body: alertCreateBody, response: alertSummary }),
  update: endpoint('/alerts/update', { body: alertUpdateBody, response: alertSummary }),
  /** Idempotent: an active alert stays as it is. */
  broadcast: endpoint('/alerts/broadcast', { body: alertIdBody, response: alertSummary }),
  deactivate: endpoint('/alerts/deactivate', { body: alertIdBody, response: alertSummary }),
  /** Only while deactivated (400 `ALERT_ACTIVE`). */
  remove: endpoint('/alerts/delete', { body: alertIdBody, response: okResult }),
};

export const integrationsApi = {
  list: endpoint('/alerts/integrations/list', { body: integrationListBody, response: z.array(integrationSummary) }),
  /** Answers the key and its URLs: shown once. */
  create: endpoint('/alerts/integrations/create', { body: integrationCreateBody, response: integrationSecret }),
  update: endpoint('/alerts/integrations/update', { body: integrationUpdateBody, response: integrationSummary }),
  enable: endpoint('/alerts/integrations/enable', { body: integrationEnableBody, response: integrationSummary }),
  /** A new key (the old one stops working); answered once, like create's. */
  regenerate: endpoint('/alerts/integrations/regenerate', { body: integrationIdBody, response: integrationSecret }),
  /** Only while disabled (400 `INTEGRATION_ENABLED`). */
  remove: endpoint('/alerts/integrations/delete', { body: integrationIdBody, response: okResult }),
};

const all = ['alerts'] as const;
export const alertsKeys = {
  all,
  list: [...all, 'list'] as const,
  detail: (alertId: number) => [...all, 'detail', alertId] as const,
  integrations: [...all, 'integrations'] as const,
};
