/** What the stock tab's listing tells about the organization's stock. */
export interface StockListingState {
  loaded: boolean;
  /** Items matching the listing (all pages). */
  total: number;
  folders: number;
  /** A search, tag or kind filter, or an open folder: an empty answer then says nothing about the whole tab. */
  narrowed: boolean;
}

/**
 * "Unshare all stock media" is destructive (it removes the stock for everyone it was offered to), so it
 * shows only when there is something to unshare: never on an empty stock tab, nor before the listing answered.
 */
export function offersUnshareAll(s: StockListingState): boolean {
  return s.loaded && (s.total > 0 || s.folders > 0 || s.narrowed);
}
