import { type CSSProperties, memo, type ReactNode, useEffect, useMemo, useRef } from 'react';
import type { ImageElement, MenuElement, ShapeElement, SlideElement, TextElement, WebElement } from '../model/elements.ts';
import { fontFamily } from '../model/fonts.ts';
import { sanitizeHtml } from './sanitize.ts';
import { pointsAttribute, shapePoints } from './shapes.ts';
import { WidgetView } from './widgets.tsx';

const FILL: CSSProperties = { width: '100%', height: '100%', display: 'block' };

/**
 * The element views below are memoized on their element: a slide changing role in the player
 * (upcoming → playing → leaving) re-renders its boxes, not their content (no re-sanitizing, no
 * new markup), which keeps a slide change cheap on a slow screen.
 */
export const TextView = memo(function TextView({ el }: { el: TextElement }) {
  const html = useMemo(() => sanitizeHtml(el.html), [el.html]);
  return (
    <div
      data-element-type="text"
      style={{
        ...FILL,
        boxSizing: 'border-box',
        overflow: 'hidden',
        fontFamily: fontFamily(el.fontId),
        fontSize: el.fontSize,
        color: el.color,
        textAlign: el.align,
        lineHeight: el.lineSpacing,
        background: el.background,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'break-word',
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the one allow-list sanitizer (security IN-3).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
});

export const ImageView = memo(function ImageView({ el }: { el: ImageElement }) {
  return <img data-element-type="image" src={el.url} alt="" draggable={false} style={{ ...FILL, objectFit: el.fit }} />;
});

export interface VideoViewProps {
  url: string;
  muted: boolean;
  loop: boolean;
  autoplay: boolean;
  /** ms since slide start: where a paused video shows its frame. */
  time: number;
  playing: boolean;
  fit?: 'cover' | 'contain' | 'fill';
  kind?: string;
}

/**
 * A video that plays when the slide plays (and autoplay is on); otherwise it is paused at `time`
 * (wrapped by its length when looping), so previews and thumbnails are deterministic.
 */
export function VideoView({ url, muted, loop, autoplay, time, playing, fit = 'cover', kind = 'video' }: VideoViewProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const runs = playing && autoplay;
  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);
  // Started once when the slide starts playing: `time` changes every frame, and calling play()
  // again would restart a video that has ended without looping.
  useEffect(() => {
    if (runs) void ref.current?.play().catch(() => undefined);
  }, [runs]);
  // Paused (editor, previews, thumbnails): the frame at `time`.
  useEffect(() => {
    const v = ref.current;
    if (!v || runs) return;
    v.pause();
    const seconds = time / 1000;
    const length = Number.isFinite(v.duration) && v.duration > 0 ? v.duration : 0;
    const at = length ? (loop ? seconds % length : Math.min(seconds, length)) : seconds;
    if (Math.abs(v.currentTime - at) > 0.04) v.currentTime = at;
  }, [loop, time, runs]);
  return (
    <video
      ref={ref}
      data-element-type={kind}
      src={url}
      muted={muted}
      loop={loop}
      autoPlay={playing && autoplay}
      playsInline
      preload="auto"
      style={{ ...FILL, objectFit: fit }}
    />
  );
}

export const ShapeView = memo(function ShapeView({ el }: { el: ShapeElement }) {
  const { width: w, height: h } = el;
  const sw = el.strokeWidth;
  const common = {
    fill: el.fill ?? 'none',
    stroke: sw > 0 ? el.stroke : 'none',
    // In the element's own units (the viewBox is the element's size, so nothing stretches): the
    // outline scales with the slide like everything else (a non-scaling stroke kept its CSS-pixel
    // width, so it was thicker on small screens and thumbnails than designed; docs/decisions.md "Slide typography parity").
    strokeWidth: sw > 0 ? sw : undefined,
  };
  let body: ReactNode;
  if (el.shape === 'rectangle') {
    const r = Math.min(el.cornerRadius, w / 2, h / 2);
    body = <rect x={sw / 2} y={sw / 2} width={Math.max(0, w - sw)} height={Math.max(0, h - sw)} rx={r} ry={r} {...common} />;
  } else if (el.shape === 'circle') {
    body = <ellipse cx={w / 2} cy={h / 2} rx={Math.max(0, w / 2 - sw / 2)} ry={Math.max(0, h / 2 - sw / 2)} {...common} />;
  } else {
    body = <polygon points={pointsAttribute(shapePoints(el.shape, w, h) ?? [])} strokeLinejoin="round" {...common} />;
  }
  return (
    <svg
      data-element-type="shape"
      data-shape={el.shape}
      role="img"
      aria-label={el.shape}
      width="100%"
      height="100%"
      viewBox={`0 0 ${w} ${h}`}
      preserveAspectRatio="none"
      overflow="visible"
      style={FILL}
    >
      {body}
    </svg>
  );
});

/**
 * A web page, isolated (security L7): sandboxed without allow-same-origin (so the page can never
 * reach our origin, cookies or storage), no referrer, no top navigation, no popups.
 */
export const WebView = memo(function WebView({ el }: { el: WebElement }) {
  return (
    <iframe
      data-element-type="web"
      src={el.url}
      title={el.url}
      sandbox="allow-scripts"
      referrerPolicy="no-referrer"
      loading="lazy"
      style={{ ...FILL, border: 0 }}
    />
  );
});

/** Prices are formatted without the locale (deterministic on every screen). */
export function formatPrice(currency: string, price: number): string {
  return `${currency}${price.toFixed(2)}`;
}

export const MenuView = memo(function MenuView({ el }: { el: MenuElement }) {
  const groups = new Map<string, MenuElement['items']>();
  for (const item of el.items) {
    const list = groups.get(item.category) ?? [];
    list.push(item);
    groups.set(item.category, list);
  }
  const modern = el.style === 'modern';
  const minimal = el.style === 'minimal';
  return (
    <div
      data-element-type="menu"
      data-menu-style={el.style}
      style={{
        ...FILL,
        boxSizing: 'border-box',
        overflow: 'hidden',
        padding: minimal ? 16 : 32,
        fontFamily: fontFamily(el.fontId),
        color: el.textColor,
        fontSize: 32,
      }}
    >
      {el.title && (
        <h2
          style={{
            margin: '0 0 24px',
            fontSize: 56,
            color: modern ? el.accentColor : el.textColor,
            textAlign: el.style === 'classic' ? 'center' : 'left',
            textTransform: modern ? 'uppercase' : undefined,
          }}
        >
          {el.title}
        </h2>
      )}
      {[...groups].map(([category, items]) => (
        <section key={category} style={{ marginBottom: 24 }}>
          {category && <h3 style={{ margin: '0 0 8px', fontSize: 40, color: el.accentColor }}>{category}</h3>}
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {items.map((item, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: menu items have no id; order is stable per render.
                key={i}
                style={{ marginBottom: 12, borderBottom: minimal ? undefined : `1px dotted ${el.textColor}` }}
              >
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, fontWeight: 600 }}>
                  <span>{item.name}</span>
                  <span style={{ color: modern ? el.accentColor : undefined }}>{formatPrice(el.currency, item.price)}</span>
                </div>
                {item.description && <div style={{ fontSize: 24, opacity: 0.75 }}>{item.description}</div>}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
});

/** The content of one element, by type. */
export function ElementContent({ el, time, playing }: { el: SlideElement; time: number; playing: boolean }) {
  switch (el.type) {
    case 'text':
      return <TextView el={el} />;
    case 'image':
      return <ImageView el={el} />;
    case 'video':
      return <VideoView url={el.url} muted={el.muted} loop={el.loop} autoplay={el.autoplay} time={time} playing={playing} />;
    case 'shape':
      return <ShapeView el={el} />;
    case 'web':
      return <WebView el={el} />;
    case 'menu':
      return <MenuView el={el} />;
    case 'widget':
      return <WidgetView element={el} time={time} playing={playing} />;
  }
}
