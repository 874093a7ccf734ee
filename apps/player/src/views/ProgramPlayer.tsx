import { canvasSize, type HotCorners, type SlideAction } from '@signage/slides/model';
import { collectFontIds, fontState, loadFonts, needsFrameClock, OverlayView, SlideView, transitionKeyframes } from '@signage/slides/render';
import { type CSSProperties, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type WidgetDataEntry, WidgetEnvironmentProvider } from '@signage/slides/widgets';
import { type Program, slidePlayableAt } from '../playback/program.ts';
import { type Ended, type Play, Sequencer, slideOf } from '../playback/sequencer.ts';
import type { SyncTimeline } from '../playback/sync-timeline.ts';
import type { NowPlaying } from '../sync/engine.ts';
import { FRAME_ALIGN_WINDOW_MS, FramePacer } from '../lib/frame-pacer.ts';
import { fitSlide } from './layout.ts';

/**
 * Plays a program through the shared renderer (`SlideView`, the one the editor preview uses) on two
 * stacked layers: the slide on screen and the next one, mounted ahead and hidden so its images are
 * decoded and its videos buffered (`readyState` HAVE_ENOUGH_DATA, i.e. `canplaythrough`) before the
 * switch; the leaving slide stays under the incoming one for the transition. The clock is driven
 * here; the renderer only receives `time`.
 */
export interface ProgramPlayerProps {
  program: Program | null;
  /** Synchronized playback: the shared timeline every screen of the group plays (docs/player.md). */
  sync?: SyncTimeline | null;
  width: number;
  height: number;
  interactive: boolean;
  /** MIME type of a media file by id (popups show images or videos). */
  mediaMime: (mediaId: string) => string | undefined;
  onEnded: (ended: Ended[]) => void;
  onPlaying: (now: NowPlaying | null) => void;
  /** Player clock (ms, monotonic). */
  clock?: () => number;
  /** Wall clock for widgets (epoch ms, server-corrected). */
  wallClock?: () => number;
  /** The screen's time zone (clock widgets). */
  timeZone?: string;
  /** Widget data by source key (docs/widgets.md). */
  widgetData?: (key: string) => WidgetDataEntry | undefined;
}

interface Popup {
  url: string;
  video: boolean;
  closeAt: number | null;
}

/**
 * Whether a slide needs a render every frame. Object animations and transitions run on the
 * compositor (Web Animations API, transform and opacity), so only widgets — which draw from the
 * time — and animations too long to hand over keep the frame clock.
 */
const hasMotion = (p: Play | null) => !!p && needsFrameClock(slideOf(p).doc);
/** Whether the playlist overlay on screen needs a render every frame (a ticker). */
const overlayMoves = (p: Play | null) => !!p?.program.overlay && needsFrameClock(p.program.overlay);

const decoded = new WeakSet<HTMLImageElement>();
const decoding = new WeakSet<HTMLImageElement>();

/**
 * A layer by its play number. Looked up among the root's children rather than with a selector
 * naming the number: every distinct selector string is kept in the document's selector cache, and
 * a screen plays millions of slides.
 */
function layerOf(root: HTMLElement | null, seq: number): HTMLElement | null {
  if (!root) return null;
  const key = String(seq);
  for (const child of root.children) if (child instanceof HTMLElement && child.dataset.layerSeq === key) return child;
  return null;
}

/**
 * True when a layer's media can play through: videos buffered, images loaded and decoded
 * (`img.decode()` off the main thread, so the first frame of the transition does not decode them),
 * and its fonts settled (loaded, or given up after the renderer's bounded wait, FONT_WAIT_MS: the
 * fallback then shows).
 */
