/** Licence, credits and pricing calls (contracts/licence.ts, spec 7.2). */
import {
  addCreditsBody,
  type Credits,
  type InvoicesList,
  type demoExtensionResponse,
  type LicenceUpdateBody,
  licenceInfoBody,
  licenceInfoResponse,
  licenceUpdateBody,
  type OrganizationFeatures,
  type PackageInfo,
  packageInfoBody,
  packageInfoSchema,
  type Pricing,
  type PricingItem,
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
  packageInfo: endpoint('/license/packageinfo', { body: packageInfoBody, response: packageInfoSchema }),
  info: endpoint('/license/info', { body: licenceInfoBody, response: licenceInfoResponse }),
  update: endpoint('/license/update', { body: licenceUpdateBody, response: licenceInfoResponse }),
  demoExtension: (organizationId: number) =>
    api.get<z.output<typeof demoExtensionResponse>>(`/license/${organizationId}/demo-extension`, auth),
  credits: (organizationId: number) => api.get<Credits>(`/license/${organizationId}/credits`, auth),
  addCredits: (organizationId: number, body: BodyOf<typeof addCreditsBody>) =>
    endpoint(`/license/${organizationId}/credits/add`, { body: addCreditsBody })(body),
  pricing: (organizationId: number) => api.get<Pricing>(`/organizations/${organizationId}/license/pricing`, auth),
  updatePricing: (organizationId: number, body: BodyOf<typeof pricingUpdateBody>) =>
    endpoint(`/organizations/${organizationId}/license/pricing/update`, { body: pricingUpdateBody })(body),
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
