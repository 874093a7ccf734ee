import { type CSSProperties, memo, type RefObject, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { canvasSize } from '../model/aspect.ts';
import { type Viewport, validViewport } from '../model/viewport.ts';
import type { SlideElement } from '../model/elements.ts';
import { DEFAULT_FONT_ID, fontFamily } from '../model/fonts.ts';
import type { SlideAction, SlideBackground, SlideDocument } from '../model/slide.ts';
import { type AnimationKeyframe, effectsLeadMs, frameToCss, objectKeyframes, slideAnimationStyle } from './animation.ts';
import { ElementContent, VideoView } from './elements.tsx';
import { collectFontIds, loadFonts } from './fonts.ts';
import { ViewportFrame } from './ViewportFrame.tsx';
import { widgetAnimated } from './widgets.tsx';

export interface SlideViewProps {
  doc: SlideDocument;
  /** Rendered width in CSS pixels; the height follows the slide's aspect ratio. */
  width: number;
  /** ms since slide start, from the caller's clock (the renderer never reads the time itself). */
  time: number;
  /** Whether media play (player, preview) or sit paused at `time` (editor, thumbnails). */
  playing: boolean;
  /**
   * Apply object animations at `time` (default true). The editor canvas passes false so elements
   * are shown at rest while being edited.
   */
  animate?: boolean;
  /** Called when an element with an action is activated (interactive screens, previews). */
  onAction?: (action: SlideAction, elementId: string) => void;
  /** Extra style for the outer box, e.g. a slide transition frame from `transitionStyle`. */
  style?: CSSProperties;
  /**
   * How object animations move while `playing`: 'clock' (default) computes each frame from `time`,
   * so the caller re-renders every frame (editor previews scrub it); 'compositor' hands the whole
   * animation to the Web Animations API once when the slide starts playing, so transform and opacity
   * run on the compositor with no render or layout per frame (the player on slow screens). Elements
   * that need the clock anyway (widgets, see `needsFrameClock`) still follow `time`.
   */
  motion?: 'clock' | 'compositor';
  /**
   * Draw no background (the canvas is transparent): the playlist overlay's own document, drawn over
   * a slide (`OverlayView`, the editor's overlay mode).
   */
  transparent?: boolean;
  /**
   * The playlist overlay (docs/playlists.md, "Playlist overlay"), drawn above the slide in the same
   * box: thumbnails and other single pictures of a slide. A player or a preview that changes slides
   * draws `OverlayView` once above its slide layers instead, so the overlay is not mounted again at
   * every slide change.
   */
  overlay?: SlideDocument | null;
  /**
   * Only this rectangle of the slide (fractions of it), filling `width` (a video wall's screen: the
   * slide is designed at the wall's size). The box's height follows the rectangle's shape.
   */
  viewport?: Viewport | null;
}

const keyframeCache = new WeakMap<object, { seconds: number; frames: AnimationKeyframe[] | null }>();
/**
 * `objectKeyframes` of an element over its effects' window (`effectSeconds`: the slide's duration
 * less its effects' lead), computed once per element object and window.
 */
function keyframesOf(el: SlideElement, effectSeconds: number): AnimationKeyframe[] | null {
  if (!el.animation) return null;
  let k = keyframeCache.get(el);
  if (k?.seconds !== effectSeconds) {
    k = { seconds: effectSeconds, frames: objectKeyframes(el.animation, effectSeconds) };
    keyframeCache.set(el, k);
  }
  return k.frames;
}

const elementNeedsClock = (el: SlideElement, effectSeconds: number) =>
  (el.type === 'widget' && widgetAnimated(el)) || (!!el.animation && !el.hidden && !keyframesOf(el, effectSeconds));

/** Seconds of a slide in which its object effects play (after the lead of `effectsLeadMs`). */
const effectSecondsOf = (doc: SlideDocument) => doc.duration - effectsLeadMs(doc) / 1000;

/**
 * Whether a slide played with motion 'compositor' still needs `time` every frame: widgets that move
 * every frame (a ticker; clocks and rotating stories are fine with the player's few renders a
 * second), or an animation too long to hand over as keyframes.
 */
export function needsFrameClock(doc: SlideDocument): boolean {
  const seconds = effectSecondsOf(doc);
  return doc.elements.some((el) => !el.hidden && elementNeedsClock(el, seconds));
}

/**
 * Paragraph spacing inside rich text: lines are paragraphs without margins (Quill's convention), so
 * line spacing alone sets the rhythm. An editor's in-place text box with `data-element-type="text"`
 * inside a `data-slide-canvas` gets the same rule.
 */
export const TEXT_CSS = '[data-slide-canvas] [data-element-type="text"] p{margin:0}';

/**
 * Typography the slide sets itself (docs/decisions.md "Slide typography parity"): every inherited property that shapes text, at its
 * initial value, on the slide root, so nothing of the page around it (the CMS's MUI baseline with its
 * line height 1.5 and letter spacing, the player's system-ui page, a thumbnail's SVG document) reaches
 * a slide. Elements then set what they need (font family, size, colour, line spacing) on top.
 */
export const SLIDE_TYPOGRAPHY: CSSProperties = {
  fontFamily: fontFamily(DEFAULT_FONT_ID),
  fontSize: 16,
  fontWeight: 400,
  fontStyle: 'normal',
  fontStretch: 'normal',
  fontVariant: 'normal',
  fontKerning: 'auto',
  fontFeatureSettings: 'normal',
  fontVariationSettings: 'normal',
  fontOpticalSizing: 'auto',
  fontSynthesis: 'weight style',
  fontSizeAdjust: 'none',
  lineHeight: 'normal',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textIndent: 0,
  textAlign: 'left',
  textShadow: 'none',
  textRendering: 'auto',
  WebkitFontSmoothing: 'auto',
  MozOsxFontSmoothing: 'auto',
  WebkitTextStrokeWidth: 0,
  whiteSpace: 'normal',
  wordBreak: 'normal',
  overflowWrap: 'normal',
  hyphens: 'manual',
  tabSize: 8,
  direction: 'ltr',
  writingMode: 'horizontal-tb',
  color: '#000000',
  fontPalette: 'normal',
};

/**
 * Rules the slide needs against the page's stylesheets (inline styles cannot reach pseudo-elements or
 * beat universal selectors of a host page, e.g. MUI's `*{box-sizing:inherit}`): one box model inside
 * every slide, whatever the page uses.
 */
export const SLIDE_RESET_CSS =
  '[data-slide-canvas],[data-slide-canvas] *,[data-slide-canvas] *::before,[data-slide-canvas] *::after{box-sizing:border-box}';

function Background({ bg, time, playing }: { bg: SlideBackground; time: number; playing: boolean }) {
  if (bg.type === 'color') return null;
  const style: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' };
  if (bg.type === 'image') return <img data-background="image" src={bg.url} alt="" draggable={false} style={style} />;
  return (
    <div style={{ position: 'absolute', inset: 0 }}>
      <VideoView url={bg.url} muted={bg.muted} loop={bg.loop} autoplay time={time} playing={playing} kind="background-video" />
    </div>
  );
}

/**
 * One element, memoized: when a document changes only the changed elements (new objects) render
 * again, so a drag on a slide of hundreds of elements re-renders one box per frame.
 */
const ElementBox = memo(function ElementBox({
  el,
  time,
  playing,
  duration,
  lead,
  animate,
  action,
  onAction,
  compositor,
  clock,
}: {
  el: SlideElement;
  compositor: boolean;
  /** The slide's time when compositor animations start (a ref: reading it does not re-render). */
  clock: RefObject<number> | null;
  time: number;
  playing: boolean;
  duration: number;
  /** ms after slide start at which object effects begin (`effectsLeadMs`). */
  lead: number;
  animate: boolean;
  action: SlideAction | undefined;
  onAction: SlideViewProps['onAction'];
}) {
  const effectMs = duration * 1000 - lead;
  const keyframes = compositor && animate && playing ? keyframesOf(el, effectMs / 1000) : null;
  // With keyframes, the element stands at their first frame until they are handed over.
  const frame = animate ? frameToCss(slideAnimationStyle(el.animation, keyframes ? lead : time, duration, lead)) : {};
  const inner = useRef<HTMLDivElement>(null);
  // Compositor motion: the whole animation handed over once, when the effects begin (after the
  // slide's transition: an element animated on the compositor would make its fading layer a render
  // surface, which a screen without a GPU pays for on every frame of the transition).
  useLayoutEffect(() => {
    const node = inner.current;
    if (!keyframes || !node?.animate) return;
    const handedAt = performance.now();
    const slideTime = () => (clock?.current ?? 0) + performance.now() - handedAt;
    let a: Animation | null = null;
    const start = () => {
      a = node.animate(keyframes as Keyframe[], { duration: effectMs, fill: 'both', easing: 'linear' });
      a.currentTime = Math.max(0, slideTime() - lead);
    };
    const wait = lead - slideTime();
    const timer = wait > 0 ? setTimeout(start, wait) : null;
    if (!timer) start();
    return () => {
      if (timer) clearTimeout(timer);
      a?.cancel();
    };
  }, [keyframes, effectMs, lead, clock]);
  const interactive = !!(action && onAction);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: when it has a handler it also has role="button" and tabIndex.
    <div
      data-element-id={el.id}
      style={{
        position: 'absolute',
        left: el.x,
        top: el.y,
        width: el.width,
        height: el.height,
        // Only rotated or scaled elements get a transform: elements without one share paint chunks,
        // which keeps compositing cheap on busy slides (a drag redraws every frame).
        transform: el.rotation || el.scale !== 1 ? `rotate(${el.rotation}deg) scale(${el.scale})` : undefined,
        transformOrigin: 'center center',
        opacity: el.opacity,
        cursor: interactive ? 'pointer' : undefined,
      }}
      onClick={interactive ? () => onAction?.(action!, el.id) : undefined}
      onKeyDown={interactive ? (e) => e.key === 'Enter' && onAction?.(action!, el.id) : undefined}
      role={interactive ? 'button' : undefined}
      tabIndex={interactive ? 0 : undefined}
    >
      <div ref={inner} style={{ width: '100%', height: '100%', transformOrigin: 'center center', ...frame }}>
        <ElementContent el={el} time={time} playing={playing} />
      </div>
    </div>
  );
});

