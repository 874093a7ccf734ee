import { createHash } from 'node:crypto';
import type { PlayerAlert, PlayerMessage, PlayerTakeovers } from '@signage/shared';
import type { AppContext } from '../../../core/context.ts';
import { type AlertOnAir, groupChain, needsGroups, type TargetSet, targetSet, targets } from './targets.ts';
import type { ActiveAlertRow, MessageRow, Placement, TakeoversRepository } from './takeovers.repository.ts';

/** One device's takeover state, serialized once and shared by every device with the same matches. */
export interface TakeoverPayload {
  revision: string;
  /** `PlayerTakeovers` as JSON: the SSE event's data and the answer's `response`. */
  json: string;
}

interface Targeted<T> {
  value: T;
  targets: TargetSet;
}

/** What one organization's screens may show, as last read (one statement, plus one for placement). */
export interface OrgTakeovers {
  /** When it was read (Date.now()): it is read again after CACHE_REVALIDATE_SECONDS. */
  at: number;
  /** The first end of an alert or message in it (the app clock, ms): it is read again then. */
  validUntil: number;
  alerts: Array<Targeted<PlayerAlert>>;
  messages: Array<Targeted<PlayerMessage>>;
  /** Devices → group and groups → parent, read only when some target names groups. */
  placement: Placement | null;
  chains: Map<number, number[]>;
  /** Match key (which alerts and messages) → payload, and device → payload. */
  payloads: Map<string, TakeoverPayload>;
  byDevice: Map<number, TakeoverPayload>;
}

/** Organizations whose state is kept (least recently read first out). */
const ORGS_MAX = 1_000;

/** The content hash of a takeover state: equal revisions are equal states on every instance. */
export const revisionOf = (content: { alerts: PlayerAlert[]; messages: PlayerMessage[] }) =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 20);

function payload(alerts: PlayerAlert[], messages: PlayerMessage[]): TakeoverPayload {
  const revision = revisionOf({ alerts, messages });
  const body: PlayerTakeovers = { revision, alerts, messages };
  return { revision, json: JSON.stringify(body) };
}

/** A device that is not paired, or is shown nothing: no alert, no message. */
export const EMPTY_TAKEOVERS = payload([], []);

function playerAlert(r: ActiveAlertRow): PlayerAlert {
  const audio =
    r.audioId !== null && r.audioHash
      ? {
          url: `/api/player/media/${r.audioId}/${r.audioHash}`,
          hash: r.audioHash,
          mime: r.audioMime ?? '',
          bytes: Number(r.audioBytes ?? 0),
        }
      : null;
  return {
    activationId: r.activationId,
    alertId: r.alertId,
    name: r.name,
    type: r.type,
    description: r.description,
    instructions: r.instructions,
    backgroundColor: r.backgroundColor,
    textColor: r.textColor,
    audio,
    mode: r.mode,
    startedAt: r.startedAt,
    endsAt: r.endsAt,
  };
}

function playerMessage(r: MessageRow): PlayerMessage {
  return {
    id: r.id,
    text: r.text,
    style: r.style,
    position: r.position,
    speed: r.speed,
    backgroundColor: r.backgroundColor,
    textColor: r.textColor,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
  };
}

/**
 * The takeover state of each organization's devices (docs/alerts.md, "Delivery"), cached per
 * organization: its alerts on air and messages not over in one statement, its devices' groups and
 * group tree in one more when a target names groups; every device is matched in memory and devices
 * with equal matches share one serialized payload. An entry is dropped by a change
 * (`takeoversChanged`, through the hub), read again after CACHE_REVALIDATE_SECONDS or once an alert
 * or message in it ends.
 */
export class TakeoverCache {
  private readonly entries = new Map<number, OrgTakeovers>();
  private readonly loading = new Map<number, Promise<OrgTakeovers>>();
  private readonly gens = new Map<number, number>();
  /** Counts `forgetAll`: a read begun before one is answered but not kept. */
  private epoch = 0;

  constructor(
    private readonly ctx: AppContext,
    private readonly repo: TakeoversRepository,
    private readonly revalidateMs = 30_000,
  ) {}

  /** Changes with every drop of the organization's entry: what was read before is stale. */
  generation(organizationId: number) {
    return `${this.epoch}.${this.gens.get(organizationId) ?? 0}`;
  }

  private fresh(e: OrgTakeovers) {
    return Date.now() - e.at <= this.revalidateMs && this.ctx.now().getTime() < e.validUntil;
  }

  /** The organization's state: cached while fresh, else read (one read however many ask). */
  entry(organizationId: number): Promise<OrgTakeovers> {
    const cached = this.entries.get(organizationId);
    if (cached && this.fresh(cached)) return Promise.resolve(cached);
    const pending = this.loading.get(organizationId);
    if (pending) return pending;
    const gen = this.generation(organizationId);
    const load = this.load(organizationId).then((e) => {
      if (gen === this.generation(organizationId)) {
        this.entries.delete(organizationId);
        this.entries.set(organizationId, e);
        if (this.entries.size > ORGS_MAX) this.entries.delete(this.entries.keys().next().value as number);
      }
      return e;
    });
    this.loading.set(organizationId, load);
    void load
      .catch(() => undefined)
      .finally(() => {
        if (this.loading.get(organizationId) === load) this.loading.delete(organizationId);
      });
    return load;
  }

