import {
  socialConnectBody,
  socialConnectResponse,
  socialDisconnectBody,
  socialDisconnectResponse,
  socialPagesBody,
  socialPagesResponse,
} from '@signage/shared';
import { endpoint } from '../../../api/client.ts';

/** The Facebook and Instagram widgets' connection calls (contracts/social.ts). */
export const socialApi = {
  /** The provider's login address (opened in a new tab; it comes back to /social/connected or /social/failed). */
  connect: endpoint('/widget/social/connect', { body: socialConnectBody, response: socialConnectResponse }),
  pages: endpoint('/widget/social/pages', { body: socialPagesBody, response: socialPagesResponse }),
  disconnect: endpoint('/widget/social/disconnect', { body: socialDisconnectBody, response: socialDisconnectResponse }),
};

export const socialKeys = { pages: ['widgets', 'social', 'pages'] as const };
