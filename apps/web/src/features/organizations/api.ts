/**
 * Calls of spec 7.4 (organizations, theme, impersonation). Kept beside the feature; the shapes come
 * from packages/shared/src/contracts/organizations.ts.
 */
import type {
  CreateSubOrganizationBody,
  ImpersonationRequest,
  OrganizationDetails,
  OwnerInfo,
  ParentPath,
  SubOrganization,
  SubOrganizationsPage,
  SupportEmails,
  Theme,
  ThemeProperty,
  UpdateOrganizationBody,
} from '@signage/shared';
import { api } from '../../api/client.ts';
import { uploadForm, type UploadHandle } from '../../api/upload.ts';

export type { ImpersonationRequest, OrganizationDetails, SubOrganization, ThemeProperty };
export type ThemeColorKey = 'accentColor' | 'navBarColor' | 'contentColor' | 'navTextColor';
export type OrgDeleteMode = 'transfer' | 'delete';

const auth = { auth: true } as const;
const own = { auth: true, own: true } as const;

export const orgApi = {
  get: (id: number) => api.get<OrganizationDetails>(`/organizations/${id}`, auth),
  hashtags: (id: number) => api.get<string[]>(`/organizations/${id}/suborg/hashtags`, auth),
  /** Direct children of {id}; with `q`, every organization below whose name contains q (or has the #tag). */
  subOrganizations: (id: number, q = '', count = 200, offset = 0) =>
    api.get<SubOrganizationsPage>(
      `/organizations/${id}/suborganizations?${new URLSearchParams({ q, count: String(count), offset: String(offset) })}`,
      auth,
    ),
  allSubOrganizations: (id: number) => api.get<SubOrganization[]>(`/organizations/${id}/allsuborganizations`, auth),
  create: (parentId: number, body: Omit<CreateSubOrganizationBody, 'sessionKey'>) =>
    api.post<OrganizationDetails>(`/organizations/${parentId}/suborganizations/create`, { ...body }, auth),
  update: (id: number, body: Omit<UpdateOrganizationBody, 'sessionKey' | 'organizationId'>) =>
    api.post<unknown>(`/organizations/${id}/update`, { organizationId: id, ...body }, auth),
  owner: (id: number) => api.get<OwnerInfo>(`/organizations/${id}/owner`, auth),
  updateOwner: (id: number, ownerName: string, ownerEmail: string) =>
    api.post<unknown>(`/organizations/${id}/updateOwner`, { organizationId: id, ownerName, ownerEmail }, auth),
  emails: (id: number) => api.get<SupportEmails>(`/organizations/${id}/exdata/emails`, auth),
  updateEmails: (id: number, body: { customerSupportEmail: string; customerContactEmail: string; useDefault: boolean }) =>
    api.post<unknown>(`/organizations/updateSupportEmails/${id}`, { ...body }, auth),
  theme: (id: number) => api.get<Theme>(`/organizations/${id}/theme`, auth),
  updateColors: (id: number, colors: Pick<Theme, ThemeColorKey>) =>
    api.post<Theme>(`/organizations/${id}/updateThemeColors`, { ...colors }, auth),
  updateWebsiteTitle: (id: number, title: string) =>
    api.post<unknown>(`/organizations/${id}/updateWebsiteTitle`, { organizationId: id, title }, auth),
  /** Spec part 5: a reset is sent only when the property list is non-empty. */
  resetTheme: async (id: number, propertyList: ThemeProperty[]) => {
    if (propertyList.length === 0) return null;
    return api.post<unknown>(`/organizations/${id}/resetTheme`, { organizationId: id, propertyList }, auth);
  },
  parentPath: (id: number) => api.get<ParentPath>(`/organizations/${id}/parentpath`, auth),
  /** Spec part 4: transfer the data to the parent and delete, or delete everything; confirmed by typing 'delete'. */
  remove: (id: number, mode: OrgDeleteMode, confirm: string) => api.delete<unknown>(`/organizations/${id}`, { mode, confirm }, auth),
  transfer: (id: number, targetOrganizationId: number) =>
    api.post<unknown>(`/organizations/${id}/transfer`, { targetOrganizationId }, auth),
  move: (id: number, targetOrganizationId: number) => api.post<unknown>(`/organizations/${id}/move`, { targetOrganizationId }, auth),
  isParent: (id: number) => api.get<{ isParent: boolean }>(`/organizations/${id}/isparent`, auth),
};

/** Consent requests are about the user's own organization: never sent with the impersonation header. */
export const impersonationApi = {
  request: (recipientOrganizationId: number) =>
    api.post<ImpersonationRequest>('/organizations/impersonation/request', { recipientOrganizationId }, own),
  received: () => api.get<ImpersonationRequest[]>('/organizations/impersonation/requests/received', own),
  accepted: () => api.get<ImpersonationRequest[]>('/organizations/impersonation/requests/accepted', own),
  sent: () => api.get<ImpersonationRequest[]>('/organizations/impersonation/requests/sent', own),
  accept: (id: number, agreeToTerms: boolean) => api.post<unknown>(`/organizations/impersonation/${id}/accept`, { agreeToTerms }, own),
  /** Reject or cancel a pending request, or revoke an accepted one (either side). */
  remove: (id: number) => api.post<unknown>(`/organizations/impersonation/${id}/delete`, {}, own),
};

/** Multipart upload of a theme logo or background, with progress (spec 7.4: the response url is read). */
export function uploadThemeImage(
  orgId: number,
  kind: 'logo' | 'background',
  file: File,
  onProgress: (fraction: number) => void,
): UploadHandle<string> {
  const form = new FormData();
  form.append('media', file, file.name);
  return uploadForm(`/organizations/${orgId}/${kind === 'logo' ? 'updateThemeLogo' : 'updateThemeBackground'}`, form, onProgress, {
    accept: (response) => {
      const url = (response as { url?: unknown } | undefined)?.url;
      return typeof url === 'string' ? url : null;
    },
    failureCode: 'SAVE_FAILED',
  });
}
