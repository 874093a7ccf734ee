/** Contact support (contracts/support.ts: POST /support/info, /support/message; docs/support.md). */
import { supportInfoBody, supportInfoResponse, supportMessageBody, supportMessageResponse } from '@signage/shared';
import { endpoint } from '../../api/client.ts';

export const supportApi = {
  info: endpoint('/support/info', { body: supportInfoBody, response: supportInfoResponse }),
  message: endpoint('/support/message', { body: supportMessageBody, response: supportMessageResponse }),
};

export const supportKeys = { info: ['support', 'info'] as const };
