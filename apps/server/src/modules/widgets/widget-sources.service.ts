import { createHash, randomUUID } from 'node:crypto';
import { type WidgetDataEntry, type WidgetSource, widgetSourceKey } from '@signage/slides/widgets/models';
import { inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.ts';
import { rowsOf } from '../../db/client.ts';
import { type WidgetSourceRow, widgetSources } from '../../db/schema/index.ts';
import { type Egress, EgressError } from '../../lib/egress.ts';
import { userAddressEgress } from '../../lib/egress-clients.ts';
import type { MediaStorage } from '../../storage/index.ts';
import { type FetchContext, getFetcher, SourceFetchError } from './fetchers.ts';

/** A lease outlives any fetch (the egress deadline is 10 s); a dead instance's lease frees itself. */
const LEASE_SECONDS = 60;
/** Nobody asked for a day: the source is no longer refreshed (its row stays for the next ask). */
const IDLE_AFTER = "interval '1 day'";
/** `requested_at` is written at most once a minute per source, however many screens ask. */
const REQUEST_MARK_SECONDS = 60;
/** Longest wait between retries of a failing source. */
const MAX_BACKOFF_MS = 60 * 60_000;
/** First wait after a failure; doubles per failure up to the freshness window, then MAX_BACKOFF_MS. */
const FIRST_BACKOFF_MS = 30_000;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_MAX_SIZE = 800;

/** The public path of a stored widget image (content-addressed, immutable). */
export const widgetImageUrl = (name: string) => `/api/widget/image/${name}`;
export const WIDGET_IMAGE_NAME = /^[a-f0-9]{40}\.webp$/;

/**
 * Widget data (docs/widgets.md): each distinct source (a weather location, a feed) is one
 * row of `widget_sources`, shared by every organization and screen that shows it. A source is fetched
 * through its kind's fetcher and the egress client at most once per freshness window: the row is
 * claimed with a lease (UPDATE … FOR UPDATE SKIP LOCKED), so neither concurrent requests nor several
 * instances fetch it twice. Failures keep the last good data and are retried with backoff. Screens
 * and the editor only ever read rows; the refresh job (`refreshDue`, every WIDGET_REFRESH_SECONDS on
 * each instance) keeps what someone asked for in the last day fresh.
 */
export class WidgetSourcesService {
  private readonly owner = randomUUID();
  private readonly egress: Egress;
  private readonly inflight = new Map<string, Promise<void>>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly ctx: AppContext,
    private readonly storage: MediaStorage,
    egress?: Egress,
  ) {
    this.egress = egress ?? userAddressEgress(ctx);
  }

  /** Starts this instance's refresh job. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), this.ctx.config.widgets.refreshMs);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    await Promise.allSettled([...this.inflight.values()]);
  }

  private tick() {
    if (this.running) return this.running;
    this.running = this.refreshDue()
      .catch((error) => this.ctx.log.warn({ err: error }, 'widget refresh failed'))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /**
   * The data of each source, in order. Unknown kinds are answered 'failed'. With `fetchMissing`, a
   * source never fetched is fetched now (the editor's first look; a lease keeps it single).
   */
  async entries(sources: WidgetSource[], opts: { fetchMissing?: boolean } = {}): Promise<WidgetDataEntry[]> {
    const unique = new Map<string, WidgetSource>();
    for (const s of sources) if (getFetcher(s.kind)) unique.set(widgetSourceKey(s), s);
    if (unique.size > 0) {
      await this.ctx.db
        .insert(widgetSources)
        .values([...unique].map(([key, s]) => ({ key, kind: s.kind, params: s.params })))
        .onConflictDoUpdate({
          target: widgetSources.key,
          set: { requestedAt: sql`now()` },
          setWhere: sql`${widgetSources.requestedAt} < now() - make_interval(secs => ${REQUEST_MARK_SECONDS})`,
        });
    }
    let rows = await this.rows([...unique.keys()]);
    if (opts.fetchMissing) {
      const missing = rows.filter((r) => r.fetchedAt === null && r.status === 'pending');
      if (missing.length) {
        await Promise.all(missing.map((r) => this.refreshOne(r.key)));
        rows = await this.rows([...unique.keys()]);
      }
    }
    if (rows.some((r) => r.nextFetchAt.getTime() <= Date.now())) void this.tick();
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return sources.map((s) => {
      const key = widgetSourceKey(s);
      const fetcher = getFetcher(s.kind);
      const row = byKey.get(key);
      if (!fetcher || !row) return { key, status: 'failed', data: null, fetchedAt: null, staleAfterMs: 0, error: 'WIDGET_SOURCE_UNKNOWN' };
      return presentEntry(row, fetcher.freshnessMs);
    });
  }

  private async rows(keys: string[]): Promise<WidgetSourceRow[]> {
    if (keys.length === 0) return [];
    return this.ctx.db.select().from(widgetSources).where(inArray(widgetSources.key, keys));
  }

  /** Claims and fetches the due sources someone asked for in the last day (the refresh job). */
  async refreshDue(limit = 10): Promise<number> {
    const claimed = await this.claim(limit);
    await Promise.all(claimed.map((row) => this.fetchClaimed(row)));
    return claimed.length;
  }

  /** Fetches one source now when it is due and nobody holds its lease; otherwise does nothing. */
  private refreshOne(key: string): Promise<void> {
    let run = this.inflight.get(key);
    if (!run) {
      run = (async () => {
        const [row] = await this.claim(1, key);
        if (row) await this.fetchClaimed(row);
      })().finally(() => this.inflight.delete(key));
      this.inflight.set(key, run);
    }
    return run;
  }

  private async claim(limit: number, key?: string): Promise<WidgetSourceRow[]> {
    const result = await this.ctx.db.execute(sql`
      update widget_sources set lease_until = now() + make_interval(secs => ${LEASE_SECONDS}), lease_owner = ${this.owner}
      where key in (
        select key from widget_sources
        where next_fetch_at <= now() and (lease_until is null or lease_until < now())
          and requested_at > now() - ${sql.raw(IDLE_AFTER)}
          ${key === undefined ? sql`` : sql`and key = ${key}`}
        order by next_fetch_at
        limit ${limit}
        for update skip locked
      )
      returning key, kind, params, failures`);
    return rowsOf<{ key: string; kind: string; params: unknown; failures: number }>(result).map(
      (r) => ({ key: r.key, kind: r.kind, params: r.params, failures: Number(r.failures) }) as WidgetSourceRow,
    );
  }

  private async fetchClaimed(row: Pick<WidgetSourceRow, 'key' | 'kind' | 'params' | 'failures'>): Promise<void> {
    const fetcher = getFetcher(row.kind);
    const params = (typeof row.params === 'string' ? JSON.parse(row.params) : row.params) as Record<string, unknown>;
    let data: unknown;
    let error: string | null = null;
    try {
      if (!fetcher) throw new SourceFetchError('WIDGET_SOURCE_UNKNOWN');
      data = await fetcher.fetch(params, this.fetchContext());
    } catch (failure) {
      error = failureCode(failure);
      this.ctx.log.info({ source: row.key, code: error, err: failure }, 'widget source fetch failed');
    }
    const freshness = fetcher?.freshnessMs ?? MAX_BACKOFF_MS;
    if (error === null) {
      await this.ctx.db.execute(sql`
        update widget_sources set data = ${JSON.stringify(data)}::jsonb, fetched_at = now(), status = 'ok', error = null,
          failures = 0, next_fetch_at = now() + make_interval(secs => ${freshness / 1000}), lease_until = null, lease_owner = null
        where key = ${row.key} and lease_owner = ${this.owner}`);
    } else {
      const failures = row.failures + 1;
      const wait = Math.min(
        MAX_BACKOFF_MS,
        Math.max(FIRST_BACKOFF_MS, Math.min(freshness, FIRST_BACKOFF_MS * 2 ** (failures - 1))) * (failures > 6 ? 2 : 1),
      );
      await this.ctx.db.execute(sql`
        update widget_sources set status = 'failed', error = ${error}, failures = ${failures},
          next_fetch_at = now() + make_interval(secs => ${wait / 1000}), lease_until = null, lease_owner = null
        where key = ${row.key} and lease_owner = ${this.owner}`);
    }
  }

  private fetchContext(): FetchContext {
    return { egress: this.egress, storeImage: (url) => this.storeImage(url) };
  }

  /**
   * An image found in a source (a feed item's picture), fetched through the egress client, checked
   * and re-encoded by sharp (never served as the upstream sent it), stored content-addressed. Screens
   * get our URL, never a third party's. Null when it cannot be had.
   */
  async storeImage(url: string): Promise<string | null> {
    try {
      const res = await this.egress.request(url, { maxBytes: IMAGE_MAX_BYTES, headers: { accept: 'image/*' } });
      if (res.status !== 200) return null;
      // sharp (libvips) loads when first needed, not at start-up: an idle server does not hold it.
      const { default: sharp } = await import('sharp');
      const webp = await sharp(res.body, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize({ width: IMAGE_MAX_SIZE, height: IMAGE_MAX_SIZE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      const name = `${createHash('sha1').update(webp).digest('hex')}.webp`;
      const key = `widget-images/${name}`;
      if (!(await this.storage.exists(key))) {
        const { Readable } = await import('node:stream');
        await this.storage.put(key, Readable.from(webp), { contentType: 'image/webp', size: webp.length });
      }
      return widgetImageUrl(name);
    } catch {
      return null;
    }
  }
}

function failureCode(failure: unknown): string {
  if (failure instanceof SourceFetchError) return failure.code;
  if (failure instanceof EgressError)
    return failure.reason === 'blocked' || failure.reason === 'invalidUrl' ? 'WIDGET_SOURCE_BLOCKED' : 'WIDGET_SOURCE_UNREACHABLE';
  return 'WIDGET_SOURCE_FAILED';
}

export function presentEntry(row: WidgetSourceRow, freshnessMs: number): WidgetDataEntry {
  return {
    key: row.key,
    status: row.status === 'ok' || row.status === 'failed' ? row.status : 'pending',
    data: row.data ?? null,
    fetchedAt: row.fetchedAt ? row.fetchedAt.toISOString() : null,
    // Stale once a refresh is clearly overdue (two windows): the screen then shows "as of HH:MM".
    staleAfterMs: freshnessMs * 2,
    ...(row.status === 'failed' && row.error ? { error: row.error } : {}),
  };
}