function layerReady(root: HTMLElement | null, seq: number): boolean {
  const layer = layerOf(root, seq);
  if (!layer) return false;
  for (const id of (layer.dataset.fonts ?? '').split(',')) if (id && fontState(id) === 'loading') return false;
  for (const v of layer.querySelectorAll('video')) if (v.readyState < HTMLMediaElement.HAVE_ENOUGH_DATA && !v.error) return false;
  let ready = true;
  for (const img of layer.querySelectorAll('img')) {
    if (!img.complete) ready = false;
    else if (!decoded.has(img)) {
      ready = false;
      if (!decoding.has(img) && typeof img.decode === 'function') {
        decoding.add(img);
        const done = () => decoded.add(img);
        img.decode().then(done, done);
      } else if (typeof img.decode !== 'function') decoded.add(img);
    }
  }
  return ready;
}

/**
 * What the screen shows, for monitoring and benchmarks (a lightweight hook, no cost when unused):
 * the root's `data-play-seq` / `data-slide-index` and a `signage:slide` window event per slide
 * change, with the slide's planned duration and the player-clock time the sequencer started it.
 */
export interface SlideShownDetail {
  seq: number;
  playlistId: number;
  version: number;
  slideId: number;
  index: number;
  count: number;
  durationMs: number;
  startedAt: number;
}

function announceSlide(root: HTMLElement | null, play: Play) {
  const slide = slideOf(play);
  const detail: SlideShownDetail = {
    seq: play.seq,
    playlistId: play.program.playlistId,
    version: play.program.version,
    slideId: slide.id,
    index: play.index,
    count: play.program.slides.length,
    durationMs: slide.durationMs,
    startedAt: play.startedAt,
  };
  if (root) {
    root.dataset.playSeq = String(play.seq);
    root.dataset.slideIndex = String(play.index);
  }
  window.dispatchEvent(new CustomEvent<SlideShownDetail>('signage:slide', { detail }));
}

/**
 * Synchronized playback: the videos of the slide that just came on start in the same task as the
 * change (the layer was mounted ahead, buffered), not after React's next commit and paint, so the
 * screens of a group start them together.
 */
function startVideos(root: HTMLElement | null, play: Play) {
  const doc = slideOf(play).doc;
  for (const v of layerOf(root, play.seq)?.querySelectorAll('video') ?? []) {
    const id = v.closest<HTMLElement>('[data-element-id]')?.dataset.elementId;
    const el = id ? doc.elements.find((e) => e.id === id) : undefined;
    const autoplay = el ? el.type === 'video' && el.autoplay : v.dataset.elementType === 'background-video';
    if (autoplay && v.paused) void v.play().catch(() => undefined);
  }
}

