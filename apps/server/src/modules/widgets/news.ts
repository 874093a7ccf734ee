import { createRequire } from 'node:module';
import {
  NEWS_MAX_STORIES,
  NEWS_SUMMARY_MAX,
  NEWS_TITLE_MAX,
  type NewsData,
  type NewsItem,
  normalizeNewsFeedUrl,
} from '@signage/slides/widgets/models';
import { XMLParser } from 'fast-xml-parser';
import { type Egress, EgressError } from '../../lib/egress.ts';
import { type FetchContext, registerFetcher, SourceFetchError } from './fetchers.ts';

/**
 * The news widget's fetcher (spec parts 3 and 5: "News: only RSS 2.0"; security.md SSRF-1,
 * SSRF-2, SSRF-5, API10). The feed is fetched through the egress client only, capped in size and
 * time; its XML is parsed with entity processing OFF (no DTD expansion: no billion laughs, no XXE);
 * anything but RSS 2.0 is refused with NEWS_NOT_RSS2; every text becomes plain text (HTML stripped,
 * entities decoded, length capped); pictures are copied into our storage through `ctx.storeImage`,
 * so screens never load a third party's address.
 */

export const NEWS_FRESHNESS_MS = 5 * 60_000;
export const NEWS_FEED_MAX_BYTES = 2 * 1024 * 1024;
export const NEWS_FETCH_TIMEOUT_MS = 10_000;
/** The channel title is plain text of at most this many characters. */
const CHANNEL_TITLE_MAX = 200;
/** Items read from a feed at most (the widget shows up to NEWS_MAX_STORIES). */
const ITEMS_READ_MAX = 200;

/** Error codes a news fetch or check ends with (translated in the error catalogue). */
export type NewsErrorCode = 'NEWS_NOT_RSS2' | 'WIDGET_SOURCE_UNREACHABLE' | 'WEB_ADDRESS_INVALID';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  // No entity processing at all: DOCTYPE entities are never expanded (billion laughs, external
  // entities); the five predefined entities and character references are decoded below, linearly.
  processEntities: false,
  htmlEntities: false,
  cdataPropName: '#cdata',
  trimValues: true,
  maxNestedTags: 100,
});

type XmlNode = string | { [key: string]: unknown } | unknown[] | undefined | null;

const asArray = <T>(value: T | T[] | undefined | null): T[] => (value == null ? [] : Array.isArray(value) ? value : [value]);
const asObject = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the XML predefined entities and character references; any other entity stays as written. */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return XML_ENTITIES[name] ?? whole;
  });
}

/** The text of an element: its (decoded) text and its CDATA sections, which are taken as written. */
function textOf(node: XmlNode): string {
  if (node == null) return '';
  if (typeof node === 'string') return decodeXmlEntities(node);
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return textOf(node[0] as XmlNode);
  const text = node['#text'];
  const cdata = asArray(node['#cdata'] as string | string[] | undefined).filter((c) => typeof c === 'string');
  return (typeof text === 'string' ? decodeXmlEntities(text) : '') + cdata.join('');
}

const attributeOf = (node: unknown, name: string): string | null => {
  const value = asObject(node)?.[`@_${name}`];
  return typeof value === 'string' ? decodeXmlEntities(value) : null;
};

const require = createRequire(import.meta.url);

// One inert document for HTML → text: a <template>'s content never runs scripts or loads anything.
let htmlDocument: Document | null = null;
const documentForHtml = () => {
  // jsdom loads with the first feed read, not at start-up (docs/performance.md "Idle memory and start-up").
  const { JSDOM } = require('jsdom') as typeof import('jsdom');
  htmlDocument ??= new JSDOM('<!doctype html><html><body></body></html>').window.document;
  return htmlDocument;
};

const DROPPED = 'script, style, noscript, template, iframe, object, embed, svg, math, head, title, select, textarea, button';
const BLOCKS =
  'p, div, br, li, ul, ol, h1, h2, h3, h4, h5, h6, tr, td, th, table, blockquote, section, article, header, footer, figure, figcaption, pre, hr, dd, dt';

/** Removes NUL, other control characters and lone surrogates (not storable in jsonb, not text). */
const cleanCharacters = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '');