  /** The cached state, fresh or not, without reading (null when none). */
  peek(organizationId: number): OrgTakeovers | null {
    return this.entries.get(organizationId) ?? null;
  }

  private async load(organizationId: number): Promise<OrgTakeovers> {
    const at = Date.now();
    const { alerts, messages } = await this.repo.content(organizationId, this.ctx.now());
    const a = alerts.map((r) => ({ value: playerAlert(r), targets: targetSet(r.targets) }));
    const m = messages.map((r) => ({ value: playerMessage(r), targets: targetSet(r.targets) }));
    const needs = [...a, ...m].some((x) => needsGroups(x.targets));
    let validUntil = Number.POSITIVE_INFINITY;
    for (const x of [...a.map((y) => y.value.endsAt), ...m.map((y) => y.value.endsAt)]) {
      if (x) validUntil = Math.min(validUntil, Date.parse(x));
    }
    return {
      at,
      validUntil,
      alerts: a,
      messages: m,
      placement: needs ? await this.repo.placement(organizationId) : null,
      chains: new Map(),
      payloads: new Map(),
      byDevice: new Map(),
    };
  }

  /** The device's payload from an organization's state (matched in memory, shared by equal matches). */
  payloadOf(e: OrgTakeovers, deviceId: number): TakeoverPayload {
    const known = e.byDevice.get(deviceId);
    if (known) return known;
    if (e.alerts.length === 0 && e.messages.length === 0) return EMPTY_TAKEOVERS;
    // Its dynamic groups (by its tags), then its group and that group's ancestors.
    const chain = e.placement
      ? [
          ...(e.placement.dynamic.get(deviceId) ?? []),
          ...groupChain(e.placement.devices.get(deviceId) ?? null, e.placement.parents, e.chains),
        ]
      : [];
    const alerts = e.alerts.filter((x) => targets(x.targets, deviceId, chain));
    const messages = e.messages.filter((x) => targets(x.targets, deviceId, chain));
    // Which of the organization's alerts and messages it gets: equal keys share one payload.
    const key = `${alerts.map((x) => x.value.activationId).join(',')}|${messages.map((x) => x.value.id).join(',')}`;
    let p = e.payloads.get(key);
    if (!p) {
      p = payload(
        alerts.map((x) => x.value),
        messages.map((x) => x.value),
      );
      e.payloads.set(key, p);
    }
    e.byDevice.set(deviceId, p);
    return p;
  }

  /**
   * One device's payload. A device its organization's placement does not know (paired or moved in
   * since it was read) has it read again, at most once a second.
   */
  async forDevice(deviceId: number, organizationId: number): Promise<TakeoverPayload> {
    let e = await this.entry(organizationId);
    if (e.placement && !e.placement.devices.has(deviceId) && Date.now() - e.at > 1_000) {
      this.forget(organizationId);
      e = await this.entry(organizationId);
    }
    return this.payloadOf(e, deviceId);
  }

  /** The alerts on air of each organization, newest first (the CMS's "now playing"). */
  async onAir(organizationIds: number[]): Promise<Map<number, AlertOnAir[]>> {
    const out = new Map<number, AlertOnAir[]>();
    for (const id of new Set(organizationIds)) {
      const e = await this.entry(id);
      out.set(
        id,
        e.alerts.map((a) => ({
          activationId: a.value.activationId,
          startedAt: a.value.startedAt,
          endsAt: a.value.endsAt,
          targets: a.targets,
        })),
      );
    }
    return out;
  }

  /** The organization's alerts or messages changed. */
  forget(organizationId: number) {
    this.gens.set(organizationId, (this.gens.get(organizationId) ?? 0) + 1);
    this.entries.delete(organizationId);
    this.loading.delete(organizationId);
  }

  /** Changes from other instances may have been missed: drop everything. */
  forgetAll() {
    this.epoch += 1;
    this.entries.clear();
    this.loading.clear();
  }

  /**
   * Devices moved (group, pairing, removal): the organizations whose cached placement knows one of
   * them are dropped; answers those organizations.
   */
  forgetPlacements(deviceIds: readonly number[]): number[] {
    const dropped: number[] = [];
    for (const [organizationId, e] of this.entries) {
      if (!e.placement) continue;
      const devices = e.placement.devices;
      if (deviceIds.some((id) => devices.has(id))) dropped.push(organizationId);
    }
    for (const id of dropped) this.forget(id);
    return dropped;
  }

  /** Drops the entries past their bound (they would be read again anyway). */
  sweep() {
    for (const [organizationId, e] of this.entries) if (!this.fresh(e)) this.entries.delete(organizationId);
  }
}
