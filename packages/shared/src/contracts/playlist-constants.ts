/**
 * The playlist contracts' plain values (sections, search types, limits), in a module without zod: the
 * CMS's pages that only need a constant then do not load and build the playlist schemas (see
 * tools/pure-declarations.ts). `contracts/playlists.ts` re-exports them.
 */
export const PLAYLIST_SECTIONS = ['my', 'shared', 'stock'] as const;
export type PlaylistSection = (typeof PLAYLIST_SECTIONS)[number];
export const PLAYLIST_TYPES = ['folder', 'playlist'] as const;
export type PlaylistType = (typeof PLAYLIST_TYPES)[number];
/**
 * /playlist/search `type` (spec 7.7 lists all, sho, organization, me; `stock` is ours, the spec has no
 * value for the Stock tab). Named here so the server and the CMS use the same wire values:
 * all = everything the caller sees (my, shared, stock); sho = the caller's shortlist (favourites) in
 * every section; organization = the organization's shared playlists; me = the caller's own (My);
 * stock = stock playlists offered to the organization.
 */
export const PLAYLIST_SEARCH = {
  all: 'all',
  favourites: 'sho',
  shared: 'organization',
  my: 'me',
  stock: 'stock',
} as const;
export const PLAYLIST_SEARCH_TYPES = [
  PLAYLIST_SEARCH.all,
  PLAYLIST_SEARCH.favourites,
  PLAYLIST_SEARCH.shared,
  PLAYLIST_SEARCH.my,
  PLAYLIST_SEARCH.stock,
] as const;
export type PlaylistSearchType = (typeof PLAYLIST_SEARCH_TYPES)[number];
/** The search type that answers exactly what a CMS tab (section) lists. */
export const PLAYLIST_SECTION_SEARCH: Record<PlaylistSection, PlaylistSearchType> = {
  my: PLAYLIST_SEARCH.my,
  shared: PLAYLIST_SEARCH.shared,
  stock: PLAYLIST_SEARCH.stock,
};
/** How long a playlist edit lock lives without renewal (/playlist/lock renews it). */
export const PLAYLIST_LOCK_TTL_MS = 2 * 60 * 1000;
export const SLIDE_THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;
export const SLIDE_DEFAULT_DURATION = 10;
/** Largest overlay document (serialized characters). */
export const PLAYLIST_OVERLAY_MAX_BYTES = 256 * 1024;
