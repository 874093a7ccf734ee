import type { CSSProperties } from 'react';
import { fontFamily } from '../../model/fonts.ts';
import type { WidgetRenderProps } from '../../render/widgets.tsx';
import { StaleNote, WaitingForData, WidgetFrame, widgetLook } from '../frame.tsx';
import { widgetLocale } from '../words.ts';
import type { SocialData, SocialPost } from './data.ts';
import type { SocialProps } from './model.ts';
import { socialWord } from './words.ts';

/** How long one post stays up in the `single` layout. */
export const SOCIAL_POST_MS = 8000;

export function postIndexAt(time: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor(Math.max(0, time) / SOCIAL_POST_MS) % count;
}

function formatDate(iso: string | null, props: SocialProps, timeZone?: string): string | null {
  if (!iso) return null;
  // The Graph API writes offsets without a colon (+0000), which Date parses in every engine only with one.
  const date = new Date(iso.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(widgetLocale(props.language), { dateStyle: 'medium', timeZone }).format(date);
  } catch {
    return null;
  }
}

const clamp = (lines: number): CSSProperties => ({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: lines,
  overflow: 'hidden',
});

function Message({ text, props }: { text: string; props: SocialProps }) {
  const { tokens } = widgetLook(props);
  return (
    <div
      data-social-message=""
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', color: tokens.muted, textAlign: 'center' }}
    >
      {text}
    </div>
  );
}

function Post({
  post,
  props,
  timeZone,
  lines,
  large,
}: {
  post: SocialPost;
  props: SocialProps;
  timeZone?: string;
  lines: number;
  large?: boolean;
}) {
  const { tokens, scale } = widgetLook(props);
  const date = props.showDate ? formatDate(post.createdAt, props, timeZone) : null;
  const image = props.showImages && post.imageUrl ? post.imageUrl : null;
  const thumb = (large ? 300 : 150) * scale;
  return (
    <div data-social-post="" style={{ display: 'flex', gap: 20 * scale, alignItems: 'flex-start', flex: large ? 1 : 'none', minHeight: 0 }}>
      {image ? (
        <img
          src={image}
          alt=""
          data-social-image=""
          style={{
            width: thumb,
            height: thumb,
            flex: 'none',
            objectFit: 'cover',
            borderRadius: Math.min(tokens.radius, 16),
            background: tokens.surface,
          }}
        />
      ) : null}
      <div style={{ minWidth: 0, flex: 1 }}>
        {date ? <div style={{ color: tokens.muted, fontSize: 22 * scale, marginBottom: 4 * scale }}>{date}</div> : null}
        <div style={{ ...clamp(lines), fontSize: (large ? 34 : 28) * scale, lineHeight: 1.3, whiteSpace: 'pre-line' }}>{post.text}</div>
      </div>
    </div>
  );
}

/** The shared renderer of the Facebook and Instagram widgets. */
export function SocialFeed({
  props,
  time,
  now,
  timeZone,
  data,
  type,
}: WidgetRenderProps<SocialProps> & { type: 'facebook' | 'instagram' }) {
  const feed = data?.data as SocialData | null | undefined;
  const { tokens, scale } = widgetLook(props);
  if (!props.connectionId || !props.pageId) {
    return (
      <WidgetFrame type={type} props={props}>
        <Message text={socialWord(props.language, 'choosePage')} props={props} />
      </WidgetFrame>
    );
  }
  if (!feed || !Array.isArray(feed.posts)) {
    return (
      <WidgetFrame type={type} props={props}>
        <WaitingForData props={props} />
      </WidgetFrame>
    );
  }
  const posts = feed.posts.slice(0, props.maxPosts);
  const index = postIndexAt(time, posts.length);
  const current = posts[index];
  return (
    <WidgetFrame type={type} props={props}>
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
        <div
          data-social-page=""
          style={{
            fontFamily: fontFamily(tokens.headingFont),
            fontWeight: tokens.headingWeight,
            color: tokens.accent,
            fontSize: 30 * scale,
            marginBottom: 16 * scale,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            flex: 'none',
          }}
        >
          {type === 'instagram' && feed.pageName ? `@${feed.pageName}` : feed.pageName}
        </div>
        {posts.length === 0 ? (
          <Message text={socialWord(props.language, 'noPosts')} props={props} />
        ) : props.layout === 'single' && current ? (
          <section
            data-social-index={index}
            aria-label={socialWord(props.language, 'postOf', { index: String(index + 1), count: String(posts.length) })}
            style={{ display: 'flex', flex: 1, minHeight: 0 }}
          >
            <Post post={current} props={props} timeZone={timeZone} lines={8} large />
          </section>
        ) : (
          <div style={{ display: 'flex', flexDirection: 'column', gap: 20 * scale, overflow: 'hidden', minHeight: 0 }}>
            {posts.map((post, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: posts keep the provider's order; no id is kept.
              <Post key={i} post={post} props={props} timeZone={timeZone} lines={3} />
            ))}
          </div>
        )}
      </div>
      <StaleNote entry={data} now={now} props={props} timeZone={timeZone} />
    </WidgetFrame>
  );
}
