import { PLAYER_POLL_JITTER_MS, PLAYER_POLL_MS } from '@signage/shared';
import { readEventStream } from '@signage/shared/sse';
import { NetworkError, type PlayerApi, RevokedError } from '../api/client.ts';
import { STREAM_IDLE_MS, TAKEOVERS_EVENT_WAIT_MS } from '../config.ts';
import { Backoff, pollDelay } from '../lib/backoff.ts';

/** What the event stream and the fallback poll need of the engine that owns them. */
export interface StreamHost {
  readonly api: PlayerApi;
  /** The engine's current start (a stream or poll of an earlier start stops). */
  generation(): number;
  later(ms: number, fn: () => void): ReturnType<typeof setTimeout>;
  /** 401 DEVICE_REVOKED: the engine forgets everything and pairs again. */
  revoked(): void;
  fetchManifest(): Promise<void>;
  fetchTakeovers(): Promise<void>;
  /** A `manifest` event: the version the server now has, and the receipt spread it asks for. */
  manifestEvent(version: unknown, spreadMs: unknown): void;
  /** A `paired` event. */
  paired(): void;
  /** A `takeovers` event's data. */
  takeovers(data: string): void;
  /** A `screenshot` event. */
  screenshot(): void;
  /** The server's clock (epoch ms) of a keep-alive comment, just received: a one-way clock sample. */
  serverClock?(serverMs: number): void;
}

/** The server's clock in a chunk's keep-alive comment (`: keep-alive <epoch ms>`), or null. */
export function keepAliveTime(text: string): number | null {
  const m = /^: keep-alive (\d{10,16})\r?$/m.exec(text);
  return m ? Number(m[1]) : null;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The event stream from the server (reconnected with backoff, dropped when idle) and the fallback
 * poll that runs while it is down: the transport of the manifest and takeovers pushes.
 */
export class EventStream {
  /** True while the event stream is connected. */
  up = false;
  private abort: AbortController | null = null;
  private pollTimer: ReturnType<typeof setTimeout> | null = null;
  /** Counts stream connections; set to the current one when its `takeovers` event came. */
  private connection = 0;
  private takeoversEventOn = -1;

  constructor(private readonly host: StreamHost) {}

  /** Stops the stream and the poll (the engine's generation has moved on). */
  stop(): void {
    if (this.pollTimer) clearTimeout(this.pollTimer);
    this.pollTimer = null;
    this.abort?.abort();
    this.abort = null;
    this.up = false;
  }

  async run(gen: number): Promise<void> {
    const { host } = this;
    const backoff = new Backoff();
    while (gen === host.generation()) {
      const abort = new AbortController();
      this.abort = abort;
      let idle: ReturnType<typeof setTimeout> | null = null;
      const resetIdle = () => {
        if (idle) clearTimeout(idle);
        idle = setTimeout(() => abort.abort(), STREAM_IDLE_MS);
      };
      try {
        resetIdle(); // also bounds the wait for the response headers
        const res = await host.api.events(abort.signal);
        if (!res.body) throw new NetworkError('no stream');
        this.up = true;
        backoff.reset();
        resetIdle();
        // Anything missed while disconnected: one manifest check on every (re)connect, and the
        // takeovers if the server's opening `takeovers` event does not come.
        const connection = ++this.connection;
        host.later(TAKEOVERS_EVENT_WAIT_MS, () => {
          if (gen === host.generation() && this.connection === connection && this.up && this.takeoversEventOn !== connection) {
            void host.fetchTakeovers();
          }
        });
        void host.fetchManifest();
        await readEventStream(
          res.body,
          (ev) => this.onEvent(ev.event, ev.data),
          (text) => {
            resetIdle();
            const time = keepAliveTime(text);
            if (time !== null) host.serverClock?.(time);
          },
        );
      } catch (err) {
        if (err instanceof RevokedError) {
          host.revoked();
          return;
        }
      } finally {
        if (idle) clearTimeout(idle);
        this.up = false;
      }
      if (gen !== host.generation()) return;
      this.schedulePoll(gen);
      await sleep(backoff.next());
    }
  }

  private onEvent(name: string, data: string) {
    const { host } = this;
    switch (name) {
      case 'manifest': {
        let version: unknown;
        let spreadMs: unknown;
        try {
          ({ version, spreadMs } = JSON.parse(data) as { version?: unknown; spreadMs?: unknown });
        } catch {
          version = undefined;
        }
        host.manifestEvent(version, spreadMs);
        break;
      }
      case 'paired':
        host.paired();
        break;
      case 'takeovers':
        this.takeoversEventOn = this.connection;
        host.takeovers(data);
        break;
      case 'revoked':
        host.revoked();
        break;
      case 'reload':
        location.reload();
        break;
      case 'screenshot':
        host.screenshot();
        break;
      default:
        break;
    }
  }

  /**
   * The fallback poll: every 20 s ± 5 s while the stream is down (and once at start): the takeovers
   * first (unless just fetched), then the manifest.
   */
  schedulePoll(gen: number, delay = pollDelay(PLAYER_POLL_MS, PLAYER_POLL_JITTER_MS), takeovers = true): void {
    if (this.pollTimer) return;
    const { host } = this;
    this.pollTimer = setTimeout(async () => {
      this.pollTimer = null;
      if (gen !== host.generation()) return;
      if (takeovers && !this.up) await host.fetchTakeovers();
      if (gen !== host.generation()) return;
      await host.fetchManifest();
      if (gen === host.generation() && !this.up) this.schedulePoll(gen);
    }, delay);
  }
}
