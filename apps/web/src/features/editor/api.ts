/**
 * Templates (contracts/playlists.ts): named slide documents in the sections my, shared and stock,
 * and their query keys. The slide calls of the playlist editor are the playlists feature's
 * (`playlistsApi`); the thumbnail uploads are multipart (`thumbnail.tsx`).
 */
import type {
  countResponse,
  TEMPLATE_SECTIONS,
  templateCopyToStockBody,
  templateCreateBody,
  templateDetail,
  templateIdBody,
  templateItem,
  templateListBody,
  templateListResponse,
  templateRenameBody,
  templateShareBody,
  templateUpdateBody,
} from '@signage/shared';
import { endpoint } from '../../api/client.ts';

export type TemplateSection = (typeof TEMPLATE_SECTIONS)[number];

export const templatesApi = {
  list: endpoint<typeof templateListBody, typeof templateListResponse>('/template/list'),
  get: endpoint<typeof templateIdBody, typeof templateDetail>('/template/get'),
  /** From a playlist slide with `from`, else from `slideData`. */
  create: endpoint<typeof templateCreateBody, typeof templateDetail>('/template/create'),
  rename: endpoint<typeof templateRenameBody, typeof templateDetail>('/template/rename'),
  update: endpoint<typeof templateUpdateBody, typeof templateDetail>('/template/update'),
  share: endpoint<typeof templateShareBody, typeof templateDetail>('/template/share'),
  remove: endpoint<typeof templateIdBody, typeof countResponse>('/template/remove'),
  /** A stock copy for the chosen sub-organizations (ours, like /playlist/copyToStock). */
  copyToStock: endpoint<typeof templateCopyToStockBody, typeof templateItem>('/template/copyToStock'),
};

const all = ['templates'] as const;
export const templateKeys = {
  all,
  lists: [...all, 'list'] as const,
  list: (section: TemplateSection) => [...all, 'list', section] as const,
  detail: (templateId: number) => [...all, 'get', templateId] as const,
};
