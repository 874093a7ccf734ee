/**
 * Calls of spec 7.4 (organizations, theme, impersonation), typed by
 * packages/shared/src/contracts/organizations.ts, and the feature's query keys.
 */
import type {
  collateBody,
  collateResponse,
  createSubOrganizationBody,
  DeleteOrganizationBody,
  ImpersonationRequest,
  impersonationAcceptBody,
  impersonationRequest,
  impersonationRequestBody,
  moveOrganizationBody,
  OrganizationDetails,
  OwnerInfo,
  organizationResponse,
  ParentPath,
  resetThemeBody,
  SubOrganization,
  SubOrganizationsPage,
  SupportEmails,
  Theme,
  ThemeProperty,
  themeResponse,
  transferOrganizationBody,
  updateOrganizationBody,
  updateOwnerBody,
  updateSupportEmailsBody,
  updateThemeColorsBody,
  updateWebsiteTitleBody,
} from '@signage/shared';
import { z } from 'zod';
import { api, type BodyOf, endpoint } from '../../api/client.ts';
import { type UploadHandle, uploadForm } from '../../api/upload.ts';

export type { ImpersonationRequest, OrganizationDetails, SubOrganization, ThemeProperty };
export type ThemeColorKey = 'accentColor' | 'navBarColor' | 'contentColor' | 'navTextColor';
export type OrgDeleteMode = 'transfer' | 'delete';
export type ImpersonationList = 'received' | 'accepted' | 'sent';

const auth = { auth: true } as const;
/** POST /organizations/{id}/transfer's answer (declared inline by the route). */
const transferResponse = z.object({ transferred: z.boolean(), targetOrganizationId: z.number(), moved: z.record(z.string(), z.number()) });
/** Consent requests are about the user's own organization: never sent with the impersonation header. */
const own = { auth: true, own: true } as const;

/** The organization {id} is the path's and the body's `organizationId`. */
type OwnBody<S extends z.ZodType> = Omit<BodyOf<S>, 'organizationId'>;

