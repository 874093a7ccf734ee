import type { AppContext } from '../../../core/context.ts';
import { type BuiltManifest, ManifestBuilder, type ManifestDevice, type ManifestInputs, type ManifestSources } from './manifest.ts';

/** Distinct manifest contents (and their inputs) kept; least recently used first out. */
const CONTENT_CACHE_MAX = 2_000;
/** Device → content key entries kept. */
const KEY_CACHE_MAX = 200_000;
/** Device rows read in one query when keys are computed. */
const KEY_BATCH_MAX = 2_000;
/** How long a device's key or a built content is used without reading the database again (default). */
const REVALIDATE_MS = 30_000;

interface KeyEntry {
  key: string;
  /** When it was read (Date.now()). */
  at: number;
}

interface RowEntry {
  row: ManifestDevice;
  at: number;
}

/** A batch's versions to store, kept until the run that computed them has drained its queue. */
interface PendingVersions {
  resolved: Map<number, string | null>;
  stored: Map<number, string | null>;
  keys: Set<string>;
  epoch: number;
}

interface ContentEntry {
  built: BuiltManifest;
  at: number;
}

interface Waiter {
  resolve(key: string | null): void;
  reject(error: unknown): void;
}

/** Map with least-recently-used eviction (a Map iterates in insertion order). */
class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(private readonly max: number) {}
  get(k: K): V | undefined {
    const v = this.map.get(k);
    if (v !== undefined) {
      this.map.delete(k);
      this.map.set(k, v);
    }
    return v;
  }
  has(k: K) {
    return this.map.has(k);
  }
  set(k: K, v: V) {
    this.map.delete(k);
    this.map.set(k, v);
    while (this.map.size > this.max) {
      const oldest = this.map.keys().next().value as K;
      this.map.delete(oldest);
    }
  }
  delete(k: K) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
  get size() {
    return this.map.size;
  }
}

/**
 * The manifests of paired devices, content-addressed (docs/screens.md, "Manifest cache"): a device
 * maps to a content key (a hash of its manifest inputs), the key to one built manifest shared by
 * every device with the same inputs. The fetch path is two map lookups; keys of devices that are
 * not known are computed in coalesced batches (one query for the device rows, shared group,
 * snapshot, media and organization loads), and a content is built once however many ask.
 */
export class ManifestCache {
  private readonly keys = new Lru<number, KeyEntry>(KEY_CACHE_MAX);
  /**
   * Device → the row its key was computed from: a change to the groups above it (scope `groups`)
   * computes its key again from this row and the groups read afresh, without reading the row.
   */
  private readonly rows = new Lru<number, RowEntry>(KEY_CACHE_MAX);
  private readonly inputs = new Lru<string, ManifestInputs>(CONTENT_CACHE_MAX);
  private readonly contents = new Lru<string, ContentEntry>(CONTENT_CACHE_MAX);
  /** Device → the manifest version its player was last sent from this instance. */
  private readonly sent = new Lru<number, string>(KEY_CACHE_MAX);
  private readonly building = new Map<string, Promise<BuiltManifest | null>>();
  /** Devices whose key is asked for and not read yet. */
  private readonly queue = new Map<number, Waiter[]>();
  /** Devices whose key is being computed: every asker shares the promise. */
  private readonly inflight = new Map<number, Promise<string | null>>();
  /** Version writes under way (the delivery receipt). */
  private readonly writing = new Set<Promise<void>>();
  private scheduled = false;
  private running = false;
  /** The version writes of the batches of the current run, made once its queue is drained. */
  private pendingVersions: PendingVersions[] = [];
  /** Counts invalidations: what was read before one is answered but not kept. */
  private epoch = 0;
  private closed = false;
  private readonly versionListeners: Array<(changes: Array<{ id: number; version: string }>) => void> = [];

  /**
   * `revalidateMs` (CACHE_REVALIDATE_SECONDS) bounds how long a device's key and a built content are
   * trusted without an invalidation: an older key is read again and an older content built again on
   * the next ask (design brief 2: a notification lost between instances is repaired within it).
   */
  constructor(
    private readonly ctx: AppContext,
    private readonly sources: ManifestSources,
    private readonly revalidateMs = REVALIDATE_MS,
  ) {}

  /** The device's key while it is fresh. */
  private freshKey(deviceId: number): string | undefined {
    const entry = this.keys.get(deviceId);
    if (entry === undefined) return undefined;
    if (Date.now() - entry.at > this.revalidateMs) {
      this.keys.delete(deviceId);
      return undefined;
    }
    return entry.key;
  }

