import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What travels between server instances. Small by design (PostgreSQL NOTIFY payloads stay under 8 KB):
 * - `player`: an event for the players of these devices (their SSE streams, wherever they are connected);
 * - `invalidate`: these devices' manifests changed (drop caches, push `manifest`); `scope` says how deep:
 *   `content` (what their manifests are built from: published snapshots, theme — their inputs stand),
 *   `groups` (the groups above them: manifest keys too, their own rows stand), `inputs` (their own
 *   rows or groups: manifest keys too), left out = everything, their identity
 *   (organization) and credentials included (pairing, organization transfer); `revoked` = removed;
 * - `org`: a CMS live event for the users of an organization;
 * - `orgEvents`: many CMS live events of one kind at once (a herd's `device` events: one message,
 *   or one NOTIFY per few KB, instead of one per screen); each item reaches the streams as its own event;
 * - `takeovers`: an organization's alerts or screen messages changed (docs/alerts.md): each instance works
 *   out what its connected players of that organization should now show. Only the id travels.
 * - `users`: sessions of these users ended or their role changed (sign-out, password change,
 *   removal): each instance checks at once the CMS streams these users hold there (docs/deploy.md "Several instances").
 * - `jobs`: a background job of this kind was queued (jobs/runner.ts): runners look now, not at their next poll.
 */
export type HubMessage =
  | { type: 'player'; deviceIds: number[]; event: string; data: unknown }
  | { type: 'invalidate'; deviceIds: number[]; revoked?: boolean; scope?: InvalidationScope }
  | { type: 'org'; organizationId: number; event: string; data: unknown }
  | { type: 'orgEvents'; organizationId: number; event: string; items: unknown[] }
  | { type: 'takeovers'; organizationId: number }
  | { type: 'users'; userIds: number[] }
  | { type: 'jobs'; kind: string };

/** How much of what an instance holds about a device a change makes stale (see `invalidate`). */
export type InvalidationScope = 'content' | 'groups' | 'inputs' | 'identity';

export interface EventHub {
  /** Delivered to this instance's subscribers at once, and to every other instance. */
  publish(message: HubMessage): void;
  subscribe(handler: (message: HubMessage) => void): () => void;
  /**
   * Runs after the hub listens again following a lost connection (database restart): messages from
   * other instances may have been missed meanwhile. The in-process hub never loses any.
   */
  onResubscribed?(fn: () => void): void;
  /** PostgreSQL: the `application_name` of this instance's LISTEN connection (`signage-hub-listener-…`). */
  readonly listenerName?: string;
  close(): Promise<void>;
}

const CHANNEL = 'signage_hub';
/**
 * The start of the `application_name` of each instance's LISTEN connection, followed by a per-instance
 * id (pg_stat_activity: operators and fault tests find them with `like 'signage-hub-listener-%'`).
 */
export const HUB_LISTENER_APPLICATION_NAME = 'signage-hub-listener';

export interface PostgresHubOptions {
  /** First wait before a lost LISTEN connection is opened again (doubling per failed attempt, up to 30 s); 500 ms. */
  reconnectMs?: number;
}
/** NOTIFY payloads must stay below 8000 bytes: device lists are split into chunks. */
const CHUNK = 400;
/** Bytes of event items per NOTIFY (the envelope and JSON escaping stay within the rest). */
const ITEMS_BYTES = 6_000;

function chunks(message: HubMessage): HubMessage[] {
  if (message.type === 'orgEvents') {
    const out: HubMessage[] = [];
    let part: unknown[] = [];
    let bytes = 0;
    for (const item of message.items) {
      const size = JSON.stringify(item).length;
      if (part.length > 0 && bytes + size > ITEMS_BYTES) {
        out.push({ ...message, items: part });
        part = [];
        bytes = 0;
      }
      part.push(item);
      bytes += size;
    }
    if (part.length > 0) out.push({ ...message, items: part });
    return out;
  }
  if (!('deviceIds' in message) || message.deviceIds.length <= CHUNK) return [message];
  const out: HubMessage[] = [];
  for (let i = 0; i < message.deviceIds.length; i += CHUNK) out.push({ ...message, deviceIds: message.deviceIds.slice(i, i + CHUNK) });
  return out;
}

/**
 * The parts of one message put back together (their order kept): what another instance receives is
 * the message that was published, whole. Delivered in parts, an invalidation of a group of 10,000
 * screens became 25 invalidations there, each one making what the previous one had started stale
 * (a manifest built, then not kept), and its players waited on builds done again and again.
 */
export function joinParts(parts: HubMessage[]): HubMessage {
  const [first] = parts;
  if (!first) throw new Error('no parts');
  if (first.type === 'orgEvents') return { ...first, items: parts.flatMap((p) => (p.type === 'orgEvents' ? p.items : [])) };
  if ('deviceIds' in first) return { ...first, deviceIds: parts.flatMap((p) => ('deviceIds' in p ? p.deviceIds : [])) };
  return first;
}

/** How long the parts of a message are awaited (they come in one transaction, so together). */
const PARTS_WAIT_MS = 5_000;