/**
 * THE renderer of a slide, shared by the editor canvas, previews, thumbnails and the player. The
 * slide is laid out on its logical canvas (1920 on the long side) and scaled once to `width`.
 * Deterministic: output depends only on props (no clock, no randomness), so the editor and a screen
 * show the same pixels and tests can freeze time. Editor selection and handles belong in a separate
 * overlay above this view.
 */
export function SlideView(props: SlideViewProps) {
  const { viewport, doc, width, style } = props;
  if (!validViewport(viewport)) return <WholeSlideView {...props} />;
  const canvas = canvasSize(doc.aspect);
  const height = Math.round((width / viewport.width) * (canvas.height / canvas.width) * viewport.height * 1000) / 1000;
  return (
    <div data-slide-viewport="" style={{ position: 'relative', width, height, overflow: 'hidden', ...style }}>
      <ViewportFrame viewport={viewport} width={width} height={height}>
        {(full) => <WholeSlideView {...props} viewport={null} style={undefined} width={full.width} />}
      </ViewportFrame>
    </div>
  );
}

function WholeSlideView({
  doc,
  width,
  time,
  playing,
  animate = true,
  onAction,
  style,
  motion = 'clock',
  transparent = false,
  overlay,
}: SlideViewProps) {
  const compositor = motion === 'compositor';
  const clock = useRef(time);
  clock.current = time;
  // Fonts load in the browser only (effects do not run on the server); markup does not depend on it.
  const fontKey = collectFontIds(doc).join(',');
  useEffect(() => {
    if (fontKey) void loadFonts(fontKey.split(','));
  }, [fontKey]);
  const canvas = canvasSize(doc.aspect);
  const lead = effectsLeadMs(doc);
  const effectSeconds = effectSecondsOf(doc);
  const k = width / canvas.width;
  const height = Math.round(canvas.height * k * 1000) / 1000;
  return (
    <div data-slide-view="" style={{ position: 'relative', width, height, overflow: 'hidden', ...style }}>
      <div
        data-slide-canvas=""
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          width: canvas.width,
          height: canvas.height,
          transform: `scale(${k})`,
          transformOrigin: '0 0',
          overflow: 'hidden',
          ...SLIDE_TYPOGRAPHY,
          background: transparent ? 'transparent' : doc.background.type === 'color' ? doc.background.color : '#000000',
        }}
      >
        <style>{`${SLIDE_RESET_CSS}\n${TEXT_CSS}`}</style>
        {transparent ? null : <Background bg={doc.background} time={time} playing={playing} />}
        {doc.elements.map((el) =>
          el.hidden ? null : (
            <ElementBox
              key={el.id}
              el={el}
              // Compositor motion: elements that do not draw from the clock get a constant time, so
              // the memo skips them on every frame.
              time={compositor && playing && !elementNeedsClock(el, effectSeconds) ? 0 : time}
              compositor={compositor}
              clock={compositor ? clock : null}
              playing={playing}
              duration={doc.duration}
              lead={lead}
              animate={animate}
              action={doc.actions[el.id]}
              onAction={onAction}
            />
          ),
        )}
      </div>
      {overlay ? <OverlayView doc={overlay} aspect={doc.aspect} width={width} time={time} playing={playing} /> : null}
    </div>
  );
}