  /** A built content while it is fresh. */
  private freshContent(key: string): BuiltManifest | undefined {
    const entry = this.contents.get(key);
    if (entry === undefined) return undefined;
    if (Date.now() - entry.at > this.revalidateMs) {
      this.contents.delete(key);
      return undefined;
    }
    return entry.built;
  }

  /** The version of a paired device's manifest its player was just sent from here (answer or `manifest` event). */
  noteSent(deviceId: number, version: string) {
    this.sent.set(deviceId, version);
  }

  /**
   * The bounded lifetime for the players connected to this instance (ScreensBus runs it on a timer):
   * each device's manifest is asked again — two map lookups while its key and content are fresh,
   * computed again from the database (batched like any miss) once they are older than the bound — and
   * compared with the version its player was last sent from here. Answers the devices whose manifest
   * changed (their players should fetch; noted as sent) and those that no longer have one (removed or
   * unpaired). Devices never sent a manifest from here are left out.
   */
  async revalidate(deviceIds: number[]): Promise<{ changed: number[]; gone: number[] }> {
    const changed: number[] = [];
    const gone: number[] = [];
    await Promise.all(
      deviceIds.map(async (id) => {
        const sent = this.sent.get(id);
        if (sent === undefined) return;
        const built = await this.manifest(id).catch(() => undefined);
        if (built === undefined) return; // the database did not answer: tried again next time
        if (built === null) {
          this.sent.delete(id);
          gone.push(id);
        } else if (built.version !== sent) {
          this.sent.set(id, built.version);
          changed.push(id);
        }
      }),
    );
    return { changed, gone };
  }

  /** Called with the devices whose stored `manifest_version` was just changed, and the new versions. */
  onVersionsStored(listener: (changes: Array<{ id: number; version: string }>) => void) {
    this.versionListeners.push(listener);
  }

  /** The device's manifest; null when it is not a paired device. */
  async manifest(deviceId: number): Promise<BuiltManifest | null> {
    let key = this.freshKey(deviceId);
    if (key !== undefined && !this.contents.has(key) && !this.inputs.has(key) && !this.building.has(key)) {
      this.keys.delete(deviceId);
      key = undefined;
    }
    if (key !== undefined) {
      const built = await this.content(key);
      if (built) return built;
      this.keys.delete(deviceId);
    }
    const k = await this.keyOf(deviceId);
    return k === null ? null : this.content(k);
  }

  /**
   * Computes (in the background, batched) the keys, manifests and stored versions of these devices.
   * Devices whose key is still known (a republish or theme change: their inputs stand) need no row
   * read: their contents are rebuilt once per distinct key and their versions stored.
   */
  prefetch(deviceIds: number[]) {
    const known = new Map<number, string>();
    for (const id of deviceIds) {
      const key = this.freshKey(id);
      if (key === undefined) void this.keyOf(id).catch(() => null);
      else known.set(id, key);
    }
    if (known.size === 0) return;
    const task = this.storeVersions(known, null, new Set(known.values()), this.epoch);
    this.writing.add(task);
    void task.finally(() => this.writing.delete(task));
  }

  /** These devices' manifests may have changed, and their inputs (rows, groups) too. */
  forget(deviceIds: number[]) {
    for (const id of deviceIds) this.rows.delete(id);
    this.forgetKeys(deviceIds);
  }

  /**
   * The groups above these devices changed (schedule, play now, place), not the devices' own rows:
   * their keys and contents are dropped; the rows they were computed from are kept (while fresh), so
   * a play-now on a group of 10,000 screens computes 10,000 keys without reading 10,000 rows.
   */
  forgetKeys(deviceIds: number[]) {
    this.epoch += 1;
    for (const id of deviceIds) {
      const key = this.keys.get(id)?.key;
      this.keys.delete(id);
      // A computation already reading rows may predate the change: later askers start a new one.
      this.inflight.delete(id);
      if (key !== undefined) {
        this.contents.delete(key);
        this.building.delete(key);
      }
    }
  }

  /** Any manifest may have changed (invalidations from other instances were missed): drop everything. */
  forgetAll() {
    this.epoch += 1;
    this.keys.clear();
    this.rows.clear();
    this.inputs.clear();
    this.contents.clear();
    this.building.clear();
    this.inflight.clear();
  }

