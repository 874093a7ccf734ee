import type { AppContext, DeviceIdentity } from '../../../core/context.ts';
import type { InvalidationScope } from '../../realtime/hub.ts';
import type { SseStream } from '../../realtime/sse.ts';
import type { ScreenStreams } from '../runtime/screen-streams.ts';
import { EMPTY_TAKEOVERS, type TakeoverCache, type TakeoverPayload } from './takeover-cache.ts';
import type { AlertOnAir } from './targets.ts';
import type { TakeoversRepository } from './takeovers.repository.ts';

/**
 * A player connected here: its organization, the revision it was last sent from here (null: none
 * yet), and the sequence number of the last push it was sent (0: none).
 */
interface Connected {
  organizationId: number;
  revision: string | null;
  lastPush: number;
}

/**
 * The takeover channel of one instance (docs/alerts.md, "Delivery"): `GET /player/takeovers`, the
 * event stream's opening `takeovers`, and the pushes — when an organization's alerts or messages
 * change (a `takeovers` hub message from any instance), when devices move or change organization,
 * on the bounded re-validation and after a hub reconnect — to the players connected here whose
 * state differs from the revision they were last sent. One push runs per organization at a time;
 * a change arriving meanwhile runs it again.
 */
export class TakeoverDelivery {
  private readonly players = new Map<number, Connected>();
  private readonly byOrg = new Map<number, Set<number>>();
  private readonly pushing = new Map<number, Promise<void>>();
  private readonly again = new Set<number>();
  private readonly forced = new Set<number>();
  /** Counts the pushes sent from here (never reset): what a stream attached at a given count has received. */
  private pushSeq = 0;

  constructor(
    private readonly ctx: AppContext,
    readonly cache: TakeoverCache,
    private readonly repo: TakeoversRepository,
    private readonly streams: ScreenStreams,
  ) {}

  /** `GET /api/player/takeovers`: the device's state (a device not paired: nothing). */
  current(identity: DeviceIdentity): Promise<TakeoverPayload> {
    if (identity.organizationId === null) return Promise.resolve(EMPTY_TAKEOVERS);
    return this.cache.forDevice(identity.id, identity.organizationId);
  }

  /** The alerts on air of these organizations (the CMS's "now playing"). */
  onAir(organizationIds: number[]): Promise<Map<number, AlertOnAir[]>> {
    return this.cache.onAir(organizationIds);
  }

  /**
   * A paired player's event stream opened here: it gets `takeovers` at once (after its `manifest`),
   * and the device is followed until its last stream here closes. A change that arrives while the
   * state is read makes it read again, so the opening event is never older than a push. A push that
   * reached the stream since it was attached (`attachedAt`, from `pushMark` then) with this very state
   * is not repeated: the player gets its state once.
   */
  async opened(deviceId: number, organizationId: number, stream: SseStream, attachedAt: number) {
    this.track(deviceId, organizationId);
    stream.onClose(() => {
      if (!this.streams.isConnected(deviceId)) this.untrack(deviceId);
    });
    for (let attempt = 0; attempt < 3; attempt++) {
      const gen = this.cache.generation(organizationId);
      const p = await this.cache.forDevice(deviceId, organizationId);
      if (gen !== this.cache.generation(organizationId)) continue;
      if (stream.isClosed) return;
      const state = this.players.get(deviceId);
      const followed = state?.organizationId === organizationId ? state : undefined;
      if (followed && followed.lastPush > attachedAt && followed.revision === p.revision) return;
      stream.sendRaw('takeovers', p.json);
      if (followed) followed.revision = p.revision;
      return;
    }
    // Changing all along: the push of the last change (or the re-validation) sends it.
  }

  /** Taken when a player's stream is attached, before its opening event is read (see `opened`). */
  pushMark(): number {
    return this.pushSeq;
  }

  /** An organization's alerts or messages changed (from any instance): read again, push what differs. */
  organizationChanged(organizationId: number) {
    this.cache.forget(organizationId);
    void this.push(organizationId);
  }

  /**
   * Devices changed (hub `invalidate`): moved devices may now be targeted or not (the cached group
   * placement of their organization is dropped and its players re-checked); a device whose identity
   * changed (paired, moved to another organization) is read again; a removed one is no longer followed.
   */
  devicesChanged(deviceIds: number[], scope: InvalidationScope | undefined, revoked: boolean) {
    if (revoked) {
      // Its streams close; nobody else's state changes (a stale placement entry for it is harmless).
      for (const id of deviceIds) this.untrack(id);
      return;
    }
    if (scope === 'content') return;
    for (const organizationId of this.cache.forgetPlacements(deviceIds)) void this.push(organizationId);
    if (scope === 'inputs' || scope === 'groups') return;
    const connected = deviceIds.filter((id) => this.streams.isConnected(id));
    if (connected.length) void this.reidentify(connected);
  }

