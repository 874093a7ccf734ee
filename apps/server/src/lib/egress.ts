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
 * - every refusal is the same `EgressError('blocked')` (or `'invalidUrl'` for the form): callers never
 *   learn which rule hit. The rule goes to the operator's log only (`log`, at warn).
 *
 * `allowLoopback` (tests only; not reachable from the environment) additionally allows 127.0.0.0/8
 * and ::1 so integration tests can talk to a local HTTP server. Nothing else private is ever allowed
 * for a user-chosen address.
 *
 * `trustedOrigins` names base URLs the OPERATOR configured in the environment for the feature using
 * this client (lib/egress-clients.ts: WEATHER_API_URL, AI_BASE_URL …; a self-hosted service may be on
 * loopback or the local network): requests to exactly those origins (scheme, host, port) skip the
 * public-address check (the host is not user-chosen: security.md SSRF-3); every other rule still
 * holds, and each redirect hop is judged by its own origin, so a redirect off a trusted origin meets
 * the public-address rule again.
 */

export type EgressFailure = 'invalidUrl' | 'blocked' | 'unreachable' | 'timeout' | 'tooLarge' | 'tooManyRedirects';

export class EgressError extends Error {
  constructor(readonly reason: EgressFailure) {
    super(`egress: ${reason}`);
  }
}

/** A base URL the operator configured, and the environment variable that set it (named in refusal logs). */
export interface TrustedOrigin {
  url: string;
  variable: string;
}

/** Where refusals are reported (the server's logger): the operator learns the rule, callers never do. */
export interface EgressLog {
  warn(details: Record<string, unknown>, message: string): void;
}

/** A refusal by the policy, with the rule that refused; it never leaves this module (callers get EgressError). */
class Refusal extends Error {
  constructor(
    readonly reason: 'invalidUrl' | 'blocked',
    readonly rule: string,
    readonly address?: string,
  ) {
    super(rule);
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

/** The form check with the rule that refused (scheme, credentials). */
function checkForm(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new Refusal('invalidUrl', 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Refusal('invalidUrl', `scheme ${url.protocol} (only http: and https:)`);
  if (url.username || url.password) throw new Refusal('invalidUrl', 'credentials in the URL');
  if (!url.hostname) throw new Refusal('invalidUrl', 'no host');
  return url;
}

/** Parses and checks the form of an address (scheme, no credentials); throws EgressError('invalidUrl'). */
export function parseEgressUrl(input: string | URL): URL {
  try {
    return checkForm(input);
  } catch {
    throw new EgressError('invalidUrl');
  }
}

/**
 * Why one IP address may not be connected to (`null`: it may): the ipaddr.js range name (`loopback`,
 * `private`, `linkLocal`, `uniqueLocal`, `carrierGradeNat`, …), `metadata` or `invalid`.
 */
export function addressRefusal(address: string, allowLoopback = false): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  if (allowLoopback && range === 'loopback') return null;
  // ipaddr.js names every special range (private, loopback, linkLocal, carrierGradeNat, uniqueLocal,
  // multicast, reserved, unspecified, broadcast, rfc6052/rfc6145 NAT64, 6to4, teredo, …): only plain unicast passes.
  if (range !== 'unicast') return range;
  // Belt and braces for cloud metadata addresses outside those ranges (AWS IPv6 IMDS is ULA already).
  if (ip.kind() === 'ipv4' && ip.toString() === '169.254.169.254') return 'metadata';
  return null;
}

/** Whether one IP address may be connected to. */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  return addressRefusal(address, allowLoopback) === null;
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
  for (const a of addresses) {
    const range = addressRefusal(a.address, allowLoopback);
    if (range) throw new Refusal('blocked', `non-public address (${range})`, a.address);
  }
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

export interface EgressConfig {
  allowLoopback?: boolean;
  resolver?: Resolver;
  trustedOrigins?: TrustedOrigin[];
  log?: EgressLog;
}

export function createEgress(config: EgressConfig = {}): Egress {
  const allowLoopback = config.allowLoopback === true;
  const trusted = new Map((config.trustedOrigins ?? []).map((t) => [new URL(t.url).origin, t.variable]));
  const resolver = config.resolver ?? systemResolver;

  /** The operator's side of a refusal: the rule, the origin (never a path or query: they may carry a token). */
  function report(refusal: Refusal, trail: Trail): void {
    const variable = trail.first ? trusted.get(trail.first.origin) : undefined;
    const redirectedFrom = trail.hop > 0 ? trail.first?.origin : undefined;
    config.log?.warn(
      {
        rule: refusal.rule,
        origin: trail.current?.origin,
        ...(refusal.address ? { address: refusal.address } : {}),
        ...(redirectedFrom ? { redirectedFrom } : {}),
        // The request began at an operator-configured origin: name the variable that would fix it.
        ...(variable
          ? {
              variable,
              hint: redirectedFrom
                ? `${variable} is trusted for its own origin only and this service redirected elsewhere: set ${variable} to the address that answers`
                : `check ${variable}`,
            }
          : {}),
      },
      'outbound request refused by the egress policy',
    );
  }

  async function send(input: string | URL, options: EgressOptions, trail: Trail): Promise<EgressResponse> {
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
    let url = checkForm(input);
    trail.first = url;
    for (let hop = 0; ; hop++) {
      trail.current = url;
      trail.hop = hop;
      // Trust is per hop: a redirect from a trusted origin to another origin gets the public-address rules.
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
        trail.hop = hop + 1;
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new Refusal('invalidUrl', 'redirect to something that is not a URL');
        }
        trail.current = next;
        url = checkForm(next); // scheme and host of every hop are checked again
        continue;
      }
      return { status, headers: answer.res.headers, body: answer.body, url: url.toString() };
    }
  }

  return {
    async request(input, options = {}) {
      const trail: Trail = { first: null, current: null, hop: 0 };
      try {
        return await send(input, options, trail);
      } catch (error) {
        if (!(error instanceof Refusal)) throw error;
        report(error, trail);
        // Callers get one error for every rule (SSRF-2); only the log above says which.
        throw new EgressError(error.reason);
      }
    },
  };
}

/** Where a request has got to: its first URL, the hop being checked. */
interface Trail {
  first: URL | null;
  current: URL | null;
  hop: number;
}
