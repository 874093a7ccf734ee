/** Contact support (contracts/support.ts: POST /support/info, /support/message; docs/support.md). */
import type { supportInfoBody, supportInfoResponse, supportMessageBody, supportMessageResponse } from '@signage/shared';
import { endpoint } from '../../api/client.ts';

export const supportApi = {
  info: endpoint<typeof supportInfoBody, typeof supportInfoResponse>('/support/info'),
  message: endpoint<typeof supportMessageBody, typeof supportMessageResponse>('/support/message'),
};

export const supportKeys = { info: ['support', 'info'] as const };
