/**
 * What the server's `facebook` and `instagram` fetchers hand screens for one page
 * (`WidgetDataEntry<SocialData>.data`). Texts are plain text, rendered as React text; pictures are
 * copies in our own storage. The page token never appears here (the server looks it up).
 */
export interface SocialPost {
  text: string;
  imageUrl: string | null;
  /** ISO 8601 as the provider gives it, or null. */
  createdAt: string | null;
  /** The post on the network (kept for the editor; screens do not open links). */
  link: string | null;
}

export interface SocialData {
  pageName: string;
  /** Latest first; empty = "This page has no posts". */
  posts: SocialPost[];
}
