import { type CheckEmbedResponse, errorMessage, type Locale } from '@signage/shared';
import { type Egress, EgressError, type EgressResponse, parseEgressUrl } from '../../lib/egress.ts';

type IncomingHttpHeaders = EgressResponse['headers'];

type Reason = CheckEmbedResponse['reason'];

/**
 * Turns what the user typed into an address to check: a missing scheme means https (people type
 * `example.com`); anything that is still not an http(s) address with a dotted host, an IP or
 * `localhost` is invalid ('Please enter a valid web address.').
 */
export function normalizeWebAddress(input: string): URL | null {
  const text = input.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = parseEgressUrl(withScheme);
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const looksLikeHost = host.includes('.') || host.includes(':') || host === 'localhost';
    if (!looksLikeHost || host.startsWith('.') || host.endsWith('..')) return null;
    return url;
  } catch {
    return null;
  }
}

const headerValues = (headers: IncomingHttpHeaders, name: string): string[] => {
  const value = headers[name];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
};

/** Does one CSP source expression (frame-ancestors) match `origin`? */
function sourceMatches(source: string, origin: URL, site: URL): boolean {
  const s = source.trim().toLowerCase();
  if (s === '*') return origin.protocol === 'http:' || origin.protocol === 'https:';
  if (s === "'self'") return origin.origin === site.origin;
  if (s === "'none'") return false;
  // Scheme source: `https:` (and `http:` also admits https, CSP 3).
  if (/^[a-z][a-z0-9+.-]*:$/.test(s)) return origin.protocol === s || (s === 'http:' && origin.protocol === 'https:');
  const m = s.match(/^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([a-z0-9.-]+|\*)(?::(\d+|\*))?(?:\/.*)?$/);
  if (!m) return false;
  const [, scheme, wildcard, host, port] = m;
  if (scheme && scheme !== origin.protocol.slice(0, -1) && !(scheme === 'http' && origin.protocol === 'https:')) return false;
  if (!scheme && origin.protocol !== site.protocol && !(site.protocol === 'http:' && origin.protocol === 'https:')) return false;
  const oh = origin.hostname.toLowerCase();
  if (wildcard) {
    if (!oh.endsWith(`.${host}`)) return false;
  } else if (host !== oh) return false;
  const defaultPort = origin.protocol === 'https:' ? '443' : '80';
  const op = origin.port || defaultPort;
  if (port === '*') return true;
  return (port ?? (scheme === 'http' && origin.protocol === 'https:' ? '443' : defaultPort)) === op;
}

/**
 * The browser's decision for a framed page (CSP 3 + HTML): when any Content-Security-Policy carries
 * `frame-ancestors`, it alone decides (and every policy that has it must allow us); otherwise
 * X-Frame-Options DENY or SAMEORIGIN forbid framing (unknown values such as ALLOW-FROM are ignored,
 * as browsers do). Report-only policies do not count.
 */
export function framingDecision(headers: IncomingHttpHeaders, ourOrigins: URL[], site: URL): Reason {
  const policies = headerValues(headers, 'content-security-policy').flatMap((v) => v.split(','));
  const ancestors = policies
    .map((p) =>
      p
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find((d) => d[0]?.toLowerCase() === 'frame-ancestors'),
    )
    .filter((d): d is string[] => Boolean(d));
  if (ancestors.length > 0) {
    const allowed = ancestors.every((directive) => {
      const sources = directive.slice(1);
      return ourOrigins.every((origin) => sources.some((s) => sourceMatches(s, origin, site)));
    });
    return allowed ? 'ok' : 'frameAncestors';
  }
  const xfo = headerValues(headers, 'x-frame-options')
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toUpperCase());
  if (xfo.some((v) => v === 'DENY')) return 'frameOptions';
  if (xfo.some((v) => v === 'SAMEORIGIN') && !ourOrigins.every((o) => o.origin === site.origin)) return 'frameOptions';
  return 'ok';
}

export function embedAnswer(reason: Reason, locale: Locale): CheckEmbedResponse {
  if (reason === 'ok') return { embeddable: true, reason, messageCode: null, message: null };
  const messageCode = reason === 'invalidUrl' ? 'WEB_ADDRESS_INVALID' : 'WEBSITE_NOT_EMBEDDABLE';
  return { embeddable: false, reason, messageCode, message: errorMessage(messageCode, locale) };
}

/**
 * Can `input` be shown in a web element (spec part 5 'Website object', part 8 messages)? One GET
 * through the egress client (headers only; the body is never read, security.md SSRF-4), following
 * at most 3 checked redirects; the decision is taken on the final answer. Private or unreachable
 * addresses are "not embeddable" (the refusal reason is kept for logs, the message is the same).
 */
export async function checkEmbed(egress: Egress, input: string, ourOrigins: URL[]): Promise<Reason> {
  const url = normalizeWebAddress(input);
  if (!url) return 'invalidUrl';
  try {
    const res = await egress.request(url, { method: 'GET', readBody: false, headers: { accept: 'text/html,*/*;q=0.8' } });
    return framingDecision(res.headers, ourOrigins, new URL(res.url));
  } catch (error) {
    if (error instanceof EgressError) {
      // The typed address was valid: an invalid address now came from a redirect.
      if (error.reason === 'blocked' || error.reason === 'invalidUrl' || error.reason === 'tooManyRedirects') return 'blocked';
    }
    return 'unreachable';
  }
}
