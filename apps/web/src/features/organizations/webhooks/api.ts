/** Outbound webhooks (contracts/webhooks.ts, docs/webhooks.md): calls and query keys. Owner and admin. */
import type {
  okResult,
  webhookCreateBody,
  webhookDeliveries,
  webhookDeliveriesBody,
  webhookIdBody,
  webhookListBody,
  webhookRedeliverBody,
  webhookSecret,
  webhookSendResult,
  webhookSummary,
  webhookUpdateBody,
} from '@signage/shared';
import type { z } from 'zod';
import { endpoint } from '../../../api/client.ts';

export const webhooksApi = {
  list: endpoint<typeof webhookListBody, z.ZodArray<typeof webhookSummary>>('/webhooks/list'),
  create: endpoint<typeof webhookCreateBody, typeof webhookSecret>('/webhooks/create'),
  update: endpoint<typeof webhookUpdateBody, typeof webhookSummary>('/webhooks/update'),
  rotate: endpoint<typeof webhookIdBody, typeof webhookSecret>('/webhooks/rotate'),
  remove: endpoint<typeof webhookIdBody, typeof okResult>('/webhooks/delete'),
  test: endpoint<typeof webhookIdBody, typeof webhookSendResult>('/webhooks/test'),
  deliveries: endpoint<typeof webhookDeliveriesBody, typeof webhookDeliveries>('/webhooks/deliveries'),
  redeliver: endpoint<typeof webhookRedeliverBody, typeof webhookSendResult>('/webhooks/redeliver'),
};

export const webhooksKeys = {
  list: (orgId: number) => ['webhooks', orgId] as const,
  deliveries: (webhookId: number) => ['webhooks', 'deliveries', webhookId] as const,
};