export function ProgramPlayer({
  program,
  sync = null,
  width,
  height,
  interactive,
  mediaMime,
  onEnded,
  onPlaying,
  clock = () => performance.now(),
  wallClock = () => Date.now(),
  timeZone,
  widgetData = () => undefined,
}: ProgramPlayerProps) {
  const seqRef = useRef<Sequencer | null>(null);
  seqRef.current ??= new Sequencer();
  const seq = seqRef.current;
  // Validity windows are read on the (corrected) wall clock, the one the schedule runs on.
  const wallRef = useRef(wallClock);
  wallRef.current = wallClock;
  seq.playable = (slide) => slidePlayableAt(slide, wallRef.current());
  seq.timeline = sync;
  const rootRef = useRef<HTMLDivElement>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [popup, setPopup] = useState<Popup | null>(null);
  const cb = useRef({ onEnded, onPlaying, clock });
  cb.current = { onEnded, onPlaying, clock };

  // Every face of every font the program uses is fetched now, while the network is there: the
  // service worker keeps the files (Cache Storage `player-fonts`) for offline starts (docs/decisions.md "Slide typography parity").
  useEffect(() => {
    if (!program) return;
    const ids = new Set<string>();
    for (const s of program.slides) for (const id of collectFontIds(s.doc)) ids.add(id);
    if (program.overlay) for (const id of collectFontIds(program.overlay)) ids.add(id);
    void loadFonts([...ids]);
  }, [program]);

  // A new program (or none) is queued; the sequencer switches when its first slide is ready.
  useEffect(() => {
    cb.current.onEnded(seq.setProgram(program, cb.current.clock()));
    rerender();
  }, [program, seq]);

  // The clock: every frame while something moves, else a few times a second and exactly on time. A
  // synchronized screen runs on animation frames near a change and changes in the frame whose
  // presentation is nearest the change instant (lib/frame-pacer.ts), committing it in that frame.
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastKey = '';
    let lastSeq = 0;
    const pacer = new FramePacer();
    const onFrames = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';
    const loop = (frameTime?: number) => {
      const synced = !!seq.timeline;
      const clockNow = cb.current.clock();
      if (synced && frameTime === undefined && onFrames() && seq.nextEventAt(clockNow) - clockNow < FRAME_ALIGN_WINDOW_MS) {
        frame = requestAnimationFrame(loop);
        return;
      }
      const aligned = synced && frameTime !== undefined;
      const now = aligned ? pacer.frame(frameTime) : clockNow;
      const ended = seq.tick(now, (s) => layerReady(rootRef.current, s));
      if (ended.length) cb.current.onEnded(ended);
      const cur = seq.current;
      const key = cur ? `${cur.program.playlistId}:${cur.program.version}:${slideOf(cur).id}` : '';
      if (key !== lastKey) {
        lastKey = key;
        cb.current.onPlaying(cur ? { playlistId: cur.program.playlistId, version: cur.program.version, slideId: slideOf(cur).id } : null);
      }
      if (cur && cur.seq !== lastSeq) {
        lastSeq = cur.seq;
        if (seq.timeline) {
          // In this frame: the new layer on screen and its videos started, before the frame is drawn.
          if (aligned) flushSync(rerender);
          startVideos(rootRef.current, cur);
        }
        announceSlide(rootRef.current, cur);
      }
      rerender();
      const moving = hasMotion(seq.current) || overlayMoves(seq.current) || (!!seq.outgoing && hasMotion(seq.outgoing.play));
      const waiting = !!seq.upcoming && seq.remaining(clockNow) <= 0;
      const untilNext = seq.nextEventAt(clockNow) - clockNow;
      const near = seq.timeline && onFrames() && untilNext < FRAME_ALIGN_WINDOW_MS;
      if (moving || waiting || near) frame = requestAnimationFrame(loop);
      else {
        // A synchronized screen wakes before the change, to run its last frames on the frame clock.
        const wake = seq.timeline ? untilNext - FRAME_ALIGN_WINDOW_MS / 2 : untilNext;
        timer = setTimeout(loop, Math.max(0, Math.min(250, wake)));
      }
    };
    loop();
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [seq]);

  // A synchronized screen that joins mid-slide (or was woken late) starts the slide's videos where
  // the timeline is, not at their beginning.
  const currentSeq = seq.current?.seq ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the slide on screen changes (its play number).
  useEffect(() => {
    const cur = seq.current;
    if (!sync || !cur) return;
    const elapsed = cb.current.clock() - cur.startedAt;
    if (elapsed < 40) return;
    for (const v of layerOf(rootRef.current, cur.seq)?.querySelectorAll('video') ?? []) {
      const length = Number.isFinite(v.duration) && v.duration > 0 ? v.duration : 0;
      const at = elapsed / 1000;
      v.currentTime = length && v.loop ? at % length : at;
    }
  }, [currentSeq, sync, seq]);

  // Popups close by themselves after `closeAfter` seconds.
  useEffect(() => {
    if (!popup?.closeAt) return;
    const t = setTimeout(() => setPopup(null), Math.max(0, popup.closeAt - Date.now()));
    return () => clearTimeout(t);
  }, [popup]);

  const now = clock();
  const onAction = (action: SlideAction) => {
    if (action.type === 'jumpToSlide') {
      const r = seq.jumpTo(Number(action.targetSlideId), clock());
      onEnded(r.ended);
      rerender();
    } else {
      const mime = mediaMime(action.mediaId) ?? '';
      setPopup({
        url: action.url,
        video: mime.startsWith('video/'),
        closeAt: action.closeAfter > 0 ? Date.now() + action.closeAfter * 1000 : null,
      });
    }
  };

  const layers: { play: Play; role: 'outgoing' | 'current' | 'upcoming' }[] = [];
  if (seq.outgoing) layers.push({ play: seq.outgoing.play, role: 'outgoing' });
  if (seq.current) layers.push({ play: seq.current, role: 'current' });
  // The next slide is mounted once the transition is over: mounting it (its video, web pages, images)
  // is the heaviest main-thread work of a slide change, and a slow screen would drop transition frames.
  if (seq.upcoming && !seq.outgoing) layers.push({ play: seq.upcoming, role: 'upcoming' });
  layers.sort((a, b) => a.play.seq - b.play.seq);

  const current = seq.current;
  const currentDoc = current ? slideOf(current).doc : null;
  // The transition runs on the compositor: the layers are animated once (Web Animations API,
  // transform and opacity only), with no render per frame.
  const transitionKey = current && seq.outgoing && currentDoc ? `${seq.outgoing.play.seq}>${current.seq}` : '';
  useLayoutEffect(() => {
    const root = rootRef.current;
    const cur = seq.current;
    const out = seq.outgoing;
    if (!transitionKey || !root || !cur || !out) return;
    const { style, durationMs } = slideOf(cur).doc.animation;
    const incoming = layerOf(root, cur.seq);
    const outgoing = layerOf(root, out.play.seq);
    if (!incoming?.animate || !outgoing) return;
    const frames = transitionKeyframes(style);
    const elapsed = Math.max(0, cb.current.clock() - cur.startedAt);
    const timing = { duration: Math.max(1, durationMs), easing: 'linear' };
    // Only the properties a style moves are in its keyframes: a layer whose keyframes hold nothing but
    // offsets is not animated (the outgoing slide of the cross-fade and the zoom stays as it is, so it
    // is not drawn as a fading group every frame).
    const moves = (keyframes: Keyframe[]) => keyframes.some((f) => Object.keys(f).length > 1);
    // The leaving slide holds its picture: its time is over, and a video decoding or an object effect
    // kept on the compositor under the transition (a glow is a filter redrawn every frame, even when
    // finished and holding its last frame) takes the frames a screen without a GPU needs to composite
    // it (docs/player.md). Each effect becomes plain style at its current frame: the same picture.
    for (const video of outgoing.querySelectorAll('video')) video.pause();
    for (const animation of outgoing.getAnimations?.({ subtree: true }) ?? []) {
      try {
        animation.commitStyles();
      } catch {
        // An element no longer rendered: nothing to hold.
      }
      animation.cancel();
    }
    const running = [incoming.animate(frames.incoming, { ...timing, fill: 'backwards' })];
    if (moves(frames.outgoing)) running.push(outgoing.animate(frames.outgoing, { ...timing, fill: 'forwards' }));
    const content = incoming.firstElementChild;
    if (content && moves(frames.incomingContent)) running.push(content.animate(frames.incomingContent, { ...timing, fill: 'backwards' }));
    for (const a of running) a.currentTime = elapsed;
    return () => {
      for (const a of running) a.cancel();
    };
  }, [transitionKey, seq]);

  // The playlist overlay: drawn once above the slide layers and kept mounted across slide changes
  // (a ticker, a clock or a video in it runs on), with its own time since the playlist's overlay
  // came on screen; a new version of the same playlist keeps that time.
  const overlay = current?.program.overlay ?? null;
  const overlayClock = useRef<{ playlistId: number; startedAt: number } | null>(null);
  if (!overlay || !current) overlayClock.current = null;
  else if (overlayClock.current?.playlistId !== current.program.playlistId)
    overlayClock.current = { playlistId: current.program.playlistId, startedAt: now };
  const overlayBox =
    overlay && currentDoc ? fitSlide(width, height, canvasSize(currentDoc.aspect).width, canvasSize(currentDoc.aspect).height) : null;

  const widgetEnv = { now: wallClock(), timeZone, data: widgetData };
  return (
    <WidgetEnvironmentProvider value={widgetEnv}>
      <div ref={rootRef} className="program" style={{ position: 'absolute', inset: 0 }}>
        {layers.map(({ play, role }) => {
          const { doc } = slideOf(play);
          const canvas = canvasSize(doc.aspect);
          const box = fitSlide(width, height, canvas.width, canvas.height);
          const style: CSSProperties = {
            position: 'absolute',
            left: box.left,
            top: box.top,
            width: box.width,
            height: box.height,
            zIndex: role === 'current' ? 2 : role === 'outgoing' ? 1 : 0,
            opacity: role === 'upcoming' ? 0 : 1,
            // The layer clips its content: the wipe moves the layer and its content oppositely.
            overflow: 'hidden',
            pointerEvents: role === 'current' ? 'auto' : 'none',
          };
          const playing = role !== 'upcoming';
          const time = playing ? Math.max(0, now - play.startedAt) : 0;
          return (
            <div
              key={play.seq}
              data-layer-seq={play.seq}
              data-layer={role}
              data-slide-id={slideOf(play).id}
              data-fonts={collectFontIds(doc).join(',')}
              style={style}
              aria-hidden={role !== 'current'}
            >
              {/* The layer's content box: what a transition moves inside the layer (the wipe). */}
              <div data-layer-content="" style={{ position: 'absolute', inset: 0 }}>
                <SlideView
                  doc={doc}
                  width={box.width}
                  time={time}
                  playing={playing}
                  motion="compositor"
                  onAction={interactive && role === 'current' ? onAction : undefined}
                />
                {interactive && role === 'current' && doc.hotCorners && (
                  <HotCornerPads
                    corners={doc.hotCorners}
                    size={Math.max(48, Math.min(box.width, box.height) * 0.12)}
                    onJump={(id) => onAction({ type: 'jumpToSlide', targetSlideId: id })}
                  />
                )}
              </div>
            </div>
          );
        })}
        {overlay && overlayBox && currentDoc && (
          <div
            data-playlist-overlay=""
            style={{
              position: 'absolute',
              left: overlayBox.left,
              top: overlayBox.top,
              width: overlayBox.width,
              height: overlayBox.height,
              // Above the slide layers, under popups (20), messages (50) and alerts (100).
              zIndex: 10,
              overflow: 'hidden',
              pointerEvents: 'none',
            }}
          >
            <OverlayView
              doc={overlay}
              aspect={currentDoc.aspect}
              width={overlayBox.width}
              time={Math.max(0, now - (overlayClock.current?.startedAt ?? now))}
              playing
            />
          </div>
        )}
        {popup && (
          <button type="button" className="popup" onClick={() => setPopup(null)} aria-label="close">
            {/* biome-ignore lint/a11y/useMediaCaption: library media carry no caption track (as in the shared renderer). */}
            {popup.video ? <video src={popup.url} autoPlay playsInline loop /> : <img src={popup.url} alt="" />}
          </button>
        )}
      </div>
    </WidgetEnvironmentProvider>
  );
}

/** Invisible touch pads in the slide's corners (they turn with the stage, so rotation needs no maths). */
function HotCornerPads({ corners, size, onJump }: { corners: HotCorners; size: number; onJump: (slideId: string) => void }) {
  const pads: [keyof HotCorners, CSSProperties][] = [
    ['topLeft', { left: 0, top: 0 }],
    ['topRight', { right: 0, top: 0 }],
    ['bottomLeft', { left: 0, bottom: 0 }],
    ['bottomRight', { right: 0, bottom: 0 }],
  ];
  return (
    <>
      {pads.map(([corner, pos]) => {
        const target = corners[corner];
        if (!target) return null;
        return (
          <button
            key={corner}
            type="button"
            data-hot-corner={corner}
            aria-label={corner}
            onClick={() => onJump(target)}
            style={{
              position: 'absolute',
              ...pos,
              width: size,
              height: size,
              zIndex: 5,
              opacity: 0,
              border: 0,
              padding: 0,
              background: 'transparent',
            }}
          />
        );
      })}
    </>
  );
}
