import type {
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
  connect: endpoint<typeof socialConnectBody, typeof socialConnectResponse>('/widget/social/connect'),
  pages: endpoint<typeof socialPagesBody, typeof socialPagesResponse>('/widget/social/pages'),
  disconnect: endpoint<typeof socialDisconnectBody, typeof socialDisconnectResponse>('/widget/social/disconnect'),
};

export const socialKeys = { pages: ['widgets', 'social', 'pages'] as const };
