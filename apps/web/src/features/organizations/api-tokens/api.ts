/** Organization API tokens (contracts/api-tokens.ts): always the user's own organization. */
import type {
  apiTokenCreateBody,
  apiTokenCreateResponse,
  apiTokenListBody,
  apiTokenListResponse,
  apiTokenRevokeBody,
  apiTokenRevokeResponse,
} from '@signage/shared';
import { endpoint } from '../../../api/client.ts';

export const apiTokensApi = {
  list: endpoint<typeof apiTokenListBody, typeof apiTokenListResponse>('/apiTokens/list', { own: true }),
  create: endpoint<typeof apiTokenCreateBody, typeof apiTokenCreateResponse>('/apiTokens/create', { own: true }),
  revoke: endpoint<typeof apiTokenRevokeBody, typeof apiTokenRevokeResponse>('/apiTokens/revoke', { own: true }),
};

export const apiTokensKeys = {
  all: ['apiTokens'] as const,
  list: () => [...apiTokensKeys.all, 'list'] as const,
};