/** In-process hub: one server with PGlite (or tests). */
export function createLocalHub(): EventHub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(message) {
      emitter.emit('message', message);
    },
    subscribe(handler) {
      emitter.on('message', handler);
      return () => emitter.off('message', handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Across instances through PostgreSQL LISTEN/NOTIFY (design brief section 2). Local subscribers get
 * a message at once; the copy that comes back through LISTEN is recognized by its origin and skipped.
 * A lost LISTEN connection is re-opened with back-off; `onResubscribed` handlers then resynchronize.
 */
export async function createPostgresHub(databaseUrl: string, log: FastifyBaseLogger, options: PostgresHubOptions = {}): Promise<EventHub> {
  const pg = (await import('pg')).default;
  const local = createLocalHub();
  const origin = randomUUID();
  const listenerName = `${HUB_LISTENER_APPLICATION_NAME}-${origin.slice(0, 8)}`;
  const reconnectMs = options.reconnectMs ?? 500;
  let closed = false;
  let listener: InstanceType<typeof pg.Client> | null = null;
  const sender = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  sender.on('error', (error) => log.warn({ err: error }, 'hub sender connection lost'));

  const resubscribed: Array<() => void> = [];
  let everConnected = false;
  let retry: ReturnType<typeof setTimeout> | null = null;
  /** One (re)connection at a time: a lost or failed LISTEN connection is tried again with back-off. */
  const reconnectLater = (attempt: number) => {
    if (closed || retry) return;
    retry = setTimeout(
      () => {
        retry = null;
        void connect(attempt + 1);
      },
      Math.min(30_000, reconnectMs * 2 ** Math.min(attempt, 6)),
    );
    retry.unref?.();
  };

  /** Messages sent in parts: collected until every part is here, then delivered as one. */
  const partial = new Map<string, { parts: HubMessage[]; count: number; timer: ReturnType<typeof setTimeout> }>();
  const deliverParts = (id: string) => {
    const entry = partial.get(id);
    if (!entry) return;
    partial.delete(id);
    clearTimeout(entry.timer);
    const parts = entry.parts.filter(Boolean);
    if (parts.length) local.publish(joinParts(parts));
  };
  const received = (id: string, index: number, of: number, message: HubMessage) => {
    let entry = partial.get(id);
    if (!entry) {
      // A part missing past the wait (it cannot be, short of a lost connection, which resynchronizes
      // anyway): what did arrive is delivered rather than held.
      const timer = setTimeout(() => deliverParts(id), PARTS_WAIT_MS);
      timer.unref?.();
      entry = { parts: new Array<HubMessage>(of), count: 0, timer };
      partial.set(id, entry);
    }
    if (entry.parts[index]) return;
    entry.parts[index] = message;
    entry.count += 1;
    if (entry.count === of) deliverParts(id);
  };

  const connect = async (attempt = 0): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: databaseUrl, application_name: listenerName });
    let lost = false;
    const onLost = () => {
      if (lost) return;
      lost = true;
      if (listener === client) listener = null;
      if (!closed) reconnectLater(0);
    };
    client.on('error', (error) => {
      log.warn({ err: error }, 'hub listener error');
      onLost();
    });
    client.on('end', onLost);
    // Our own messages come back through LISTEN too: recognized by their start, without parsing them
    // (a herd's live events are hundreds of payloads of a few KB).
    const own = `{"o":${JSON.stringify(origin)},`;
    client.on('notification', (n) => {
      if (n.channel !== CHANNEL || !n.payload || n.payload.startsWith(own)) return;
      try {
        const { o, m, p } = JSON.parse(n.payload) as { o: string; m: HubMessage; p?: [string, number, number] };
        if (o === origin) return;
        if (p) received(`${o}:${p[0]}`, p[1], p[2], m);
        else local.publish(m);
      } catch (error) {
        log.warn({ err: error }, 'bad hub payload');
      }
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      // A failed connection attempt does not always emit 'end': the retry is scheduled here.
      lost = true;
      log.warn({ err: error, attempt }, 'hub listener could not connect');
      await client.end().catch(() => {});
      reconnectLater(attempt);
      return;
    }
    if (closed || lost) {
      await client.end().catch(() => {});
      return;
    }
    listener = client;
    if (everConnected) {
      // What other instances published while this one was not listening is lost: the subscribers
      // resynchronize (drop caches, tell connected players to check their manifests).
      log.info('hub listener reconnected');
      for (const fn of resubscribed) fn();
    }
    everConnected = true;
  };
  await connect();

  return {
    publish(message) {
      local.publish(message);
      const parts = chunks(message);
      const id = parts.length > 1 ? randomUUID().slice(0, 8) : '';
      const payloads = parts.map((m, i) => JSON.stringify(id ? { o: origin, p: [id, i, parts.length], m } : { o: origin, m }));
      // One statement, so one transaction: the parts reach every listener together, in order.
      sender
        .query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [CHANNEL, payloads])
        .catch((error) => log.warn({ err: error }, 'hub notify failed'));
    },
    subscribe: local.subscribe,
    listenerName,
    onResubscribed(fn) {
      resubscribed.push(fn);
    },
    async close() {
      closed = true;
      for (const entry of partial.values()) clearTimeout(entry.timer);
      partial.clear();
      if (retry) clearTimeout(retry);
      await local.close();
      await listener?.end().catch(() => {});
      await sender.end().catch(() => {});
    },
  };
}
