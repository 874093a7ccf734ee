import Box from '@mui/material/Box';
import type { CanvasSize, SlideDocument, SlideElement, TextElement } from '@signage/slides/model';
import type { WallLayout } from '@signage/shared';
import { OverlayView, SlideView } from '@signage/slides/render';
import { WallGuides } from './WallGuides.tsx';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Moveable, { type OnDrag, type OnResize, type OnRotate } from 'react-moveable';
import { elementsInRect } from '../model/geometry.ts';
import { type EditorStore, updateElements } from '../model/store.ts';
import { type BoxHandlers, HitBoxes } from './HitBoxes.tsx';
import { TextEditor } from './TextEditor.tsx';

/** Snapshot of the elements at gesture start, so every frame is computed from the start (no drift). */
type Start = { doc: SlideDocument; byId: Map<string, SlideElement> };

/**
 * A dragged element during a drag: its rendered view (inside `SlideView`) and the offset to show, in canvas pixels (rounded like the position committed at the end,
 * so the last frame equals the result).
 */
type Moved = { view: HTMLElement | null; dx: number; dy: number };

type Patches = Map<string, (el: SlideElement) => SlideElement>;
type LiveSetter = (doc: SlideDocument | null) => void;

/**
 * The renderer on the canvas. During a gesture the canvas shows the document with the gesture's
 * patches applied (set through `live`, at most once per animation frame) without touching the store:
 * only this component renders again, and inside `SlideView` only the moved elements (memoized views).
 */
function LiveSlide({
  doc,
  width,
  editingId,
  live,
  transparent,
}: {
  doc: SlideDocument;
  width: number;
  editingId: string | null;
  live: RefObject<LiveSetter | null>;
  /** The overlay being edited: no background, the slide under it shows through. */
  transparent: boolean;
}) {
  const [override, setOverride] = useState<SlideDocument | null>(null);
  live.current = setOverride;
  const shown = override ?? doc;
  // Session-derived view: the text being edited is drawn by the editor, not twice.
  const viewDoc = useMemo(
    () => (editingId ? { ...shown, elements: shown.elements.map((e) => (e.id === editingId ? { ...e, hidden: true } : e)) } : shown),
    [shown, editingId],
  );
  return (
    <div data-live-slide="" style={{ position: 'relative' }}>
      <SlideView doc={viewDoc} width={width} time={0} playing={false} animate={false} transparent={transparent} />
    </div>
  );
}

/** What the canvas shows dimmed, for context only (not selectable): the slide under the overlay, or the overlay above the slide. */
const DIMMED = 0.45;

/**
 * The canvas: THE renderer (`SlideView`) scaled to fit, with a separate overlay above it that holds
 * one transparent hit box per element, the react-moveable handles of the selection and the in-place
 * text editor. The overlay only reads the document and writes through the store.
 */
