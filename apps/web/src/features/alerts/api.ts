/**
 * Alerts and integrations (contracts/alerts.ts, docs/alerts.md) and their query keys. Every call is
 * POST with `sessionKey` in the body and answers the envelope's `response`. Owner and admin only,
 * behind the licence flag `enableBroadcastAlerts`.
 */
import type {
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
import type { z } from 'zod';
import { type BodyOf, endpoint } from '../../api/client.ts';

export type AlertCreate = BodyOf<typeof alertCreateBody>;
export type IntegrationCreate = BodyOf<typeof integrationCreateBody>;

export const alertsApi = {
  /** Name order. */
  list: endpoint<typeof alertListBody, z.ZodArray<typeof alertSummary>>('/alerts/list'),
  /** With the history (newest first) and the receipts of the latest activation. */
  info: endpoint<typeof alertIdBody, typeof alertDetail>('/alerts/info'),
  create: endpoint<typeof alertCreateBody, typeof alertSummary>('/alerts/create'),
  update: endpoint<typeof alertUpdateBody, typeof alertSummary>('/alerts/update'),
  /** Idempotent: an active alert stays as it is. */
  broadcast: endpoint<typeof alertIdBody, typeof alertSummary>('/alerts/broadcast'),
  deactivate: endpoint<typeof alertIdBody, typeof alertSummary>('/alerts/deactivate'),
  /** Only while deactivated (400 `ALERT_ACTIVE`). */
  remove: endpoint<typeof alertIdBody, typeof okResult>('/alerts/delete'),
};

export const integrationsApi = {
  list: endpoint<typeof integrationListBody, z.ZodArray<typeof integrationSummary>>('/alerts/integrations/list'),
  /** Answers the key and its URLs: shown once. */
  create: endpoint<typeof integrationCreateBody, typeof integrationSecret>('/alerts/integrations/create'),
  update: endpoint<typeof integrationUpdateBody, typeof integrationSummary>('/alerts/integrations/update'),
  enable: endpoint<typeof integrationEnableBody, typeof integrationSummary>('/alerts/integrations/enable'),
  /** A new key (the old one stops working); answered once, like create's. */
  regenerate: endpoint<typeof integrationIdBody, typeof integrationSecret>('/alerts/integrations/regenerate'),
  /** Only while disabled (400 `INTEGRATION_ENABLED`). */
  remove: endpoint<typeof integrationIdBody, typeof okResult>('/alerts/integrations/delete'),
};

const all = ['alerts'] as const;
export const alertsKeys = {
  all,
  list: [...all, 'list'] as const,
  detail: (alertId: number) => [...all, 'detail', alertId] as const,
  integrations: [...all, 'integrations'] as const,
};