/** Cuts text to `max` characters, at a word boundary when one is near, with an ellipsis. */
export function truncateText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function parseHtml(html: string): DocumentFragment {
  const template = documentForHtml().createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Plain text of an HTML fragment: scripts, styles and the like dropped, blocks separated, entities decoded, whitespace collapsed. */
export function htmlToText(html: string, max: number): string {
  if (!html) return '';
  let text: string;
  if (!/[<&]/.test(html)) text = html;
  else {
    const fragment = parseHtml(html);
    for (const node of fragment.querySelectorAll(DROPPED)) node.remove();
    for (const node of fragment.querySelectorAll(BLOCKS)) node.after(' ');
    text = fragment.textContent ?? '';
  }
  return truncateText(cleanCharacters(text).replace(/\s+/g, ' ').trim(), max);
}

/** The address of the first <img> of an HTML fragment, or null. */
function firstImageInHtml(html: string): string | null {
  if (!/<img/i.test(html)) return null;
  return parseHtml(html).querySelector('img[src]')?.getAttribute('src') ?? null;
}

/** An absolute http(s) address, resolved against `base`, or null. */
function httpAddress(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const isImageType = (type: string | null) => !!type && /^image\//i.test(type.trim());
const looksLikeImage = (url: string | null) => !!url && /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i.test(url);

/** The picture of an item, in order of trust: image enclosure, media:content, media:thumbnail, first <img> of the HTML. */
function itemImage(item: Record<string, unknown>, html: string): string | null {
  for (const enclosure of asArray(item.enclosure)) {
    const url = attributeOf(enclosure, 'url');
    if (url && isImageType(attributeOf(enclosure, 'type'))) return url;
  }
  const groups = asArray(item['media:group'])
    .map(asObject)
    .filter((g): g is Record<string, unknown> => g !== null);
  const contents = [item, ...groups].flatMap((holder) => asArray(holder['media:content']));
  for (const content of contents) {
    const url = attributeOf(content, 'url');
    const medium = attributeOf(content, 'medium');
    if (url && (medium === 'image' || isImageType(attributeOf(content, 'type')) || (!medium && looksLikeImage(url)))) return url;
  }
  const thumbnails = [item, ...groups].flatMap((holder) => asArray(holder['media:thumbnail']));
  for (const thumbnail of thumbnails) {
    const url = attributeOf(thumbnail, 'url');
    if (url) return url;
  }
  return firstImageInHtml(html);
}

function isoDate(value: string): string | null {
  if (!value) return null;
  const time = Date.parse(value.trim());
  if (Number.isNaN(time)) return null;
  const date = new Date(time);
  return date.getUTCFullYear() >= 1970 && date.getUTCFullYear() <= 9999 ? date.toISOString() : null;
}

/** A feed item before its picture is stored: `imageSource` is the third party's address. */
export interface ParsedNewsItem extends Omit<NewsItem, 'imageUrl'> {
  imageSource: string | null;
}
export interface ParsedFeed {
  title: string;
  /** How many `<item>`s the channel has (before `limit` and before dropping items without text). */
  count: number;
  items: ParsedNewsItem[];
}

/**
 * Parses an RSS 2.0 document (`<rss version="2.0"><channel>…`). Atom, RSS 1.0 (RDF), RSS 0.9x, HTML,
 * JSON and anything unreadable throw SourceFetchError('NEWS_NOT_RSS2'). `feedUrl` resolves relative links;
 * at most `limit` stories are read (the feed's first ones: its top stories).
 */
export function parseRss2(xml: string, feedUrl: string, limit = ITEMS_READ_MAX): ParsedFeed {
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    throw new SourceFetchError('NEWS_NOT_RSS2');
  }
  const rss = asObject(asObject(doc)?.rss);
  const version = attributeOf(rss, 'version')?.trim() ?? '';
  const channel = asObject(rss?.channel);
  if (!rss || !/^2\.0(\.\d+)?$/.test(version) || !channel) throw new SourceFetchError('NEWS_NOT_RSS2');

  const channelLink = httpAddress(textOf(channel.link as XmlNode), feedUrl) ?? feedUrl;
  const items: ParsedNewsItem[] = [];
  const rawItems = asArray(channel.item);
  for (const raw of rawItems) {
    if (items.length >= Math.min(limit, ITEMS_READ_MAX)) break;
    const item = asObject(raw);
    if (!item) continue;
    const description = textOf(item.description as XmlNode);
    const content = textOf(item['content:encoded'] as XmlNode);
    const link = httpAddress(textOf(item.link as XmlNode), channelLink);
    const summary = htmlToText(description || content, NEWS_SUMMARY_MAX);
    const title = htmlToText(textOf(item.title as XmlNode), NEWS_TITLE_MAX) || truncateText(summary, NEWS_TITLE_MAX);
    if (!title) continue;
    const image = itemImage(item, description || content);
    items.push({
      title,
      summary,
      link,
      publishedAt: isoDate(textOf(item.pubDate as XmlNode) || textOf(item['dc:date'] as XmlNode)),
      imageSource: httpAddress(image, link ?? channelLink),
    });
  }
  return { title: htmlToText(textOf(channel.title as XmlNode), CHANNEL_TITLE_MAX), count: rawItems.length, items };
}

/** The body as text in the encoding the feed declares (XML declaration, then Content-Type), UTF-8 otherwise. */
export function decodeFeedBody(body: Buffer, contentType: string | undefined): string {
  const head = body.subarray(0, 256).toString('latin1');
  const declared =
    head.match(/^\uFEFF?\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9._-]{1,40})["']/)?.[1] ??
    contentType?.match(/charset\s*=\s*"?([A-Za-z0-9._-]{1,40})/i)?.[1] ??
    'utf-8';
  try {
    return new TextDecoder(declared.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** GETs the feed through the egress client and parses it; every failure is a SourceFetchError with a catalogue code. */
export async function loadFeed(egress: Egress, input: string, limit = ITEMS_READ_MAX): Promise<ParsedFeed> {
  const url = normalizeNewsFeedUrl(input);
  if (!url) throw new SourceFetchError('WEB_ADDRESS_INVALID');
  let res: Awaited<ReturnType<Egress['request']>>;
  try {
    res = await egress.request(url, {
      timeoutMs: NEWS_FETCH_TIMEOUT_MS,
      maxBytes: NEWS_FEED_MAX_BYTES,
      headers: { accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5' },
    });
  } catch (error) {
    if (
      error instanceof EgressError &&
      (error.reason === 'blocked' || error.reason === 'invalidUrl' || error.reason === 'tooManyRedirects')
    )
      throw new SourceFetchError('WEB_ADDRESS_INVALID', `news feed refused: ${error.reason}`);
    throw new SourceFetchError('WIDGET_SOURCE_UNREACHABLE', `news feed: ${error instanceof EgressError ? error.reason : 'failed'}`);
  }
  if (res.status < 200 || res.status >= 300) throw new SourceFetchError('WIDGET_SOURCE_UNREACHABLE', `news feed: HTTP ${res.status}`);
  const contentType = res.headers['content-type'];
  return parseRss2(decodeFeedBody(res.body, typeof contentType === 'string' ? contentType : undefined), res.url, limit);
}

/** The fetcher: the first `max` stories of the feed, pictures copied into our storage. */
export async function fetchNews(params: { url: string; max: number }, ctx: FetchContext): Promise<NewsData> {
  const max = Math.min(NEWS_MAX_STORIES, Math.max(1, Math.trunc(Number(params.max)) || 1));
  const feed = await loadFeed(ctx.egress, String(params.url ?? ''), max);
  const items = await Promise.all(
    feed.items.map(async ({ imageSource, ...item }): Promise<NewsItem> => {
      let imageUrl: string | null = null;
      if (imageSource) {
        try {
          imageUrl = await ctx.storeImage(imageSource);
        } catch {
          imageUrl = null; // a missing picture never fails the feed
        }
      }
      return { ...item, imageUrl };
    }),
  );
  return { title: feed.title, items };
}

/** What the CMS's "Check" shows: the feed's title and how many stories it has. */
export async function checkFeed(egress: Egress, url: string): Promise<{ title: string; count: number }> {
  const feed = await loadFeed(egress, url, 0);
  return { title: feed.title, count: feed.count };
}

registerFetcher<{ url: string; max: number }, NewsData>({ kind: 'news', freshnessMs: NEWS_FRESHNESS_MS, fetch: fetchNews });
