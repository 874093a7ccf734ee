/**
 * Screen messages: tickers and banners over the running content (contracts/alerts.ts, docs/alerts.md),
 * and their query keys. Owner, admin, screen manager and staff, behind the licence flag `enableMessages`.
 */
import { messageCreateBody, messageIdBody, messageListBody, messageSummary, messageUpdateBody, okResult } from '@signage/shared';
import { z } from 'zod';
import { type BodyOf, endpoint } from '../../api/client.ts';

export type MessageCreate = BodyOf<typeof messageCreateBody>;

export const messagesApi = {
  list: endpoint('/messages/list', { body: messageListBody, response: z.array(messageSummary) }),
  create: endpoint('/messages/create', { body: messageCreateBody, response: messageSummary }),
  update: endpoint('/messages/update', { body: messageUpdateBody, response: messageSummary }),
  /** Ends it now (a scheduled one never starts); it stays listed as ended. */
  stop: endpoint('/messages/stop', { body: messageIdBody, response: messageSummary }),
  remove: endpoint('/messages/delete', { body: messageIdBody, response: okResult }),
};

const all = ['messages'] as const;
export const messagesKeys = {
  all,
  list: [...all, 'list'] as const,
};
