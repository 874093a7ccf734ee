import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one HTTP client for every server-side fetch of a user-supplied address (security.md SSRF-1,
 * SSRF-2; RSS, website embeddability, spreadsheets, media by URL). Nothing else in the server may
 * open outbound HTTP connections to user-chosen hosts.
 *
 * - only `http:` / `https:`, no credentials in the URL, default or explicit ports only;
 * - the host name is resolved once; EVERY resolved address must be public unicast (no private,
 *   loopback, link-local incl. 169.254.169.254 metadata, CGNAT, ULA, multicast, reserved,
 *   unspecified, or IPv6 forms that embed IPv4: IPv4-mapped, NAT64, 6to4, Teredo); then the socket
 *   connects to exactly that checked address (the request's `lookup` returns it), so a second DNS
 *   answer cannot rebind the connection;
 * - redirects are followed manually, at most 3, each target checked again the same way;
 * - one deadline for the whole exchange (default 10 s) and a response size cap (default 5 MB);
 * - every refusal is the same `EgressError('blocked')`: callers never learn which rule hit.
 *
 * `allowLoopback` (tests only; not reachable from the environment) additionally allows 127.0.0.0/8
 * and ::1 so integration tests can talk to a local HTTP server. Nothing else private is ever allowed
 * for a user-chosen address.
 *
 * `trustedOrigins` names origins the OPERATOR configured in the environment (the AI provider's base
 * URL, which may be a model server on the local network): requests to exactly those origins skip the
 * public-address check (the host is not user-chosen: security.md SSRF-3); every other rule still holds.
 */

export type EgressFailure = 'invalidUrl' | 'blocked' | 'unreachable' | 'timeout' | 'tooLarge' | 'tooManyRedirects';

export class EgressError extends Error {
  constructor(readonly reason: EgressFailure) {
    super(`egress: ${reason}`);
  }
}

export interface EgressOptions {
  method?: 'GET' | 'HEAD' | 'DELETE' | 'POST';
  /** A request body (POST), sent with its content-length. */
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Whole exchange, redirects included. */
  timeoutMs?: number;
  /** Largest body read; more → EgressError('tooLarge'). */
  maxBytes?: number;
  maxRedirects?: number;
  /** false: stop after the headers (the body is discarded unread). */
  readBody?: boolean;
}

export interface EgressResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Empty unless `readBody`. */
  body: Buffer;
  /** The URL finally answered (after redirects). */
  url: string;
}

export interface Egress {
  request(url: string | URL, options?: EgressOptions): Promise<EgressResponse>;
}

export const EGRESS_DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 } as const;
const USER_AGENT = 'SignageBot/1.0 (+content check)';

/** Parses and checks the form of an address (scheme, no credentials); throws EgressError('invalidUrl'). */
export function parseEgressUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new EgressError('invalidUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new EgressError('invalidUrl');
  if (url.username || url.password || !url.hostname) throw new EgressError('invalidUrl');
  return url;
}

/** Whether one IP address may be connected to. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (allowLoopback && range === 'loopback') return true;
  // ipaddr.js names every special range (private, loopback, linkLocal, carrierGradeNat, uniqueLocal,
  // multicast, reserved, unspecified, broadcast, rfc6052/rfc6145 NAT64, 6to4, teredo, …): only plain unicast passes.
  if (range !== 'unicast') return false;
  // Belt and braces for cloud metadata addresses outside those ranges (AWS IPv6 IMDS is ULA already).
  if (ip.kind() === 'ipv4' && ip.toString() === '169.254.169.254') return false;
  return true;
}

export type Resolver = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

/** The system resolver, IPv4 answers first (the first checked address is the one connected to). */
const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: false });

