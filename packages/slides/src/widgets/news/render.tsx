import type { CSSProperties, ReactNode } from 'react';
import { fontFamily } from '../../model/fonts.ts';
import { registerWidgetRenderer, type WidgetRenderProps } from '../../render/widgets.tsx';
import { StaleNote, WaitingForData, WidgetFrame, widgetLook } from '../frame.tsx';
import type { WidgetThemeTokens } from '../theme.ts';
import { widgetLocale } from '../words.ts';
import type { NewsData, NewsItem } from './data.ts';
import { type NewsProps, newsModel } from './model.ts';
import { newsWord } from './words.ts';

/** How long one story stays up in the `single` layout (the renderer is not told the slide's duration). */
export const NEWS_STORY_MS = 8000;
/** Ticker speed in canvas px per second at text size M. */
const TICKER_SPEED = 140;

/** Which story the `single` layout shows at slide time `time`. */
export function storyIndexAt(time: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor(Math.max(0, time) / NEWS_STORY_MS) % count;
}

function formatDate(iso: string | null, props: NewsProps, timeZone?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  try {
    return new Intl.DateTimeFormat(widgetLocale(props.language), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
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

function Thumbnail({
  url,
  size,
  tokens,
}: {
  url: string;
  size: { width: number | string; height: number | string };
  tokens: WidgetThemeTokens;
}) {
  return (
    <img
      src={url}
      alt=""
      data-news-image=""
      style={{ ...size, flex: 'none', objectFit: 'cover', borderRadius: Math.min(tokens.radius, 16), background: tokens.surface }}
    />
  );
}

function SourceHeading({ title, props }: { title: string; props: NewsProps }) {
  const { tokens, scale } = widgetLook(props);
  if (!props.showSource || !title) return null;
  return (
    <div
      data-news-source=""
      style={{
        fontFamily: fontFamily(tokens.headingFont),
        fontWeight: tokens.headingWeight,
        color: tokens.accent,
        fontSize: 30 * scale,
        marginBottom: 16 * scale,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {title}
    </div>
  );
}

function ListLayout({ data, props, timeZone }: { data: NewsData; props: NewsProps; timeZone?: string }) {
  const { tokens, scale } = widgetLook(props);
  const thumb = 120 * scale;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <SourceHeading title={data.title} props={props} />
      <div style={{ display: 'flex', flexDirection: 'column', gap: 18 * scale, overflow: 'hidden', minHeight: 0 }}>
        {data.items.slice(0, props.maxStories).map((item, i) => {
          const date = props.showDate ? formatDate(item.publishedAt, props, timeZone) : null;
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: stories have no id; their order is the feed's.
              key={i}
              data-news-item=""
              style={{ display: 'flex', gap: 20 * scale, alignItems: 'flex-start', flex: 'none' }}
            >
              {props.showImages && item.imageUrl ? (
                <Thumbnail url={item.imageUrl} size={{ width: thumb, height: thumb * 0.75 }} tokens={tokens} />
              ) : null}
              <div style={{ minWidth: 0, flex: 1 }}>
                <div
                  style={{
                    ...clamp(2),
                    fontFamily: fontFamily(tokens.headingFont),
                    fontWeight: tokens.headingWeight,
                    fontSize: 34 * scale,
                    lineHeight: 1.2,
                  }}
                >
                  {item.title}
                </div>
                {date ? <div style={{ color: tokens.muted, fontSize: 22 * scale, marginTop: 4 * scale }}>{date}</div> : null}
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}

function SingleLayout({ data, props, time, timeZone }: { data: NewsData; props: NewsProps; time: number; timeZone?: string }) {
  const { tokens, scale } = widgetLook(props);
  const items = data.items.slice(0, props.maxStories);
  const index = storyIndexAt(time, items.length);
  const item = items[index] as NewsItem;
  const date = props.showDate ? formatDate(item.publishedAt, props, timeZone) : null;
  const image = props.showImages && item.imageUrl ? item.imageUrl : null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <SourceHeading title={data.title} props={props} />
      <div data-news-item="" data-news-index={index} style={{ display: 'flex', gap: 28 * scale, flex: 1, minHeight: 0 }}>
        {image ? <Thumbnail url={image} size={{ width: '40%', height: '100%' }} tokens={tokens} /> : null}
        <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 }}>
          <div
            style={{
              ...clamp(3),
              fontFamily: fontFamily(tokens.headingFont),
              fontWeight: tokens.headingWeight,
              fontSize: 46 * scale,
              lineHeight: 1.15,
            }}
          >
            {item.title}
          </div>
          {date ? <div style={{ color: tokens.muted, fontSize: 24 * scale, marginTop: 8 * scale }}>{date}</div> : null}
          {item.summary ? <div style={{ ...clamp(5), marginTop: 16 * scale, fontSize: 30 * scale }}>{item.summary}</div> : null}
        </div>
      </div>
      {items.length > 1 ? (
        <div
          role="img"
          aria-label={newsWord(props.language, 'storyOf', { index: String(index + 1), count: String(items.length) })}
          style={{ display: 'flex', gap: 10 * scale, justifyContent: 'center', marginTop: 16 * scale, flex: 'none' }}
        >
          {items.map((_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: one dot per position.
              key={i}
              style={{
                width: 12 * scale,
                height: 12 * scale,
                borderRadius: '50%',
                background: i === index ? tokens.accent : tokens.muted,
                opacity: i === index ? 1 : 0.4,
              }}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * One line scrolling right to left. The strip holds the headlines twice, so moving it by half its own
 * width (a percentage transform, exact whatever the fonts measure) lands on the same picture: the
 * loop has no seam. The speed is estimated from the text length (the renderer never measures).
 */
function TickerLayout({ data, props, time }: { data: NewsData; props: NewsProps; time: number }) {
  const { tokens, scale } = widgetLook(props);
  const items = data.items.slice(0, props.maxStories);
  const fontSize = 36 * scale;
  const separator = '   •   ';
  const line = items.map((item) => item.title).join(separator) + separator;
  const estimatedWidth = Math.max(1, line.length * fontSize * 0.55);
  const travelled = ((Math.max(0, time) / 1000) * TICKER_SPEED * scale) / estimatedWidth;
  const shift = (travelled - Math.floor(travelled)) * 50;
  const copy = (key: string) => (
    <span key={key} style={{ paddingRight: 0 }}>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stories have no id; their order is the feed's.
        <span key={i}>
          {item.title}
          <span style={{ color: tokens.accent }}>{separator}</span>
        </span>
      ))}
    </span>
  );
  return (
    <div style={{ display: 'flex', alignItems: 'center', height: '100%', gap: 24 * scale, minWidth: 0 }}>
      {props.showSource && data.title ? (
        <div
          data-news-source=""
          style={{
            flex: 'none',
            maxWidth: '30%',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            fontFamily: fontFamily(tokens.headingFont),
            fontWeight: tokens.headingWeight,
            color: tokens.accent,
          }}
        >
          {data.title}
        </div>
      ) : null}
      <div
        style={{ flex: 1, minWidth: 0, overflow: 'hidden', position: 'relative', height: '100%', display: 'flex', alignItems: 'center' }}
      >
        <div
          data-news-ticker=""
          style={{
            display: 'inline-flex',
            whiteSpace: 'nowrap',
            fontSize,
            transform: `translateX(-${shift.toFixed(4)}%)`,
            willChange: 'transform',
          }}
        >
          {copy('a')}
          {copy('b')}
        </div>
      </div>
    </div>
  );
}

export function NewsWidget({ props, time, now, timeZone, data }: WidgetRenderProps<NewsProps>) {
  const news = data?.data as NewsData | null | undefined;
  const { tokens } = widgetLook(props);
  if (!news || !Array.isArray(news.items)) {
    return (
      <WidgetFrame type="news" props={props}>
        <WaitingForData props={props} />
      </WidgetFrame>
    );
  }
  const ticker = props.layout === 'ticker';
  const frameStyle: CSSProperties | undefined = ticker ? { paddingTop: 0, paddingBottom: 0 } : undefined;
  let body: ReactNode;
  if (news.items.length === 0)
    body = (
      <div
        data-news-empty=""
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', color: tokens.muted }}
      >
        {newsWord(props.language, 'noStories')}
      </div>
    );
  else if (ticker) body = <TickerLayout data={news} props={props} time={time} />;
  else if (props.layout === 'single') body = <SingleLayout data={news} props={props} time={time} timeZone={timeZone} />;
  else body = <ListLayout data={news} props={props} timeZone={timeZone} />;
  return (
    <WidgetFrame type="news" props={props} style={frameStyle}>
      {body}
      <StaleNote entry={data} now={now} props={props} timeZone={timeZone} />
    </WidgetFrame>
  );
}

registerWidgetRenderer(newsModel, NewsWidget, 'News');
