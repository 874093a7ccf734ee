import { recordIdParam } from '@signage/shared';
import { z } from 'zod';

/** Reading lists and playlists: content roles and screen managers (who assign shared playlists). */
export const read = { access: { auth: 'session' as const, permission: 'playlists.assignShared' as const } };
/** Changes: content roles, refused on a view-only licence. */
export const write = { access: { auth: 'session' as const, permission: 'content.manage' as const, write: true } };
/** Editor reads (templates, the website check): content roles. */
export const contentRead = { access: { auth: 'session' as const, permission: 'content.manage' as const } };
/** Thumbnail GETs: whoever sees the playlist or template; the cookie alone is accepted. */
export const file = { access: { auth: 'session' as const, cookie: true } };
export const fileParams = z.object({
  id: recordIdParam,
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});
