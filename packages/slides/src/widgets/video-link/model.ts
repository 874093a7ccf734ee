import { z } from 'zod';
import { defineWidgetModel, widgetCommonProps } from '../contract.ts';

/**
 * The "video by link" widget (beyond the spec): a YouTube or Vimeo video played in a
 * sandboxed frame of the provider's privacy-friendly player, muted and looping by default. It has no
 * data source and no licence flag.
 *
 * Screens need the network for this widget: the video streams from the provider while it plays and is
 * NOT cached for offline playback (unlike uploaded media). Offline, the frame shows the provider's own
 * error; the rest of the slide plays on.
 *
 * The stored link is only ever parsed: the frame's address is built from the parsed provider and id
 * (`videoEmbedUrl`), never from the link itself, so a stored link cannot point a screen anywhere else.
 */

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

/** A link's video: the provider, its id, Vimeo's private-link hash, and a start time the link carried. */
export interface VideoLink {
  provider: VideoProvider;
  /** YouTube: 11 characters of [A-Za-z0-9_-]; Vimeo: digits. */
  id: string;
  /** Vimeo unlisted videos need their hash (`h=`) to play; lower-case hex. */
  hash?: string;
  /** Seconds from the link's `t=` / `start=` / `#t=`, when it had one. */
  start?: number;
}

export const VIDEO_LINK_ERROR_CODES = ['VIDEO_LINK_INVALID'] as const;
export type VideoLinkErrorCode = (typeof VIDEO_LINK_ERROR_CODES)[number];

export type VideoLinkResult = { ok: true; video: VideoLink } | { ok: false; code: VideoLinkErrorCode };

/** Longest link accepted (real links are well under 200 characters). */
export const VIDEO_LINK_MAX_LENGTH = 2048;
/** Latest start offset: 99:59:59. */
export const VIDEO_START_MAX = 359_999;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTU_BE_HOSTS = new Set(['youtu.be', 'www.youtu.be']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PLAYER_HOST = 'player.vimeo.com';

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,32}$/i;
/** Path prefixes of YouTube pages whose next segment is the video id. */
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v', 'e']);

/** `90`, `90s`, `1m30s`, `1h2m3s` → seconds; undefined for anything else or zero. */
export function parseStartTime(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const text = value.trim().toLowerCase();
  let seconds: number;
  if (/^\d{1,6}$/.test(text)) seconds = Number(text);
  else {
    const match = /^(?:(\d{1,3})h)?(?:(\d{1,4})m)?(?:(\d{1,6})s?)?$/.exec(text);
    if (!match || text === '') return undefined;
    seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  }
  return seconds > 0 && seconds <= VIDEO_START_MAX ? seconds : undefined;
}

const hasControlCharacter = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** The link as a URL, with `https://` added to a bare `youtube.com/…`; null for other schemes or garbage. */
function toUrl(link: string): URL | null {
  const text = link.trim();
  if (text === '' || text.length > VIDEO_LINK_MAX_LENGTH || /\s/.test(text) || hasControlCharacter(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(hasScheme ? text : `https://${text.replace(/^\/\//, '')}`);
    // No credentials, no ports: a real share link has neither, and `user@host` tricks hide the real host.
    if (url.username || url.password || url.port) return null;
    return url;
  } catch {
    return null;
  }
}

function youtube(url: URL): VideoLink | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (YOUTU_BE_HOSTS.has(host)) id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (segments.length >= 2 && YOUTUBE_ID_PATHS.has(segments[0] ?? '')) id = segments[1];
  } else return null;
  if (!id || !YOUTUBE_ID.test(id)) return null;
  const hashTime = /(?:^|&)t=([^&]+)/.exec(url.hash.slice(1))?.[1];
  const start = parseStartTime(url.searchParams.get('t') ?? url.searchParams.get('start') ?? hashTime);
  return { provider: 'youtube', id, ...(start ? { start } : {}) };
}

