import type { PlayerHeartbeatBody, PlayerManifest, PlayerRegisterBody, PlayerRegisterResponse, ProofOfPlayRecord } from '@signage/shared';

/**
 * The player side of `/api/player/*` (docs/screens.md). Every call except `register` sends
 * `Authorization: Device <secret>`. A 401 `DEVICE_REVOKED` (or any 401) becomes `RevokedError`, on
 * which the engine wipes everything and registers anew. Network failures are `NetworkError`, so the
 * engine can tell "offline, keep playing" from "the server said no".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}
export class RevokedError extends ApiError {}
export class NetworkError extends Error {}

export type ManifestResult = { status: 'not-modified' } | { status: 'ok'; manifest: PlayerManifest; etag: string | null };

export class PlayerApi {
  secret: string | null = null;

  /** `base` is the server origin ('' = the page's own origin, where the server serves the player). */
  constructor(
    readonly base = '',
    private readonly fetchImpl: typeof fetch = (...a) => fetch(...a),
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return this.secret ? { authorization: `Device ${this.secret}`, ...extra } : extra;
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    let res: Response;
    try {
      res = await this.fetchImpl(this.base + path, {
        ...init,
        cache: 'no-store',
        headers: { ...this.headers(), ...(init.headers as Record<string, string> | undefined) },
      });
    } catch (err) {
      if ((err as Error)?.name === 'AbortError') throw err;
      throw new NetworkError((err as Error)?.message ?? 'network');
    }
    if (res.ok || res.status === 304) return res;
    let code = `HTTP_${res.status}`;
    try {
      const body = (await res.json()) as { errorCode?: unknown };
      if (body && typeof body.errorCode === 'string') code = body.errorCode;
    } catch {
      /* not JSON */
    }
    if (res.status === 401 && this.secret) throw new RevokedError(res.status, code);
    throw new ApiError(res.status, code);
  }

  private async json<T>(path: string, body: unknown): Promise<T> {
    const res = await this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const data = (await res.json()) as { response: T };
    return data.response;
  }

  register(body: PlayerRegisterBody): Promise<PlayerRegisterResponse> {
    return this.json('/api/player/register', body);
  }

  async manifest(etag: string | null): Promise<ManifestResult> {
    const res = await this.request('/api/player/manifest', { headers: etag ? { 'if-none-match': etag } : {} });
    if (res.status === 304) return { status: 'not-modified' };
    const manifest = (await res.json()) as PlayerManifest;
    return { status: 'ok', manifest, etag: res.headers.get('etag') };
  }

  heartbeat(body: PlayerHeartbeatBody): Promise<{ serverTime: string }> {
    return this.json('/api/player/heartbeat', body);
  }

  /** The server's clock (epoch ms), for the NTP-style round trips of synchronized playback. */
  async serverTime(): Promise<number> {
    const res = await this.request('/api/player/time');
    return ((await res.json()) as { response: { serverMs: number } }).response.serverMs;
  }

  proofOfPlay(records: ProofOfPlayRecord[]): Promise<{ accepted: number }> {
    return this.json('/api/player/proof-of-play', { records });
  }

  /**
   * The device's alerts and messages (`GET /api/player/takeovers`, docs/alerts.md). Answered as sent:
   * the engine checks it against the contract before holding it.
   */
  async takeovers(): Promise<unknown> {
    const res = await this.request('/api/player/takeovers');
    return ((await res.json()) as { response?: unknown }).response;
  }

  /** When alert activations went on and off this screen (≤ ALERT_RECEIPTS_MAX, idempotent). */
  alertReceipts(receipts: { activationId: number; shownAt: string | null; endedAt: string | null }[]): Promise<{ accepted: number }> {
    return this.json('/api/player/alert-receipts', { receipts });
  }

  async screenshot(jpeg: Blob): Promise<void> {
    await this.request('/api/player/screenshot', { method: 'POST', headers: { 'content-type': 'image/jpeg' }, body: jpeg });
  }

  /** A media file of the manifest (`/api/player/media/…`, with the device header) as a Blob. */
  async file(url: string, signal?: AbortSignal): Promise<Blob> {
    const res = await this.request(url, signal ? { signal } : {});
    return res.blob();
  }

  /**
   * A public file such as the organization's logo: no device header (it is not a player call), and
   * a refusal is only "not available", never a revocation.
   */
  async publicFile(url: string): Promise<Blob> {
    let res: Response;
    try {
      res = await this.fetchImpl(this.base + url, { credentials: 'omit' });
    } catch (err) {
      throw new NetworkError((err as Error)?.message ?? 'network');
    }
    if (!res.ok) throw new ApiError(res.status, `HTTP_${res.status}`);
    return res.blob();
  }

  /** Opens the event stream; the caller reads `res.body`. */
  events(signal: AbortSignal): Promise<Response> {
    return this.request('/api/player/events', { signal, headers: { accept: 'text/event-stream' } });
  }
}
