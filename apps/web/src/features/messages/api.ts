/**
 * Screen messages: tickers and banners over the running content (contracts/alerts.ts, docs/alerts.md),
 * and their query keys. Owner, admin, screen manager and staff, behind the licence flag `enableMessages`.
 */
import type { messageCreateBody, messageIdBody, messageListBody, messageSummary, messageUpdateBody, okResult } from '@signage/shared';
import type { z } from 'zod';
import { type BodyOf, endpoint } from '../../api/client.ts';

export type MessageCreate = BodyOf<typeof messageCreateBody>;

export const messagesApi = {
  list: endpoint<typeof messageListBody, z.ZodArray<typeof messageSummary>>('/messages/list'),
  create: endpoint<typeof messageCreateBody, typeof messageSummary>('/messages/create'),
  update: endpoint<typeof messageUpdateBody, typeof messageSummary>('/messages/update'),
  /** Ends it now (a scheduled one never starts); it stays listed as ended. */
  stop: endpoint<typeof messageIdBody, typeof messageSummary>('/messages/stop'),
  remove: endpoint<typeof messageIdBody, typeof okResult>('/messages/delete'),
};

const all = ['messages'] as const;
export const messagesKeys = {
  all,
  list: [...all, 'list'] as const,
};