/**
 * The playlist overlay: its elements over the slide, on a transparent canvas of the slide's aspect
 * (an overlay stored for another aspect is laid out on this one), in a box the size of the slide
 * placed at the top left of the box it sits in. It is a picture only: touches go through to the
 * slide under it, and its elements stand still (no object effects: the overlay has no slide start to
 * time them from; widgets and videos still move). `time` is the overlay's own time (since it was
 * mounted), not a slide's.
 */
export function OverlayView({
  doc,
  aspect,
  width,
  time,
  playing,
  style,
}: {
  doc: SlideDocument;
  aspect: SlideDocument['aspect'];
  width: number;
  time: number;
  playing: boolean;
  style?: CSSProperties;
}) {
  const laid = useMemo(() => (sameAspect(doc.aspect, aspect) ? doc : { ...doc, aspect }), [doc, aspect]);
  return (
    <div data-overlay-view="" aria-hidden style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none', ...style }}>
      <SlideView doc={laid} width={width} time={time} playing={playing} animate={false} transparent />
    </div>
  );
}

const sameAspect = (a: SlideDocument['aspect'], b: SlideDocument['aspect']) => JSON.stringify(a) === JSON.stringify(b);

/** Whether an overlay has anything to draw (a stored overlay may be empty or all hidden). */
export const overlayHasContent = (doc: SlideDocument | null | undefined): doc is SlideDocument =>
  !!doc && doc.elements.some((el) => !el.hidden);
