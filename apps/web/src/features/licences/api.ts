/** Licence, credits and pricing calls (contracts/licence.ts, spec 7.2). */
import type {
  addCreditsBody,
  Credits,
  InvoicesList,
  demoExtensionResponse,
  LicenceUpdateBody,
  licenceInfoBody,
  licenceInfoResponse,
  licenceUpdateBody,
  OrganizationFeatures,
  PackageInfo,
  packageInfoBody,
  packageInfoSchema,
  Pricing,
  PricingItem,
  pricingUpdateBody,
} from '@signage/shared';
import type { z } from 'zod';
import { api, type BodyOf, endpoint } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

/** The chosen fields of POST /license/update (fields left out stay as they are). */
export type LicenceUpdate = Omit<LicenceUpdateBody['data'], 'organizationId' | 'updateLocalTime'>;
export type { Pricing, PricingItem };

/** Add-ons and features a parent grants (organization feature flags, spec part 3). */
export const ADD_ONS = ['weather', 'news', 'facebook', 'instagram', 'qrCode', 'canva'] as const;
export const FEATURES = ['impersonation', 'interaction', 'aiAssistant', 'subOrgManagement'] as const;
export type FeatureKey = Exclude<keyof OrganizationFeatures, 'themeManagement'>;

const auth = { auth: true } as const;

export const licencesApi = {
  packages: () => api.get<PackageInfo[]>('/license/packages', auth),
  packageInfo: endpoint<typeof packageInfoBody, typeof packageInfoSchema>('/license/packageinfo'),
  info: endpoint<typeof licenceInfoBody, typeof licenceInfoResponse>('/license/info'),
  update: endpoint<typeof licenceUpdateBody, typeof licenceInfoResponse>('/license/update'),
  demoExtension: (organizationId: number) =>
    api.get<z.output<typeof demoExtensionResponse>>(`/license/${organizationId}/demo-extension`, auth),
  credits: (organizationId: number) => api.get<Credits>(`/license/${organizationId}/credits`, auth),
  addCredits: (organizationId: number, body: BodyOf<typeof addCreditsBody>) =>
    endpoint<typeof addCreditsBody>(`/license/${organizationId}/credits/add`)(body),
  pricing: (organizationId: number) => api.get<Pricing>(`/organizations/${organizationId}/license/pricing`, auth),
  updatePricing: (organizationId: number, body: BodyOf<typeof pricingUpdateBody>) =>
    endpoint<typeof pricingUpdateBody>(`/organizations/${organizationId}/license/pricing/update`)(body),
};

export const licencesKeys = {
  all: ['licences'] as const,
  packages: () => [...licencesKeys.all, 'packages'] as const,
  info: (organizationId: number) => [...licencesKeys.all, 'info', organizationId] as const,
  credits: (organizationId: number) => [...licencesKeys.all, 'credits', organizationId] as const,
  pricing: (organizationId: number) => [...licencesKeys.all, 'pricing', organizationId] as const,
};

/** Invoices of card payments (contracts/invoices.ts): listed on the licence page, each downloadable as a PDF. */
export const invoicesApi = {
  list: (organizationId: number) => api.get<InvoicesList>(`/organizations/${organizationId}/invoices`, auth),
  /** GET …/invoices/{id}/pdf: the file itself (api/download.ts). */
  pdf(organizationId: number, invoiceId: number): Promise<{ blob: Blob; fileName: string }> {
    return downloadFile(
      `/organizations/${organizationId}/invoices/${invoiceId}/pdf`,
      { method: 'GET' },
      'application/pdf',
      `invoice-${invoiceId}.pdf`,
    );
  },
};

export const invoicesKeys = {
  list: (organizationId: number) => [...licencesKeys.all, 'invoices', organizationId] as const,
};