export const organizationsApi = {
  get: (id: number) => api.get<OrganizationDetails>(`/organizations/${id}`, auth),
  hashtags: (id: number) => api.get<string[]>(`/organizations/${id}/suborg/hashtags`, auth),
  /** Direct children of {id}; with `q`, every organization below whose name contains q (or has the #tag). */
  subOrganizations: (id: number, q = '', count = 200, offset = 0) =>
    api.get<SubOrganizationsPage>(
      `/organizations/${id}/suborganizations?${new URLSearchParams({ q, count: String(count), offset: String(offset) })}`,
      auth,
    ),
  /** Every organization below {id}, parents before children (depth 1 = direct child). */
  allSubOrganizations: (id: number) => api.get<SubOrganization[]>(`/organizations/${id}/allsuborganizations`, auth),
  create: (parentId: number, body: BodyOf<typeof createSubOrganizationBody>) =>
    endpoint<typeof createSubOrganizationBody, typeof organizationResponse>(`/organizations/${parentId}/suborganizations/create`)(body),
  update: (id: number, body: OwnBody<typeof updateOrganizationBody>) =>
    endpoint<typeof updateOrganizationBody>(`/organizations/${id}/update`)({ organizationId: id, ...body }),
  owner: (id: number) => api.get<OwnerInfo>(`/organizations/${id}/owner`, auth),
  updateOwner: (id: number, body: OwnBody<typeof updateOwnerBody>) =>
    endpoint<typeof updateOwnerBody>(`/organizations/${id}/updateOwner`)({ organizationId: id, ...body }),
  emails: (id: number) => api.get<SupportEmails>(`/organizations/${id}/exdata/emails`, auth),
  updateEmails: (id: number, body: BodyOf<typeof updateSupportEmailsBody>) =>
    endpoint<typeof updateSupportEmailsBody>(`/organizations/updateSupportEmails/${id}`)(body),
  theme: (id: number) => api.get<Theme>(`/organizations/${id}/theme`, auth),
  websiteTitle: (id: number) => api.get<{ websiteTitle: string }>(`/organizations/${id}/exdata/websitetitle`, auth),
  updateColors: (id: number, colors: BodyOf<typeof updateThemeColorsBody>) =>
    endpoint<typeof updateThemeColorsBody, typeof themeResponse>(`/organizations/${id}/updateThemeColors`)(colors),
  updateWebsiteTitle: (id: number, body: OwnBody<typeof updateWebsiteTitleBody>) =>
    endpoint<typeof updateWebsiteTitleBody>(`/organizations/${id}/updateWebsiteTitle`)({ organizationId: id, ...body }),
  /** Spec part 5: a reset is sent only when the property list is non-empty. */
  resetTheme: async (id: number, propertyList: ThemeProperty[]) => {
    if (propertyList.length === 0) return null;
    return endpoint<typeof resetThemeBody>(`/organizations/${id}/resetTheme`)({ organizationId: id, propertyList });
  },
  parentPath: (id: number) => api.get<ParentPath>(`/organizations/${id}/parentpath`, auth),
  /** Spec part 4: transfer the data to the parent and delete, or delete everything; confirmed by typing 'delete'. */
  remove: (id: number, body: Omit<DeleteOrganizationBody, 'sessionKey'>) => api.delete<unknown>(`/organizations/${id}`, body, auth),
  /** Moves the organization's content (media, folders, playlists, templates, screens, groups) to the target; answers rows moved per table. */
  transfer: (id: number, body: BodyOf<typeof transferOrganizationBody>) =>
    endpoint<typeof transferOrganizationBody, typeof transferResponse>(`/organizations/${id}/transfer`)(body),
  /** Domain collation: new users of the e-mail domain join the organization (at once or after approval). */
  collate: (id: number, body: BodyOf<typeof collateBody>) =>
    endpoint<typeof collateBody, typeof collateResponse>(`/organizations/${id}/collate`)(body),
  move: (id: number, body: BodyOf<typeof moveOrganizationBody>) => endpoint<typeof moveOrganizationBody>(`/organizations/${id}/move`)(body),
  isParent: (id: number) => api.get<{ isParent: boolean }>(`/organizations/${id}/isparent`, auth),
  impersonation: {
    request: endpoint<typeof impersonationRequestBody, typeof impersonationRequest>('/organizations/impersonation/request', own),
    list: (kind: ImpersonationList) => api.get<ImpersonationRequest[]>(`/organizations/impersonation/requests/${kind}`, own),
    accept: (id: number, body: BodyOf<typeof impersonationAcceptBody>) =>
      endpoint<typeof impersonationAcceptBody>(`/organizations/impersonation/${id}/accept`, own)(body),
    /** Reject or cancel a pending request, or revoke an accepted one (either side). */
    remove: (id: number) => api.post<unknown>(`/organizations/impersonation/${id}/delete`, {}, own),
  },
};

export const organizationsKeys = {
  all: ['organizations'] as const,
  detail: (id: number) => [...organizationsKeys.all, 'detail', id] as const,
  children: (id: number) => [...organizationsKeys.all, 'children', id] as const,
  search: (id: number, q: string) => [...organizationsKeys.all, 'search', id, q] as const,
  below: (id: number) => [...organizationsKeys.all, 'below', id] as const,
  emails: (id: number) => [...organizationsKeys.all, 'emails', id] as const,
  hashtags: (id: number) => [...organizationsKeys.all, 'hashtags', id] as const,
  devices: (id: number) => [...organizationsKeys.all, 'devices', id] as const,
  groups: (id: number) => [...organizationsKeys.all, 'groups', id] as const,
  // Themes and parent paths have roots of their own: saving an organization refetches neither
  // (the app frame's theme included) unless asked to.
  themes: ['theme'] as const,
  theme: (id: number) => [...organizationsKeys.themes, id] as const,
  parentPaths: ['parentPath'] as const,
  parentPath: (id: number) => [...organizationsKeys.parentPaths, id] as const,
  impersonation: ['impersonation'] as const,
  impersonationList: (kind: ImpersonationList) => [...organizationsKeys.impersonation, kind] as const,
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