async function resolveChecked(hostname: string, allowLoopback: boolean, resolver: Resolver): Promise<{ address: string; family: 4 | 6 }> {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  let addresses: Array<{ address: string; family: number }>;
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await resolver(bare);
    } catch {
      throw new EgressError('unreachable');
    }
  }
  if (addresses.length === 0) throw new EgressError('unreachable');
  // Every answer must pass: a name that resolves to one public and one private address is refused.
  if (!addresses.every((a) => isPublicAddress(a.address, allowLoopback))) throw new EgressError('blocked');
  const first = addresses[0] as { address: string; family: number };
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** An operator-configured host: resolved once and pinned like any other, without the public-address rule. */
async function resolveTrusted(hostname: string, resolver: Resolver): Promise<{ address: string; family: 4 | 6 }> {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  if (isIP(bare)) return { address: bare, family: isIP(bare) === 6 ? 6 : 4 };
  let addresses: Array<{ address: string; family: number }>;
  try {
    addresses = await resolver(bare);
  } catch {
    throw new EgressError('unreachable');
  }
  const first = addresses[0];
  if (!first) throw new EgressError('unreachable');
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

function once(
  url: URL,
  target: { address: string; family: 4 | 6 },
  opts: Required<Omit<EgressOptions, 'headers' | 'body'>> & { headers: Record<string, string>; body?: string | Buffer },
  signal: AbortSignal,
): Promise<{ res: IncomingMessage; body: Buffer }> {
  // The connection goes to the checked address whatever the resolver would answer now (no rebinding);
  // the URL's host name still drives SNI, certificate checks and the Host header.
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: opts.method,
        agent: false,
        lookup: pinned,
        signal,
        headers: { 'user-agent': USER_AGENT, accept: '*/*', ...opts.headers },
      },
      (res) => {
        const isRedirect = (res.statusCode ?? 0) >= 300 && (res.statusCode ?? 0) < 400 && res.headers.location;
        if (!opts.readBody || opts.method === 'HEAD' || isRedirect) {
          res.destroy();
          resolve({ res, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > opts.maxBytes) {
          res.destroy();
          reject(new EgressError('tooLarge'));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            res.destroy();
            reject(new EgressError('tooLarge'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
        res.on('error', (error) => reject(signal.aborted ? new EgressError('timeout') : error));
      },
    );
    req.on('error', () => reject(new EgressError(signal.aborted ? 'timeout' : 'unreachable')));
    req.end(opts.body);
  });
}

export function createEgress(config: { allowLoopback?: boolean; resolver?: Resolver; trustedOrigins?: string[] } = {}): Egress {
  const allowLoopback = config.allowLoopback === true;
  const trusted = new Set((config.trustedOrigins ?? []).map((o) => new URL(o).origin));
  const resolver = config.resolver ?? systemResolver;
  return {
    async request(input, options = {}) {
      const opts = {
        method: options.method ?? 'GET',
        timeoutMs: options.timeoutMs ?? EGRESS_DEFAULTS.timeoutMs,
        maxBytes: options.maxBytes ?? EGRESS_DEFAULTS.maxBytes,
        maxRedirects: Math.min(options.maxRedirects ?? EGRESS_DEFAULTS.maxRedirects, EGRESS_DEFAULTS.maxRedirects),
        readBody: options.readBody ?? true,
        headers: {
          ...(options.headers ?? {}),
          ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
        },
        body: options.body,
      };
      const signal = AbortSignal.timeout(opts.timeoutMs);
      let url = parseEgressUrl(input);
      for (let hop = 0; ; hop++) {
        const target = trusted.has(url.origin)
          ? await resolveTrusted(url.hostname, resolver)
          : await resolveChecked(url.hostname, allowLoopback, resolver);
        if (signal.aborted) throw new EgressError('timeout');
        let answer: { res: IncomingMessage; body: Buffer };
        try {
          answer = await once(url, target, opts, signal);
        } catch (error) {
          if (error instanceof EgressError) throw error;
          throw new EgressError(signal.aborted ? 'timeout' : 'unreachable');
        }
        const status = answer.res.statusCode ?? 0;
        const location = answer.res.headers.location;
        if (status >= 300 && status < 400 && location) {
          if (hop >= opts.maxRedirects) throw new EgressError('tooManyRedirects');
          let next: URL;
          try {
            next = new URL(location, url);
          } catch {
            throw new EgressError('invalidUrl');
          }
          url = parseEgressUrl(next); // scheme and host of every hop are checked again
          continue;
        }
        return { status, headers: answer.res.headers, body: answer.body, url: url.toString() };
      }
    },
  };
}
