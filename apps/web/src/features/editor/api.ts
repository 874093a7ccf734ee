/**
 * Templates (contracts/playlists.ts): named slide documents in the sections my, shared and stock,
 * and their query keys. The slide calls of the playlist editor are the playlists feature's
 * (`playlistsApi`); the thumbnail uploads are multipart (`thumbnail.tsx`).
 */
import {
  countResponse,
  type TEMPLATE_SECTIONS,
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
  list: endpoint('/template/list', { body: templateListBody, response: templateListResponse }),
  get: endpoint('/template/get', { body: templateIdBody, response: templateDetail }),
  /** From a playlist slide with `from`, else from `slideData`. */
  create: endpoint('/template/create', { body: templateCreateBody, response: templateDetail }),
  rename: endpoint('/template/rename', { body: templateRenameBody, response: templateDetail }),
  update: endpoint('/template/update', { body: templateUpdateBody, response: templateDetail }),
  share: endpoint('/template/share', { body: templateShareBody, response: templateDetail }),
  remove: endpoint('/template/remove', { body: templateIdBody, response: countResponse }),
  /** A stock copy for the chosen sub-organizations (ours, like /playlist/copyToStock). */
  copyToStock: endpoint('/template/copyToStock', { body: templateCopyToStockBody, response: templateItem }),
};

const all = ['templates'] as const;
export const templateKeys = {
  all,
  lists: [...all, 'list'] as const,
  list: (section: TemplateSection) => [...all, 'list', section] as const,
  detail: (templateId: number) => [...all, 'get', templateId] as const,
};