function vimeo(url: URL): VideoLink | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | undefined;
  if (host === VIMEO_PLAYER_HOST) {
    if (segments.length !== 2 || segments[0] !== 'video') return null;
    id = segments[1];
    hash = url.searchParams.get('h') ?? undefined;
  } else if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123,
    // vimeo.com/showcase/x/video/123: the video id is the last all-digit segment, followed at most by a hash.
    const index = segments.findLastIndex((segment) => VIMEO_ID.test(segment));
    if (index < 0 || segments.length - index > 2) return null;
    const prefix = segments.slice(0, index);
    const allowedPrefix =
      prefix.length === 0 ||
      (prefix.length === 2 && prefix[0] === 'channels') ||
      (prefix.length === 3 && prefix[0] === 'groups' && prefix[2] === 'videos') ||
      (prefix.length === 3 && prefix[0] === 'showcase' && prefix[2] === 'video');
    if (!allowedPrefix) return null;
    id = segments[index];
    hash = segments[index + 1] ?? url.searchParams.get('h') ?? undefined;
  } else return null;
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash !== undefined && !VIMEO_HASH.test(hash)) return null;
  const start = parseStartTime(/(?:^|&)t=([^&]+)/.exec(url.hash.slice(1))?.[1]);
  return { provider: 'vimeo', id, ...(hash ? { hash: hash.toLowerCase() } : {}), ...(start ? { start } : {}) };
}

/**
 * The provider and video id of a YouTube (watch, shorts, youtu.be, embed, live, m., music.,
 * youtube-nocookie) or Vimeo (vimeo.com/…, player.vimeo.com/video/…) link. Pure; exact host names only,
 * so `youtube.com.evil.example` or `evil.example/youtube.com` are refused like any other host.
 */
export function parseVideoLink(link: string): VideoLinkResult {
  const url = toUrl(link);
  const video = url && (youtube(url) ?? vimeo(url));
  return video ? { ok: true, video } : { ok: false, code: 'VIDEO_LINK_INVALID' };
}

export const videoLinkPropsSchema = z
  .object({
    ...widgetCommonProps,
    /** The link as pasted; empty until one is chosen (the widget then shows its poster). */
    url: z.string().max(VIDEO_LINK_MAX_LENGTH).default(''),
    muted: z.boolean().default(true),
    loop: z.boolean().default(true),
    /** Seconds into the video where playing starts (YouTube and Vimeo). */
    start: z.number().int().min(0).max(VIDEO_START_MAX).default(0),
    /** The provider's controls; off for screens (nobody touches them). */
    showControls: z.boolean().default(false),
  })
  .superRefine((props, ctx) => {
    if (props.url.trim() !== '' && !parseVideoLink(props.url).ok) {
      ctx.addIssue({ code: 'custom', message: 'VIDEO_LINK_INVALID', path: ['url'] });
    }
  });

export type VideoLinkProps = z.infer<typeof videoLinkPropsSchema>;

/** Origins of the players this widget frames: the CMS's and the player's CSP `frame-src` must admit them. */
export const VIDEO_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** The address of the provider's privacy-friendly player for a parsed video and the widget's settings. */
export function videoEmbedUrl(video: VideoLink, options: Pick<VideoLinkProps, 'muted' | 'loop' | 'start' | 'showControls'>): string {
  const flag = (on: boolean) => (on ? '1' : '0');
  const start = Math.max(0, Math.min(VIDEO_START_MAX, Math.floor(options.start)));
  if (video.provider === 'youtube') {
    const id = encodeURIComponent(video.id);
    const query = new URLSearchParams({ autoplay: '1', mute: flag(options.muted) });
    // YouTube loops a single video only as a one-item playlist of itself.
    if (options.loop) {
      query.set('loop', '1');
      query.set('playlist', video.id);
    }
    query.set('controls', flag(options.showControls));
    query.set('playsinline', '1');
    query.set('start', String(start));
    return `https://www.youtube-nocookie.com/embed/${id}?${query}`;
  }
  const query = new URLSearchParams();
  if (video.hash) query.set('h', video.hash);
  query.set('autoplay', '1');
  query.set('muted', flag(options.muted));
  query.set('loop', flag(options.loop));
  // `background=1` hides every control and forces mute: only when both are wanted.
  if (options.muted && !options.showControls) query.set('background', '1');
  else query.set('controls', flag(options.showControls));
  query.set('dnt', '1');
  return `https://player.vimeo.com/video/${encodeURIComponent(video.id)}?${query}${start ? `#t=${start}s` : ''}`;
}

export const videoLinkModel = defineWidgetModel<VideoLinkProps>({
  type: 'video_link',
  schema: videoLinkPropsSchema,
  size: { width: 960, height: 540 },
});
