import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** This server's open event streams (`OpenStreams`), decorated in `buildApp`. */
    eventStreams: OpenStreams;
  }
}

/**
 * Every open event stream of one server, so that stopping ends them all: an open stream is an active
 * connection the HTTP server would wait for. Once closing, a stream asked for (a player reconnecting at
 * once on a kept-alive connection, or a request whose checks were still running when the stop began)
 * is refused with 503 instead of opened.
 */
export class OpenStreams {
  private readonly streams = new Set<SseStream>();
  private closing = false;

  get isClosing() {
    return this.closing;
  }

  add(stream: SseStream) {
    this.streams.add(stream);
    stream.onClose(() => this.streams.delete(stream));
  }

  closeAll() {
    this.closing = true;
    for (const stream of [...this.streams]) stream.close();
  }
}

/** When the first keep-alive with the server's clock follows the opening (ms). */
const EARLY_CLOCK_MS = 1_000;

/**
 * One server-sent-event stream. The keep-alive comment is written by a timer of its own, so it never
 * waits for database work (design brief section 7); writes to a slow client are dropped rather than
 * buffered without bound.
 */
export class SseStream {
  private timer: NodeJS.Timeout | null;
  private early: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly closeHandlers: Array<() => void> = [];

  /**
   * `clock`: the server's clock (epoch ms) written into each keep-alive comment (`: keep-alive <ms>`),
   * a one-way sample for a synchronized player's clock estimate (docs/player.md); clients ignore comments.
   */
  constructor(
    private readonly reply: FastifyReply,
    keepAliveMs: number,
    clock?: () => number,
  ) {
    this.timer = setInterval(() => this.write(clock ? `: keep-alive ${clock()}\n\n` : ': keep-alive\n\n'), keepAliveMs);
    this.timer.unref();
    // The first clock sample a second after the opening, not a whole keep-alive period later.
    if (clock) {
      this.early = setTimeout(() => this.write(`: keep-alive ${clock()}\n\n`), Math.min(EARLY_CLOCK_MS, keepAliveMs));
      this.early.unref();
    }
    reply.raw.on('close', () => this.close());
  }

  get isClosed() {
    return this.closed;
  }

  private write(chunk: string) {
    if (this.closed) return;
    const raw = this.reply.raw;
    if (raw.writableLength > 1024 * 1024) return; // a stuck client: skip rather than grow memory
    raw.write(chunk);
  }

  send(event: string, data: unknown) {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data ?? {})}\n\n`);
  }

  /** An event whose data is already JSON (one payload serialized once for many streams). */
  sendRaw(event: string, json: string) {
    this.write(`event: ${event}\ndata: ${json}\n\n`);
  }

  /** Several events of one kind in one write (a herd's live events). */
  sendMany(event: string, items: unknown[]) {
    if (items.length === 0) return;
    this.write(items.map((data) => `event: ${event}\ndata: ${JSON.stringify(data ?? {})}\n\n`).join(''));
  }

  /** Runs at once on a stream already closed (a refused one), so no registry keeps it. */
  onClose(handler: () => void) {
    if (this.closed) return handler();
    this.closeHandlers.push(handler);
  }

  close() {
    if (this.closed) return;
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (this.early) clearTimeout(this.early);
    for (const handler of this.closeHandlers.splice(0)) handler();
    if (!this.reply.raw.writableEnded) this.reply.raw.end();
  }
}

/** Takes over the response and opens an event stream (the route must not send anything else). */
export function openSse(request: FastifyRequest, reply: FastifyReply, keepAliveMs: number, clock?: () => number): SseStream {
  const open = request.server.eventStreams;
  reply.hijack();
  if (open?.isClosing) {
    reply.raw.writeHead(503, { connection: 'close', 'retry-after': '5', 'cache-control': 'no-store' });
    reply.raw.end();
    const refused = new SseStream(reply, keepAliveMs);
    refused.close();
    return refused;
  }
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  reply.raw.write(': open\n\n');
  request.raw.socket?.setKeepAlive?.(true);
  request.raw.socket?.setTimeout?.(0);
  const stream = new SseStream(reply, keepAliveMs, clock);
  open?.add(stream);
  return stream;
}