  /** Connected devices whose organization may have changed: read it, follow them there, push. */
  private async reidentify(deviceIds: number[]) {
    let orgs: Map<number, number>;
    try {
      orgs = await this.repo.organizationsOf(deviceIds);
    } catch (error) {
      this.ctx.log.warn({ err: error, deviceIds: deviceIds.length }, 'takeovers: device organizations not read');
      return;
    }
    const touched = new Set<number>();
    for (const id of deviceIds) {
      const organizationId = orgs.get(id);
      if (organizationId === undefined) {
        this.untrack(id);
        continue;
      }
      if (this.players.get(id)?.organizationId === organizationId) continue;
      this.track(id, organizationId);
      touched.add(organizationId);
      // A device its organization's placement does not know yet: read it again.
      const placement = this.cache.peek(organizationId)?.placement;
      if (placement && !placement.devices.has(id)) this.cache.forget(organizationId);
    }
    for (const organizationId of touched) void this.push(organizationId);
  }

  /**
   * The bounded lifetime (every half CACHE_REVALIDATE_SECONDS, with the manifests'): the state of
   * every organization with players here is read again once older than the bound (or once an
   * alert or message in it ended), and players whose state differs get `takeovers`.
   */
  async revalidate() {
    this.cache.sweep();
    await Promise.all([...this.byOrg.keys()].map((organizationId) => this.push(organizationId)));
  }

  /** The hub listens again after a gap: everything cached is dropped and every player here is sent its state. */
  resynchronize() {
    this.cache.forgetAll();
    for (const organizationId of this.byOrg.keys()) void this.push(organizationId, true);
  }

  /** Waits until no push is under way (tests). */
  async idle() {
    while (this.pushing.size > 0) await Promise.all([...this.pushing.values()]);
  }

  private track(deviceId: number, organizationId: number) {
    const state = this.players.get(deviceId);
    if (state?.organizationId === organizationId) return;
    if (state) this.byOrg.get(state.organizationId)?.delete(deviceId);
    this.players.set(deviceId, { organizationId, revision: null, lastPush: 0 });
    let set = this.byOrg.get(organizationId);
    if (!set) {
      set = new Set();
      this.byOrg.set(organizationId, set);
    }
    set.add(deviceId);
  }

  private untrack(deviceId: number) {
    const state = this.players.get(deviceId);
    if (!state) return;
    this.players.delete(deviceId);
    const set = this.byOrg.get(state.organizationId);
    set?.delete(deviceId);
    if (set?.size === 0) this.byOrg.delete(state.organizationId);
  }

  /** Sends `takeovers` to the organization's players here whose state changed (all of them when forced). */
  private push(organizationId: number, force = false): Promise<void> {
    if (force) this.forced.add(organizationId);
    const running = this.pushing.get(organizationId);
    if (running) {
      this.again.add(organizationId);
      return running;
    }
    const run = (async () => {
      do {
        this.again.delete(organizationId);
        try {
          await this.pushOnce(organizationId, this.forced.delete(organizationId));
        } catch (error) {
          this.ctx.log.warn({ err: error, organizationId }, 'takeovers not pushed');
        }
      } while (this.again.has(organizationId));
      // In the same step as the last check: a change asked for from here on starts a new run (a
      // `.finally` a few ticks later let one be taken as "again" by a run that had already ended).
      this.pushing.delete(organizationId);
    })();
    this.pushing.set(organizationId, run);
    return run;
  }

  private async pushOnce(organizationId: number, force: boolean) {
    if (!this.byOrg.get(organizationId)?.size) return;
    const gen = this.cache.generation(organizationId);
    const entry = await this.cache.entry(organizationId);
    if (gen !== this.cache.generation(organizationId)) {
      // Changed while it was read: read again (the loop runs once more).
      this.again.add(organizationId);
      if (force) this.forced.add(organizationId);
      return;
    }
    for (const id of this.byOrg.get(organizationId) ?? []) {
      const state = this.players.get(id);
      if (!state) continue;
      if (!this.streams.isConnected(id)) {
        this.untrack(id);
        continue;
      }
      const p = this.cache.payloadOf(entry, id);
      if (!force && state.revision === p.revision) continue;
      state.revision = p.revision;
      state.lastPush = ++this.pushSeq;
      this.streams.toPlayerRaw(id, 'takeovers', p.json);
    }
  }
}
