/** Calls of spec 7.2 (licence, credits, pricing). */
import type { Credits, LicenceInfo, LicenceUpdateBody, OrganizationFeatures, PackageInfo, Pricing, PricingItem } from '@signage/shared';
import { api } from '../../api/client.ts';

/** The chosen fields of POST /license/update (fields left out stay as they are). */
export type LicenceUpdate = Omit<LicenceUpdateBody['data'], 'organizationId' | 'updateLocalTime'>;
export type { Pricing, PricingItem };

/** Add-ons and features a parent grants (organization feature flags, spec part 3). */
export const ADD_ONS = ['weather', 'news', 'facebook', 'instagram', 'qrCode', 'canva'] as const;
export const FEATURES = ['impersonation', 'interaction', 'aiAssistant', 'subOrgManagement'] as const;
export type FeatureKey = Exclude<keyof OrganizationFeatures, 'themeManagement'>;

const auth = { auth: true } as const;

export const licensingApi = {
  packages: () => api.get<PackageInfo[]>('/license/packages', auth),
  packageInfo: (name: string) => api.post<PackageInfo>('/license/packageinfo', { package: name }, auth),
  info: (organizationId: number) => api.post<LicenceInfo>('/license/info', { organizationId }, auth),
  update: (organizationId: number, updateLocalTime: string, fields: LicenceUpdate) =>
    api.post<LicenceInfo>('/license/update', { data: { organizationId, updateLocalTime, ...fields } }, auth),
  demoExtension: (organizationId: number) =>
    api.get<{ organizationName: string; validityExpiresAt: string }>(`/license/${organizationId}/demo-extension`, auth),
  credits: (organizationId: number) => api.get<Credits>(`/license/${organizationId}/credits`, auth),
  addCredits: (organizationId: number, numberOfCredits: number) =>
    api.post<unknown>(`/license/${organizationId}/credits/add`, { numberOfCredits }, auth),
  pricing: (organizationId: number) => api.get<Pricing>(`/organizations/${organizationId}/license/pricing`, auth),
  updatePricing: (organizationId: number, item: PricingItem, value: number) =>
    api.post<unknown>(`/organizations/${organizationId}/license/pricing/update`, { item, value }, auth),
};