  /**
   * What these devices' manifests are built from changed (published snapshots, theme), not their
   * inputs: their keys stay, the contents those keys name are dropped and built again when asked.
   */
  forgetContents(deviceIds: number[]) {
    this.epoch += 1;
    const dropped = new Set<string>();
    for (const id of deviceIds) {
      const key = this.keys.get(id)?.key;
      if (key === undefined) {
        this.inflight.delete(id);
        continue;
      }
      if (dropped.has(key)) continue;
      dropped.add(key);
      this.contents.delete(key);
      this.building.delete(key);
    }
  }

  /** True when nothing is being computed (tests, shutdown). */
  get idle() {
    return (
      !this.running &&
      !this.scheduled &&
      this.queue.size === 0 &&
      this.building.size === 0 &&
      this.writing.size === 0 &&
      this.pendingVersions.length === 0
    );
  }

  close() {
    this.closed = true;
  }

  private keyOf(deviceId: number): Promise<string | null> {
    const pending = this.inflight.get(deviceId);
    if (pending) return pending;
    const promise = new Promise<string | null>((resolve, reject) => {
      const waiters = this.queue.get(deviceId) ?? [];
      waiters.push({ resolve, reject });
      this.queue.set(deviceId, waiters);
    });
    this.inflight.set(deviceId, promise);
    promise.catch(() => undefined);
    this.schedule();
    return promise;
  }

  private schedule() {
    if (this.scheduled || this.running) return;
    this.scheduled = true;
    setImmediate(() => void this.run());
  }

  private async run() {
    this.scheduled = false;
    this.running = true;
    // One builder for the whole run: the groups, snapshots and organizations its batches share are
    // read once (a play-now on a group of 10,000 screens reads the group's chain once, not per batch).
    let builder = new ManifestBuilder(this.ctx, this.sources);
    let builderEpoch = this.epoch;
    try {
      while (this.queue.size > 0) {
        const batch = [...this.queue.entries()].slice(0, KEY_BATCH_MAX);
        for (const [id] of batch) this.queue.delete(id);
        if (builderEpoch !== this.epoch) {
          builder = new ManifestBuilder(this.ctx, this.sources);
          builderEpoch = this.epoch;
        }
        await this.runBatch(batch, builder);
      }
    } finally {
      this.running = false;
      this.flushVersions();
      if (this.queue.size > 0) this.schedule();
    }
  }

  /**
   * The versions computed by the run just drained, stored in one go. Written after every batch's keys
   * are answered, not between batches: on PGlite a write of thousands of rows holds the database, and
   * the next batch's read (and the players waiting on it) would queue behind it.
   */
  private flushVersions() {
    const pending = this.pendingVersions.filter((p) => p.epoch === this.epoch);
    this.pendingVersions = [];
    if (pending.length === 0) return;
    const resolved = new Map<number, string | null>();
    const stored = new Map<number, string | null>();
    const keys = new Set<string>();
    for (const p of pending) {
      for (const [id, key] of p.resolved) resolved.set(id, key);
      for (const [id, version] of p.stored) stored.set(id, version);
      for (const key of p.keys) keys.add(key);
    }
    const task = this.storeVersions(resolved, stored, keys, this.epoch);
    this.writing.add(task);
    void task.finally(() => this.writing.delete(task));
  }

  /** The rows of these devices: those read since the last change to them from memory, the others in one query. */
  private async rowsOf(ids: number[], builder: ManifestBuilder, readAt: number) {
    const found = new Map<number, ManifestDevice>();
    const missing: number[] = [];
    for (const id of ids) {
      const entry = this.rows.get(id);
      if (entry && readAt - entry.at <= this.revalidateMs) found.set(id, entry.row);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const read = await builder.devices(missing);
      for (const [id, row] of read) found.set(id, row);
    }
    return { found, read: new Set(missing) };
  }