export function EditorCanvas({
  store,
  slideId,
  doc,
  size,
  selection,
  editingId,
  onStopEditing,
  under = null,
  over = null,
  wall = null,
}: {
  store: EditorStore;
  slideId: number;
  doc: SlideDocument;
  size: CanvasSize;
  selection: readonly string[];
  editingId: string | null;
  onStopEditing: (html: string | null) => void;
  /** Editing the playlist overlay: the current slide, drawn dimmed under it (`doc` is the overlay). */
  under?: SlideDocument | null;
  /** Editing a slide: the playlist overlay, drawn dimmed above it. */
  over?: SlideDocument | null;
  /** The video wall the playlist is made for: its screens and bezels drawn as a guide. */
  wall?: WallLayout | null;
}) {
  const { t } = useTranslation();
  const frameRef = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState({ width: 800, height: 450 });
  const moveableRef = useRef<Moveable>(null);
  const boxes = useRef(new Map<string, HTMLDivElement>());
  const start = useRef<Start | null>(null);
  const pending = useRef<Patches>(new Map());
  const live = useRef<LiveSetter | null>(null);
  const frameRequest = useRef(0);
  /** Set during a drag: the rendered views move by a CSS translate, React does not render per frame. */
  const moved = useRef<Map<string, Moved> | null>(null);
  const pressToken = useRef(0);
  const [generation, setGeneration] = useState(0);
  const [targets, setTargets] = useState<HTMLDivElement[]>([]);
  const canvasRef = useRef<HTMLDivElement>(null);
  const [marquee, setMarquee] = useState<{ x0: number; y0: number; x1: number; y1: number; add: boolean } | null>(null);

  useEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setFrame({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const k = Math.max(0.05, Math.min((frame.width - 16) / size.width, (frame.height - 16) / size.height));
  const width = Math.floor(size.width * k);
  const height = size.height * k;
  const selected = doc.elements.filter((e) => selection.includes(e.id) && !e.hidden);
  const movable = selected.filter((e) => !e.locked);
  const movableKey = movable.map((e) => e.id).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: targets follow the selection's ids
  useEffect(() => {
    setTargets(movableKey ? movableKey.split(',').flatMap((id) => boxes.current.get(id) ?? []) : []);
  }, [movableKey, slideId, generation]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: keep the handles on the boxes after any document change
  useEffect(() => {
    if (!start.current) moveableRef.current?.updateRect();
  }, [doc, k, targets]);

  // Snap guidelines: the other boxes (computed once per target/document change, not per render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: boxes are re-created with the generation and document
  const guidelines = useMemo(
    () => [...boxes.current.values()].filter((b) => b.isConnected && !targets.includes(b)),
    [targets, generation, doc],
  );

  function begin() {
    start.current = { doc, byId: new Map(doc.elements.map((e) => [e.id, e])) };
    pending.current.clear();
  }
  /**
   * A drag (one element or a selection): the rendered views move by a CSS `translate`, written once
   * per animation frame, so no React render and no layout happens per frame. They are deliberately not
   * promoted to their own layers (`will-change: transform`): measured with `bench:editor`, a layer in
   * the middle of the slide's paint order made every re-layerizing (which moveable's handles still cause
   * on many frames) about 1.7x slower (docs/playlists.md, "Drag performance").
   */
  function beginDrag(dragged: readonly (HTMLElement | SVGElement)[]) {
    begin();
    const map = new Map<string, Moved>();
    for (const target of dragged) {
      const id = idOf(target);
      const view = canvasRef.current?.querySelector<HTMLElement>(`[data-live-slide] [data-element-id="${CSS.escape(id)}"]`) ?? null;
      map.set(id, { view, dx: 0, dy: 0 });
    }
    moved.current = map;
  }
  function idOf(target: HTMLElement | SVGElement): string {
    return (target as HTMLElement).dataset.boxId ?? '';
  }
  /**
   * Gesture frames move the hit boxes (moveable owns their style) and redraw the slide live from the
   * gesture's start document plus the patches (once per animation frame); the store changes once, at
   * the end (one undo entry).
   */
  function apply(patches: Patches) {
    for (const [id, patch] of patches) pending.current.set(id, patch);
    if (frameRequest.current) return;
    frameRequest.current = requestAnimationFrame(() => {
      frameRequest.current = 0;
      const s = start.current;
      if (!s || !pending.current.size) return;
      const drag = moved.current;
      if (drag) {
        // `translate` composes before the element's own rotate/scale transform, like left/top.
        for (const m of drag.values()) if (m.view) m.view.style.translate = `${m.dx}px ${m.dy}px`;
        return;
      }
      const p = pending.current;
      live.current?.(updateElements(s.doc, [...p.keys()], (el) => p.get(el.id)?.(el) ?? el));
    });
  }
  function end() {
    const s = start.current;
    start.current = null;
    cancelAnimationFrame(frameRequest.current);
    frameRequest.current = 0;
    const patches = new Map(pending.current);
    pending.current.clear();
    const drag = moved.current;
    moved.current = null;
    // The drag's styles go in the same task as the store's change below, so no frame shows the
    // element twice moved or back at its start.
    for (const m of drag?.values() ?? []) if (m.view) m.view.style.translate = '';
    live.current?.(null);
    if (s && patches.size) {
      const commit = () =>
        store.change(patches.size > 1 ? 'multipleUpdate' : 'update', slideId, (d) =>
          updateElements(d, [...patches.keys()], (el) => patches.get(el.id)?.(el) ?? el),
        );
      // A drag's end renders synchronously: the views lost their translate just above.
      if (drag) flushSync(commit);
      else commit();
    }
    // Fresh hit boxes with the document's geometry (drops the styles moveable wrote during the gesture).
    setGeneration((g) => g + 1);
  }
  function dragPatch(e: OnDrag) {
    const el0 = start.current?.byId.get(idOf(e.target));
    if (!el0) return null;
    const [dx = 0, dy = 0] = e.beforeTranslate;
    const x = Math.round(el0.x + dx / k);
    const y = Math.round(el0.y + dy / k);
    const m = moved.current?.get(el0.id);
    if (m) {
      m.dx = x - el0.x;
      m.dy = y - el0.y;
    }
    return [el0.id, (el: SlideElement) => ({ ...el, x, y }) as SlideElement] as const;
  }
  function resizePatch(e: OnResize) {
    const el0 = start.current?.byId.get(idOf(e.target));
    if (!el0) return null;
    const [dx = 0, dy = 0] = e.drag.beforeTranslate;
    return [
      el0.id,
      (el: SlideElement) =>
        ({
          ...el,
          width: Math.max(1, Math.round(e.width / k)),
          height: Math.max(1, Math.round(e.height / k)),
          x: Math.round(el0.x + dx / k),
          y: Math.round(el0.y + dy / k),
        }) as SlideElement,
    ] as const;
  }
  function rotatePatch(e: OnRotate) {
    const el0 = start.current?.byId.get(idOf(e.target));
    if (!el0) return null;
    const [dx = 0, dy = 0] = e.drag.beforeTranslate;
    return [
      el0.id,
      (el: SlideElement) =>
        ({
          ...el,
          rotation: Math.round((el0.rotation + e.dist) * 10) / 10,
          x: Math.round(el0.x + dx / k),
          y: Math.round(el0.y + dy / k),
        }) as SlideElement,
    ] as const;
  }
  function resizeStyle(e: OnResize) {
    e.target.style.width = `${e.width}px`;
    e.target.style.height = `${e.height}px`;
    e.target.style.transform = e.drag.transform;
  }
  function applyOne<E>(make: (e: E) => readonly [string, (el: SlideElement) => SlideElement] | null, e: E) {
    const p = make(e);
    if (p) apply(new Map([p]));
  }
  function applyMany<E>(make: (e: E) => readonly [string, (el: SlideElement) => SlideElement] | null, events: E[]) {
    const patches: (readonly [string, (el: SlideElement) => SlideElement])[] = [];
    for (const ev of events) {
      const p = make(ev);
      if (p) patches.push(p);
    }
    apply(new Map(patches));
  }

  function pointerDown(event: React.PointerEvent, el: SlideElement) {
    if (editingId === el.id) return;
    event.stopPropagation();
    if (editingId) endTextEdit();
    let next: string[];
    if (event.shiftKey) next = selection.includes(el.id) ? selection.filter((id) => id !== el.id) : [...selection, el.id];
    else next = selection.includes(el.id) ? [...selection] : [el.id];
    if (next.join(',') !== selection.join(',')) {
      flushSync(() => store.setSession({ selection: next }));
      if (!el.locked && !event.shiftKey) {
        const native = event.nativeEvent;
        const target = boxes.current.get(el.id);
        if (target && !(targets.length === 1 && targets[0] === target)) {
          // Start moveable's drag on the new target, but only while this very press lasts: a late
          // resolution (the target changed later, e.g. by a marquee) must not start a stray drag.
          const token = ++pressToken.current;
          window.addEventListener('pointerup', () => (pressToken.current += 1), { once: true });
          flushSync(() => setTargets([target]));
          moveableRef.current?.waitToChangeTarget().then(() => {
            if (pressToken.current === token) moveableRef.current?.dragStart(native);
          });
        }
      }
    }
  }

  /** Leaving edit mode goes through the editor's blur, which saves the text. */
  function endTextEdit() {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.dataset.testid === 'text-editor') active.blur();
    else onStopEditing(null);
  }

  const handlers = useRef<BoxHandlers | null>(null);
  handlers.current = {
    pointerDown,
    doubleClick: (el) => {
      if (el.type === 'text' && !el.locked) store.setSession({ selection: [el.id], editingId: el.id });
    },
  };

  /** Canvas pixels of a pointer event (relative to the slide, unscaled). */
  function canvasPoint(event: React.PointerEvent) {
    const r = canvasRef.current?.getBoundingClientRect();
    return { x: (event.clientX - (r?.left ?? 0)) / k, y: (event.clientY - (r?.top ?? 0)) / k };
  }

  /** Rubber-band selection: press on an empty spot, drag, release; Shift adds to the selection. */
  function marqueeStart(event: React.PointerEvent<HTMLDivElement>) {
    // Handles of the selection live in the overlay too; pressing them must not deselect.
    if ((event.target as Element).closest('.moveable-control-box')) return;
    if (event.button !== 0) return;
    if (editingId) endTextEdit();
    const p = canvasPoint(event);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setMarquee({ x0: p.x, y0: p.y, x1: p.x, y1: p.y, add: event.shiftKey });
  }
  function marqueeMove(event: React.PointerEvent) {
    if (!marquee) return;
    const p = canvasPoint(event);
    setMarquee({ ...marquee, x1: p.x, y1: p.y });
  }
  function marqueeEnd() {
    const m = marquee;
    if (!m) return;
    setMarquee(null);
    const tiny = Math.abs(m.x1 - m.x0) * k < 3 && Math.abs(m.y1 - m.y0) * k < 3;
    const hit = tiny ? [] : elementsInRect(doc, { left: m.x0, top: m.y0, right: m.x1, bottom: m.y1 });
    const next = m.add ? [...new Set([...selection, ...hit])] : hit;
    if (next.join(',') !== selection.join(',')) store.setSession({ selection: next });
  }

  const editing = editingId ? doc.elements.find((e): e is TextElement => e.id === editingId && e.type === 'text') : undefined;

  return (
    <Box
      ref={frameRef}
      sx={{ flex: 1, minWidth: 0, minHeight: 0, display: 'grid', placeItems: 'center', overflow: 'hidden', bgcolor: 'action.hover' }}
      onPointerDown={marqueeStart}
      onPointerMove={marquee ? marqueeMove : undefined}
      onPointerUp={marquee ? marqueeEnd : undefined}
      onPointerCancel={() => setMarquee(null)}
      data-testid="editor-frame"
    >
      <Box
        ref={canvasRef}
        // Its own stacking context: the selection handles (z-index 3000) stay under dialogs (1300).
        sx={{ position: 'relative', width, height, boxShadow: 3, isolation: 'isolate' }}
        data-testid="editor-canvas"
        role="region"
        aria-label={t('playlists.editor.canvas')}
      >
        {under ? (
          <Box sx={{ position: 'absolute', inset: 0, opacity: DIMMED, pointerEvents: 'none' }} aria-hidden data-testid="editor-under">
            <SlideView doc={under} width={width} time={0} playing={false} animate={false} />
          </Box>
        ) : null}
        <LiveSlide doc={doc} width={width} editingId={editingId} live={live} transparent={!!under} />
        {over ? (
          <Box sx={{ position: 'absolute', inset: 0, opacity: DIMMED, pointerEvents: 'none' }} data-testid="editor-over">
            <OverlayView doc={over} aspect={doc.aspect} width={width} time={0} playing={false} />
          </Box>
        ) : null}
        {wall ? <WallGuides wall={wall} width={width} height={height} /> : null}
        <Box sx={{ position: 'absolute', inset: 0 }} data-testid="editor-overlay">
          <HitBoxes
            elements={doc.elements}
            k={k}
            selectionKey={selection.join(',')}
            generation={generation}
            boxes={boxes}
            handlers={handlers}
          />
          {marquee ? (
            <Box
              data-testid="marquee"
              aria-hidden
              sx={{
                position: 'absolute',
                left: Math.min(marquee.x0, marquee.x1) * k,
                top: Math.min(marquee.y0, marquee.y1) * k,
                width: Math.abs(marquee.x1 - marquee.x0) * k,
                height: Math.abs(marquee.y1 - marquee.y0) * k,
                border: '1px dashed',
                borderColor: 'primary.main',
                bgcolor: 'rgba(46, 150, 244, 0.12)',
                pointerEvents: 'none',
              }}
            />
          ) : null}
          {editing ? <TextEditor key={editing.id} el={editing} k={k} onDone={onStopEditing} /> : null}
          <Moveable
            ref={moveableRef}
            target={targets}
            draggable
            resizable
            rotatable
            keepRatio={false}
            throttleDrag={0}
            snappable
            snapDirections={{ left: true, top: true, right: true, bottom: true, center: true, middle: true }}
            elementSnapDirections={{ left: true, top: true, right: true, bottom: true, center: true, middle: true }}
            verticalGuidelines={[0, width / 2, width]}
            horizontalGuidelines={[0, height / 2, height]}
            elementGuidelines={guidelines}
            snapThreshold={5}
            // Gap snapping compares every pair of elements on each pointer move (quadratic on busy
            // slides); edge and centre snapping, limited to nearby elements, stays.
            snapGap={false}
            maxSnapElementGuidelineDistance={Math.round(400 * k)}
            onDragStart={(e) => beginDrag([e.target])}
            onDrag={(e) => {
              e.target.style.transform = e.transform;
              applyOne(dragPatch, e);
            }}
            onDragEnd={end}
            onResizeStart={begin}
            onResize={(e) => {
              resizeStyle(e);
              applyOne(resizePatch, e);
            }}
            onResizeEnd={end}
            onRotateStart={begin}
            onRotate={(e) => {
              e.target.style.transform = e.drag.transform;
              applyOne(rotatePatch, e);
            }}
            onRotateEnd={end}
            onDragGroupStart={(e) => beginDrag(e.targets)}
            onDragGroup={(e) => {
              for (const ev of e.events) ev.target.style.transform = ev.transform;
              applyMany(dragPatch, e.events);
            }}
            onDragGroupEnd={end}
            onResizeGroupStart={begin}
            onResizeGroup={(e) => {
              for (const ev of e.events) resizeStyle(ev);
              applyMany(resizePatch, e.events);
            }}
            onResizeGroupEnd={end}
            onRotateGroupStart={begin}
            onRotateGroup={(e) => {
              for (const ev of e.events) ev.target.style.transform = ev.drag.transform;
              applyMany(rotatePatch, e.events);
            }}
            onRotateGroupEnd={end}
          />
        </Box>
      </Box>
    </Box>
  );
}
