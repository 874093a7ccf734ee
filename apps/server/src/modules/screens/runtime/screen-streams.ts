import { PLAYER_KEEPALIVE_MS } from '@signage/shared';
import type { SseStream } from '../../realtime/sse.ts';
import { StreamRegistry } from '../../realtime/streams.ts';

/**
 * The event streams connected to this instance: players' by device, the CMS's by organization. It
 * delivers locally; what reaches every instance goes through the hub (ScreensBus).
 */
export class ScreenStreams {
  private readonly players = new StreamRegistry<number>();
  private readonly organizations = new StreamRegistry<number>();
  /** The CMS streams' checks by user: each closes its stream when its session ended or lost the permission. */
  private readonly userChecks = new Map<number, Set<() => void>>();

  get keepAliveMs() {
    return PLAYER_KEEPALIVE_MS;
  }

  attachPlayer(deviceId: number, stream: SseStream) {
    this.players.attach(deviceId, stream);
  }

  attachOrganizations(organizationIds: number[], stream: SseStream) {
    for (const orgId of organizationIds) this.organizations.attach(orgId, stream);
  }

  /** `check` runs when the user's sessions or role change on any instance (until the stream closes). */
  attachUserCheck(userId: number, stream: SseStream, check: () => void) {
    let set = this.userChecks.get(userId);
    if (!set) {
      set = new Set();
      this.userChecks.set(userId, set);
    }
    set.add(check);
    stream.onClose(() => {
      set.delete(check);
      if (set.size === 0) this.userChecks.delete(userId);
    });
  }

  /** Runs the checks of these users' CMS streams on this instance. */
  recheckUsers(userIds: number[]) {
    for (const id of userIds) for (const check of [...(this.userChecks.get(id) ?? [])]) check();
  }

  /** The devices with a player stream on this instance. */
  connectedPlayers(): number[] {
    return this.players.keys();
  }

  /** Whether this device's player has a stream on this instance. */
  hasPlayer(deviceId: number): boolean {
    return this.players.has(deviceId);
  }

  /** The organizations with a CMS stream on this instance. */
  connectedOrganizations(): number[] {
    return this.organizations.keys();
  }

  isConnected(deviceId: number) {
    return this.players.has(deviceId);
  }

  toPlayers(deviceIds: number[], event: string, data: unknown) {
    for (const id of deviceIds) this.players.send(id, event, data);
  }

  /** One event, its data already JSON, to one device's players (a payload serialized once for many). */
  toPlayerRaw(deviceId: number, event: string, json: string) {
    this.players.sendRaw(deviceId, event, json);
  }

  /** Removed devices: their streams get `revoked` and close. */
  revokePlayers(deviceIds: number[]) {
    for (const id of deviceIds) this.players.end(id, 'revoked', {});
  }

  toOrganization(organizationId: number, event: string, data: unknown) {
    this.organizations.send(organizationId, event, data);
  }

  toOrganizationMany(organizationId: number, event: string, items: unknown[]) {
    this.organizations.sendMany(organizationId, event, items);
  }

  closeAll() {
    for (const list of [...this.players.lists(), ...this.organizations.lists()]) for (const stream of list) stream.close();
  }
}
