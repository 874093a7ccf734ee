import { canvasSize, type HotCorners, type SlideAction } from '@signage/slides/model';
import { SlideView, transitionStyle } from '@signage/slides/render';
import { type CSSProperties, useEffect, useReducer, useRef, useState } from 'react';
import type { Program } from '../playback/program.ts';
import { type Ended, type Play, Sequencer, slideOf } from '../playback/sequencer.ts';
import type { NowPlaying } from '../sync/engine.ts';
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
  width: number;
  height: number;
  interactive: boolean;
  /** MIME type of a media file by id (popups show images or videos). */
  mediaMime: (mediaId: string) => string | undefined;
  onEnded: (ended: Ended[]) => void;
  onPlaying: (now: NowPlaying | null) => void;
  /** Player clock (ms, monotonic). */
  clock?: () => number;
}

interface Popup {
  url: string;
  video: boolean;
  closeAt: number | null;
}

const hasMotion = (p: Play | null) => !!p && slideOf(p).doc.elements.some((el) => el.animation || el.type === 'widget');

/** True when a layer's media can play through: videos buffered, images decoded. */
function layerReady(root: HTMLElement | null, seq: number): boolean {
  const layer = root?.querySelector<HTMLElement>(`[data-layer-seq="${seq}"]`);
  if (!layer) return false;
  for (const v of layer.querySelectorAll('video')) if (v.readyState < HTMLMediaElement.HAVE_ENOUGH_DATA && !v.error) return false;
  for (const img of layer.querySelectorAll('img')) if (!img.complete) return false;
  return true;
}

export function ProgramPlayer({
  program,
  width,
  height,
  interactive,
  mediaMime,
  onEnded,
  onPlaying,
  clock = () => performance.now(),
}: ProgramPlayerProps) {
  const seqRef = useRef<Sequencer | null>(null);
  seqRef.current ??= new Sequencer();
  const seq = seqRef.current;
  const rootRef = useRef<HTMLDivElement>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [popup, setPopup] = useState<Popup | null>(null);
  const cb = useRef({ onEnded, onPlaying, clock });
  cb.current = { onEnded, onPlaying, clock };

  // A new program (or none) is queued; the sequencer switches when its first slide is ready.
  useEffect(() => {
    cb.current.onEnded(seq.setProgram(program, cb.current.clock()));
    rerender();
  }, [program, seq]);

  // The clock: every frame while something moves, else a few times a second and exactly on time.
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let lastKey = '';
    const loop = () => {
      const now = cb.current.clock();
      const ended = seq.tick(now, (s) => layerReady(rootRef.current, s));
      if (ended.length) cb.current.onEnded(ended);
      const cur = seq.current;
      const key = cur ? `${cur.program.playlistId}:${cur.program.version}:${slideOf(cur).id}` : '';
      if (key !== lastKey) {
        lastKey = key;
        cb.current.onPlaying(cur ? { playlistId: cur.program.playlistId, version: cur.program.version, slideId: slideOf(cur).id } : null);
      }
      rerender();
      const moving = !!seq.outgoing || hasMotion(seq.current);
      const waiting = !!seq.upcoming && seq.remaining(now) <= 0;
      if (moving || waiting) frame = requestAnimationFrame(loop);
      else timer = setTimeout(loop, Math.max(0, Math.min(250, seq.nextEventAt(now) - now)));
    };
    loop();
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [seq]);

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
  if (seq.upcoming) layers.push({ play: seq.upcoming, role: 'upcoming' });
  layers.sort((a, b) => a.play.seq - b.play.seq);

  const current = seq.current;
  const currentDoc = current ? slideOf(current).doc : null;
  const transition =
    current && seq.outgoing && currentDoc
      ? transitionStyle(currentDoc.animation.style, (now - current.startedAt) / Math.max(1, currentDoc.animation.durationMs))
      : null;

  return (
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
          pointerEvents: role === 'current' ? 'auto' : 'none',
        };
        const playing = role !== 'upcoming';
        const time = playing ? Math.max(0, now - play.startedAt) : 0;
        const frame = transition
          ? role === 'current'
            ? transition.incoming
            : role === 'outgoing'
              ? transition.outgoing
              : undefined
          : undefined;
        return (
          <div
            key={play.seq}
            data-layer-seq={play.seq}
            data-layer={role}
            data-slide-id={slideOf(play).id}
            style={style}
            aria-hidden={role !== 'current'}
          >
            <SlideView
              doc={doc}
              width={box.width}
              time={time}
              playing={playing}
              style={frame}
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
        );
      })}
      {popup && (
        <button type="button" className="popup" onClick={() => setPopup(null)} aria-label="close">
          {/* biome-ignore lint/a11y/useMediaCaption: library media carry no caption track (as in the shared renderer). */}
          {popup.video ? <video src={popup.url} autoPlay playsInline loop /> : <img src={popup.url} alt="" />}
        </button>
      )}
    </div>
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
