/** Single sign-on calls (contracts/sso.ts, docs/sso.md). */
import type {
  ssoConfigBody,
  ssoConfigResponse,
  ssoContinueBody,
  ssoContinueResponse,
  ssoDiscoverBody,
  ssoDiscoverResponse,
  ssoRemoveResponse,
  ssoSaveBody,
} from '@signage/shared';
import { type BodyOf, endpoint } from '../../api/client.ts';

const open = { auth: false } as const;

export const ssoApi = {
  get: (id: number) => endpoint<typeof ssoConfigBody, typeof ssoConfigResponse>(`/organizations/${id}/sso`)({}),
  save: (id: number, body: BodyOf<typeof ssoSaveBody>) =>
    endpoint<typeof ssoSaveBody, typeof ssoConfigResponse>(`/organizations/${id}/sso/save`)(body),
  /** Read the SAML provider's metadata address again now (a failure is answered as the last error). */
  samlRefresh: (id: number) => endpoint<typeof ssoConfigBody, typeof ssoConfigResponse>(`/organizations/${id}/sso/samlRefresh`)({}),
  remove: (id: number) => endpoint<typeof ssoConfigBody, typeof ssoRemoveResponse>(`/organizations/${id}/sso/remove`)({}),
  discover: endpoint<typeof ssoDiscoverBody, typeof ssoDiscoverResponse>('/auth/sso/discover', open),
  /** After the provider's redirect (the ticket is an HttpOnly cookie): the session. */
  continue: endpoint<typeof ssoContinueBody, typeof ssoContinueResponse>('/auth/sso/continue', open),
};

export const ssoKeys = { config: (id: number) => ['organizations', id, 'sso'] as const };

/** Where the browser goes to sign in through its organization's provider (the server redirects there). */
export const ssoStartUrl = (emailOrDomain: string) => `/api/auth/sso/start?${new URLSearchParams({ email: emailOrDomain.trim() })}`;
