import type { DeviceIdentity } from '../../../core/context.ts';
import type { EventHub, InvalidationScope } from '../../realtime/hub.ts';
import type { ManifestCache } from '../manifests/manifest-cache.ts';
import type { AlertReceipts } from '../takeovers/alert-receipts.ts';
import type { TakeoverDelivery } from '../takeovers/takeover-delivery.ts';
import type { DeviceCredentials } from './device-credentials.ts';
import type { LiveStatus } from './live-status.ts';
import type { ScreenStreams } from './screen-streams.ts';
import type { ScreensBus } from './screens-bus.ts';
import type { WriteBatcher } from './write-batcher.ts';

/** The parts of the screens runtime, each built once in the composition root. */
export interface ScreensRuntimeParts {
  hub: EventHub;
  credentials: DeviceCredentials;
  manifests: ManifestCache;
  streams: ScreenStreams;
  bus: ScreensBus;
  live: LiveStatus;
  writes: WriteBatcher;
  takeovers: TakeoverDelivery;
  receipts: AlertReceipts;
}

/**
 * The screens side of one server instance (design brief 7; docs/screens.md, "The screens runtime"):
 * its parts, and what the app as a whole does with them — identify a player, wait for or write
 * what is pending, shut down in order. Everything that matters is in the database; the parts are
 * caches, buffers and streams, kept coherent across instances through the event hub.
 */
export class ScreensRuntime {
  readonly hub: EventHub;
  readonly credentials: DeviceCredentials;
  readonly manifests: ManifestCache;
  readonly streams: ScreenStreams;
  readonly bus: ScreensBus;
  readonly live: LiveStatus;
  readonly writes: WriteBatcher;
  /** Alerts and messages to the players (docs/alerts.md, "Delivery"). */
  readonly takeovers: TakeoverDelivery;
  readonly receipts: AlertReceipts;

  constructor(parts: ScreensRuntimeParts) {
    this.hub = parts.hub;
    this.credentials = parts.credentials;
    this.manifests = parts.manifests;
    this.streams = parts.streams;
    this.bus = parts.bus;
    this.live = parts.live;
    this.writes = parts.writes;
    this.takeovers = parts.takeovers;
    this.receipts = parts.receipts;
  }

  /** The device a player's secret belongs to (`auth: 'device'` routes); null when none has it. */
  identify(secret: string): Promise<DeviceIdentity | null> {
    return this.credentials.identify(secret);
  }

  /** These devices' manifests changed (ScreensBus.invalidate). */
  invalidate(deviceIds: number[], scope?: InvalidationScope) {
    this.bus.invalidate(deviceIds, scope);
  }

  /** Waits until queued manifest work is done (tests, shutdown). */
  async idle() {
    while (!this.manifests.idle) await new Promise((resolve) => setTimeout(resolve, 5));
    await this.takeovers.idle();
    await this.receipts.idle();
  }

  /** Writes buffered heartbeats and proof of play now. */
  flush() {
    return this.writes.flush();
  }

  /** Open event streams would hold the server open: they end first. */
  closeStreams() {
    this.streams.closeAll();
  }

  async close() {
    this.manifests.close();
    this.live.stop();
    this.writes.stop();
    this.bus.close();
    await this.writes.flush();
    await this.receipts.idle();
    this.closeStreams();
    await this.hub.close();
  }
}
