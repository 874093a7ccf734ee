/**
 * Typed calls over the shared contracts (spec 7.2–7.4). Each function returns the envelope's
 * `response` or throws an ApiError.
 */
import type {
  LicenceInfo,
  Locale,
  LoginResponse,
  Me,
  PackageInfo,
  ParentPath,
  RegisterBody,
  Role,
  SessionInfo,
  SubOrganization,
  Theme,
} from '@signage/shared';
import { api } from './client.ts';

export interface HealthInfo {
  status: string;
  database: string;
  version: string;
  mail: 'smtp' | 'log';
}

export const authApi = {
  login: (email: string, password: string) => api.post<LoginResponse>('/auth/login', { email, password }),
  logout: () => api.post<unknown>('/auth/logout', {}, { auth: true }),
  check: (role: Role | undefined, path: string) =>
    api.post<{ licenseStatus: 0 | 1 | 2 }>('/auth/check', { ...(role ? { role } : {}), path }, { auth: true }),
  changePassword: (body: { email: string; oldPassword: string; password: string; passwordRepeat: string }) =>
    api.post<unknown>('/auth/changePassword', body, { auth: true }),
  changePasswordToken: (body: { token: string; password: string; passwordRepeat: string }) =>
    api.post<unknown>('/auth/changePasswordToken', body),
  requestPasswordReset: (email: string) => api.post<unknown>('/auth/requestPasswordReset', { email }),
  csrfToken: () => api.post<{ csrfToken: string }>('/auth/csrfToken', {}),
};

export const registerApi = {
  register: (body: Required<Omit<RegisterBody, 'promoConsent' | 'referenceCode'>> & { promoConsent: boolean; referenceCode: string }) =>
    api.post<{ email: string }>('/register', body),
  verify: (email: string, code: string) => api.post<unknown>('/register/verify', { email, code }),
  resend: (email: string) => api.post<unknown>('/register/resend', { email }),
  approveUser: (email: string, code: string) => api.post<unknown>('/register/user/approve', { email, code }),
  orgEntry: (body: { orgName: string; city: string; state: string; country: string }) =>
    api.post<unknown>('/organizations/orgentry', body, { auth: true }),
};

export const usersApi = {
  me: () => api.post<Me>('/users/me', {}, { auth: true }),
  setName: (name: string) => api.post<unknown>('/users/setName', { name }, { auth: true }),
  updateLocale: (locale: Locale) => api.post<unknown>('/users/update/locale', { locale }, { auth: true }),
  updateEula: (eula: boolean) => api.post<unknown>('/users/update/eula', { eula }, { auth: true }),
  changeEmail: (email: string, password: string) => api.post<unknown>('/users/me/email', { email, password }, { auth: true }),
  confirmEmail: (userId: number, token: string) => api.post<unknown>('/users/me/email/confirm', { userId, token }),
  sessions: () => api.post<SessionInfo[]>('/users/me/sessions', {}, { auth: true }),
  endSession: (sessionId: number) => api.post<unknown>('/users/me/sessions/end', { sessionId }, { auth: true }),
  endOtherSessions: () => api.post<unknown>('/users/me/sessions/endOthers', {}, { auth: true }),
};

export const licenceApi = {
  info: (organizationId: number) => api.post<LicenceInfo>('/license/info', { organizationId }, { auth: true }),
  packages: () => api.get<PackageInfo[]>('/license/packages', { auth: true }),
};

export const organizationsApi = {
  theme: (id: number) => api.get<Theme>(`/organizations/${id}/theme`, { auth: true }),
  websiteTitle: (id: number) => api.get<{ websiteTitle: string }>(`/organizations/${id}/exdata/websitetitle`, { auth: true }),
  parentPath: (id: number) => api.get<ParentPath>(`/organizations/${id}/parentpath`, { auth: true }),
  /** Every organization below {id}, parents before children (depth 1 = direct child). */
  subOrganizations: (id: number) => api.get<SubOrganization[]>(`/organizations/${id}/allsuborganizations`, { auth: true }),
};

export const systemApi = {
  health: () => api.get<HealthInfo>('/health'),
};