  private async runBatch(batch: Array<[number, Waiter[]]>, builder: ManifestBuilder) {
    const epoch = this.epoch;
    // A key is as old as the rows it was read from.
    const readAt = Date.now();
    const ids = batch.map(([id]) => id);
    const waiting = new Map(batch);
    let resolved: Map<number, string | null>;
    let stored: Map<number, string | null>;
    let rows: Map<number, ManifestDevice>;
    let read: Set<number>;
    try {
      ({ found: rows, read } = await this.rowsOf(ids, builder, readAt));
      resolved = new Map();
      stored = new Map();
      for (const id of ids) {
        const row = rows.get(id);
        const inputs = row ? await builder.inputsOf(row) : null;
        resolved.set(id, inputs?.key ?? null);
        if (row && inputs) stored.set(id, row.manifestVersion);
        if (inputs && !this.inputs.has(inputs.key)) this.inputs.set(inputs.key, inputs);
      }
    } catch (error) {
      for (const [id, waiters] of batch) {
        if (this.inflight.get(id) !== undefined) this.inflight.delete(id);
        for (const w of waiters) w.reject(error);
      }
      this.ctx.log.warn({ err: error, deviceIds: ids.length }, 'manifest keys failed');
      return;
    }
    const fresh = epoch === this.epoch;
    // Every distinct content missing is built once, one after another with the batch's shared loads;
    // the builds are registered before anyone hears its key, so askers join them.
    let chain: Promise<unknown> = Promise.resolve();
    const keys = new Set([...resolved.values()].filter((k): k is string => k !== null));
    for (const key of keys) {
      if (this.freshContent(key) || this.building.has(key)) continue;
      const build = chain.then(() => this.build(key, builder, epoch));
      this.track(key, build);
      chain = build.catch(() => undefined);
    }
    for (const [id, key] of resolved) {
      if (fresh && key !== null) {
        const row = rows.get(id);
        // A row kept from before is as old as its first read: its key expires with it.
        const at = read.has(id) ? readAt : (this.rows.get(id)?.at ?? readAt);
        this.keys.set(id, { key, at });
        if (row && read.has(id)) this.rows.set(id, { row, at: readAt });
      }
      this.inflight.delete(id);
      for (const w of waiting.get(id) ?? []) w.resolve(key);
    }
    // The delivery receipt: the version each device should reach, written once the contents exist
    // and the run's queue is drained (flushVersions), without holding up the next batch of keys.
    if (fresh) this.pendingVersions.push({ resolved, stored, keys, epoch });
  }

  /**
   * Stores the versions the devices should reach. `stored` holds the versions their rows had (null:
   * not read, the write itself skips rows that already have it).
   */
  private async storeVersions(
    resolved: Map<number, string | null>,
    stored: Map<number, string | null> | null,
    keys: Set<string>,
    epoch: number,
  ) {
    const versions = new Map<string, string | undefined>();
    // One builder for the contents missing here: what they share (snapshots, organizations, their
    // chains) is read once, not once per content (a republish reaching screens of several contents).
    const builder = new ManifestBuilder(this.ctx, this.sources);
    for (const key of keys) versions.set(key, (await this.content(key, builder).catch(() => null))?.version);
    const changes: Array<{ id: number; version: string }> = [];
    for (const [id, key] of resolved) {
      const version = key === null ? undefined : versions.get(key);
      if (version && stored?.get(id) !== version) changes.push({ id, version });
    }
    if (changes.length === 0 || epoch !== this.epoch || this.closed) return;
    try {
      await this.sources.repo.writeVersions(changes);
      // The rows kept in memory hold the version now stored (the next comparison is against it).
      for (const { id, version } of changes) {
        const entry = this.rows.get(id);
        if (entry) entry.row = { ...entry.row, manifestVersion: version };
      }
      for (const listener of this.versionListeners) listener(changes);
    } catch (error) {
      this.ctx.log.warn({ err: error, deviceIds: changes.length }, 'manifest versions not stored');
    }
  }

  private track(key: string, build: Promise<BuiltManifest | null>) {
    this.building.set(key, build);
    void build
      .catch(() => null)
      .finally(() => {
        if (this.building.get(key) === build) this.building.delete(key);
      });
  }

  private async build(key: string, builder: ManifestBuilder, epoch: number): Promise<BuiltManifest | null> {
    const inputs = this.inputs.get(key);
    if (!inputs) return null;
    const built = await builder.build(inputs);
    if (epoch === this.epoch && !this.closed) this.contents.set(key, { built, at: Date.now() });
    return built;
  }

  /**
   * The content of a key: cached, being built (joined), or built now (with `builder` when given: its
   * loads are shared with the other builds it makes, so use it for one build at a time).
   */
  private content(key: string, builder?: ManifestBuilder): Promise<BuiltManifest | null> {
    const cached = this.freshContent(key);
    if (cached) return Promise.resolve(cached);
    const pending = this.building.get(key);
    if (pending) return pending;
    const build = this.build(key, builder ?? new ManifestBuilder(this.ctx, this.sources), this.epoch);
    this.track(key, build);
    return build;
  }
}
