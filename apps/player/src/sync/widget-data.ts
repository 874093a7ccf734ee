import type { WidgetDataEntry } from '@signage/slides/widgets';
import { NetworkError, type PlayerApi } from '../api/client.ts';

/** Normal refresh of widget data; the server refreshes sources on its own schedule. */
export const WIDGET_DATA_MS = 60_000;
/** While a source has never been fetched (a new widget), ask again soon. */
export const WIDGET_DATA_PENDING_MS = 5_000;

export interface WidgetDataStorage {
  widgetData(): Promise<WidgetDataEntry[] | null>;
  saveWidgetData(entries: WidgetDataEntry[]): Promise<void>;
}

const IMAGE_PATH = /^\/api\/widget\/image\/[a-f0-9]{40}\.webp$/;

/**
 * The screen's widget data (docs/widgets.md): what `/player/widgetData` answered for the sources of its
 * manifest, kept in IndexedDB so a screen that restarts offline shows its widgets' last data. A
 * source whose fetch failed on the server keeps the data it had; a source the manifest dropped is
 * forgotten. Widget pictures are requested once after each answer, so the service worker holds them
 * for offline screens.
 */
export class WidgetData {
  private entries = new Map<string, WidgetDataEntry>();
  private listeners = new Set<() => void>();
  private requested = new Set<string>();
  version = 0;

  constructor(
    private readonly api: PlayerApi,
    private readonly storage: WidgetDataStorage,
  ) {}

  get = (key: string): WidgetDataEntry | undefined => this.entries.get(key);

  subscribe = (fn: () => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };

  /** True when some source has no data yet (ask again soon). */
  get waiting(): boolean {
    for (const e of this.entries.values()) if (e.data === null) return true;
    return false;
  }

  async restore(): Promise<void> {
    const saved = await this.storage.widgetData().catch(() => null);
    if (!saved?.length || this.entries.size) return;
    this.replace(saved);
  }

  /** Asks the server; false when it could not be reached (the last data stays). */
  async refresh(): Promise<boolean> {
    let answer: WidgetDataEntry[];
    try {
      const res = await this.api.request('/api/player/widgetData');
      answer = ((await res.json()) as { response: { entries: WidgetDataEntry[] } }).response.entries;
    } catch (err) {
      if (err instanceof NetworkError) return false;
      throw err;
    }
    const merged = answer.map((entry) => {
      const before = this.entries.get(entry.key);
      // A refresh that failed before the first good one keeps what we had (e.g. from an earlier run).
      return entry.data === null && before?.data != null ? { ...before, status: entry.status, error: entry.error } : entry;
    });
    this.replace(merged);
    await this.storage.saveWidgetData(merged).catch(() => undefined);
    this.prefetchImages(merged);
    return true;
  }

  private replace(entries: WidgetDataEntry[]) {
    const next = new Map(entries.map((e) => [e.key, e]));
    const same =
      next.size === this.entries.size &&
      [...next].every(([k, e]) => {
        const b = this.entries.get(k);
        return b && b.fetchedAt === e.fetchedAt && b.status === e.status;
      });
    this.entries = next;
    if (same) return;
    this.version++;
    for (const fn of this.listeners) fn();
  }

  private prefetchImages(entries: WidgetDataEntry[]) {
    const urls = new Set<string>();
    const walk = (v: unknown, depth: number) => {
      if (depth > 6) return;
      if (typeof v === 'string') {
        if (IMAGE_PATH.test(v)) urls.add(v);
      } else if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
      else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x, depth + 1);
    };
    for (const e of entries) walk(e.data, 0);
    for (const url of urls) {
      if (this.requested.has(url)) continue;
      this.requested.add(url);
      void this.api.publicFile(url).catch(() => this.requested.delete(url));
    }
  }
}
