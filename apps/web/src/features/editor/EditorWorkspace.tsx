import KeyboardDoubleArrowLeft from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRight from '@mui/icons-material/KeyboardDoubleArrowRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CanvasSize, HotCorners, SlideAction, SlideDocument, SlideElement } from '@signage/slides/model';
import { moveLayer } from '@signage/slides/model';
import type { WallLayout } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaPickerDialog } from '../media/index.ts';
import { EditorCanvas } from './canvas/EditorCanvas.tsx';
import { EditorWidgetEnvironment, getWidgetEditor } from '../widgets/index.ts';
import {
  cascade,
  createImage,
  createMenu,
  createShape,
  createText,
  createVideo,
  createWeb,
  createWidget,
  isBlankText,
} from './model/elements.ts';
import { alignElements } from './model/geometry.ts';
import { type EditorStore, editedOf, overlayToDraw, updateElements, useEditorState } from './model/store.ts';
import { AlignPanel } from './panels/AlignPanel.tsx';
import { AnimationPanel } from './panels/AnimationPanel.tsx';
import { ElementInteraction, HotCornersPanel } from './panels/InteractionPanel.tsx';
import { LayersPanel } from './panels/LayersPanel.tsx';
import { ElementProperties, SlideProperties } from './panels/PropertiesPanel.tsx';
import { Toolbar } from './Toolbar.tsx';

/** Which side panels are open; remembered per browser. */
const PANELS_KEY = 'signage.editor.panels';
type Panels = { slides: boolean; properties: boolean };

function readPanels(): Panels {
  try {
    const stored = JSON.parse(localStorage.getItem(PANELS_KEY) ?? '{}') as Partial<Panels>;
    return { slides: stored.slides !== false, properties: stored.properties !== false };
  } catch {
    return { slides: true, properties: true };
  }
}

/** Folds a side panel away (or back): an icon button whose name is the panel's, with aria-expanded. */
function PanelToggle({
  open,
  side,
  controls,
  label,
  hide,
  show,
  onToggle,
}: {
  open: boolean;
  side: 'left' | 'right';
  controls: string;
  label: string;
  hide: string;
  show: string;
  onToggle: () => void;
}) {
  // The arrow points where the panel goes: away when open, back when folded.
  const towardsLeft = side === 'left' ? open : !open;
  return (
    <Tooltip title={open ? hide : show} describeChild>
      <IconButton size="small" aria-label={label} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
        {towardsLeft ? <KeyboardDoubleArrowLeft /> : <KeyboardDoubleArrowRight />}
      </IconButton>
    </Tooltip>
  );
}

type Picker = { kind: 'image' | 'video'; target: 'element' | 'background' } | null;

/** Interactions exist only in playlists (jump targets are the playlist's slides). */
export interface WorkspaceInteractions {
  slideIds: readonly number[];
  enabled: boolean;
  /** Saves through /playlist/updateSlideActions (server rules), then into the document. */
  setAction: (slideId: number, elementId: string, action: SlideAction | null) => Promise<void>;
  setHotCorners: (slideId: number, hotCorners: HotCorners | null) => Promise<void>;
}

/**
 * The editing surface shared by the playlist editor and the template editor: toolbar, canvas (with
 * an optional slide strip on its left), properties, animation, interactions, alignment and layers,
 * and the media picker. It edits the store's current slide; saving belongs to the page.
 */
export function EditorWorkspace({
  store,
  size,
  strip,
  interactions,
  wall = null,
}: {
  store: EditorStore;
  size: CanvasSize;
  strip?: ReactNode;
  interactions?: WorkspaceInteractions;
  /** The video wall the playlist is made for (its grid and bezels are drawn over the canvas). */
  wall?: WallLayout | null;
}) {
  const { t, i18n } = useTranslation();
  const [picker, setPicker] = useState<Picker>(null);
  const [panels, setPanels] = useState(readPanels);
  const stripId = useId();
  const propertiesId = useId();
  const togglePanel = (which: keyof Panels) =>
    setPanels((p) => {
      const next = { ...p, [which]: !p[which] };
      try {
        localStorage.setItem(PANELS_KEY, JSON.stringify(next));
      } catch {
        // Private mode without storage: the choice lasts for this page only.
      }
      return next;
    });
  const slides = useEditorState(store, (s) => s.slides);
  const session = useEditorState(store, (s) => s.session);
  const overlay = useEditorState(store, (s) => s.overlay);
  // What is edited: the playlist overlay in overlay mode, else the current slide.
  const current = useEditorState(store, editedOf);
  const editingOverlay = session.editingOverlay;
  const slideUnder = editingOverlay ? slides.find((s) => s.id === session.currentSlideId) : undefined;

  function addElement(added: SlideElement) {
    if (!current) return;
    // Not on top of the previous one: a new element cascades from the centre.
    const el = cascade(added, current.doc.elements, size);
    store.change('create', current.id, (d) => ({ ...d, elements: [...d.elements, el] }));
    // A new text opens for typing with its placeholder selected: what is typed replaces it.
    store.setSession({ selection: [el.id], editingId: el.type === 'text' ? el.id : null });
  }

  /** Leaving text edit mode: save the text, or remove it when it is blank (spec part 4). */
  function stopEditing(html: string | null) {
    const id = store.getState().session.editingId;
    const slide = store.currentSlide();
    store.setSession({ editingId: null });
    if (!id || !slide || html === null) return;
    const el = slide.doc.elements.find((e) => e.id === id);
    if (el?.type !== 'text') return;
    if (isBlankText(html)) {
      store.change('delete', slide.id, (d) => ({ ...d, elements: d.elements.filter((e) => e.id !== id) }));
      store.setSession({ selection: [] });
    } else if (html !== el.html) {
      store.change('update', slide.id, (d) => updateElements(d, [id], (e) => ({ ...e, html }) as SlideElement));
    }
  }

  function changeSlide(kind: Parameters<EditorStore['change']>[0], recipe: (d: SlideDocument) => SlideDocument) {
    if (current) store.change(kind, current.id, recipe);
  }

  // An interaction is saved by the server first (its rules); the panels wait meanwhile.
  const interaction = useMutation({ mutationFn: (job: () => Promise<void>) => job() });
  const busy = interaction.isPending;

  const selectedElements = current ? current.doc.elements.filter((e) => session.selection.includes(e.id)) : [];
  const single = selectedElements.length === 1 ? selectedElements[0] : undefined;
  // The overlay lets touches through to the slide: it has no actions or hot corners.
  const ctx =
    interactions && current && !editingOverlay
      ? { slideIds: interactions.slideIds, currentSlideId: current.id, enabled: interactions.enabled }
      : null;

  return (
    <EditorWidgetEnvironment docs={[...slides.map((s) => s.doc), overlay.doc]}>
      <Box sx={{ mb: 1, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {strip ? (
          <PanelToggle
            open={panels.slides}
            side="left"
            controls={stripId}
            label={t('playlists.editor.panels.slides')}
            hide={t('playlists.editor.panels.hideSlides')}
            show={t('playlists.editor.panels.showSlides')}
            onToggle={() => togglePanel('slides')}
          />
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Toolbar
            onText={() => addElement(createText(size, t('playlists.editor.newText')))}
            onImage={() => setPicker({ kind: 'image', target: 'element' })}
            onVideo={() => setPicker({ kind: 'video', target: 'element' })}
            onShape={(shape) => addElement(createShape(size, shape))}
            onWeb={(url) => addElement(createWeb(size, url))}
            onWidget={(type) =>
              addElement(
                createWidget(
                  size,
                  type,
                  i18n.language.slice(0, 2),
                  getWidgetEditor(type)?.initialProps?.({ language: i18n.language }) ?? {},
                ),
              )
            }
            onMenu={() => addElement(createMenu(size, i18n.language))}
          />
        </Box>
        <PanelToggle
          open={panels.properties}
          side="right"
          controls={propertiesId}
          label={t('playlists.editor.panels.properties')}
          hide={t('playlists.editor.panels.hideProperties')}
          show={t('playlists.editor.panels.showProperties')}
          onToggle={() => togglePanel('properties')}
        />
      </Box>
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        {strip ? (
          <Box id={stripId} sx={{ display: panels.slides ? 'flex' : 'none', minHeight: 0, flexShrink: 0 }}>
            {strip}
          </Box>
        ) : null}
        {current ? (
          <EditorCanvas
            store={store}
            slideId={current.id}
            doc={current.doc}
            size={size}
            selection={session.selection}
            editingId={session.editingId}
            onStopEditing={stopEditing}
            under={editingOverlay ? (slideUnder?.doc ?? null) : null}
            over={editingOverlay ? null : overlayToDraw(overlay.doc)}
            wall={wall}
          />
        ) : (
          <Box sx={{ flex: 1 }} />
        )}
        <Box
          component="aside"
          id={propertiesId}
          aria-label={t('playlists.editor.properties')}
          sx={{
            display: panels.properties ? 'block' : 'none',
            width: { xs: 268, xl: 300 },
            flexShrink: 0,
            overflowY: 'auto',
            borderLeft: 1,
            borderColor: 'divider',
            p: 1.5,
          }}
        >
          {current && single ? (
            <>
              <ElementProperties
                key={single.id}
                el={single}
                onChange={(kind, patch) => {
                  store.change(kind, current.id, (d) => updateElements(d, [single.id], (e) => ({ ...e, ...patch }) as SlideElement));
                }}
              />
              {editingOverlay ? null : (
                <AnimationPanel
                  el={single}
                  doc={current.doc}
                  onChange={(animation) =>
                    store.change('update', current.id, (d) =>
                      updateElements(d, [single.id], (e) => {
                        const { animation: _old, ...rest } = e;
                        return (animation ? { ...rest, animation } : rest) as SlideElement;
                      }),
                    )
                  }
                />
              )}
              {ctx && interactions ? (
                <ElementInteraction
                  action={current.doc.actions[single.id]}
                  ctx={ctx}
                  busy={busy}
                  onChange={(action) => interaction.mutate(() => interactions.setAction(current.id, single.id, action))}
                />
              ) : null}
            </>
          ) : selectedElements.length > 1 ? (
            <Typography sx={{ mb: 2 }}>{t('playlists.editor.multiSelection', { count: selectedElements.length })}</Typography>
          ) : current && editingOverlay ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="overlay-help">
              {t('playlists.editor.overlay.help')}
            </Typography>
          ) : current ? (
            <>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {t('playlists.editor.noSelection')}
              </Typography>
              <SlideProperties
                doc={current.doc}
                onChange={changeSlide}
                onPickBackground={(kind) => setPicker({ kind, target: 'background' })}
              />
              {ctx && interactions ? (
                <HotCornersPanel
                  hotCorners={current.doc.hotCorners}
                  ctx={ctx}
                  busy={busy}
                  onChange={(hc) => interaction.mutate(() => interactions.setHotCorners(current.id, hc))}
                />
              ) : null}
            </>
          ) : null}
          {current && selectedElements.length ? (
            <AlignPanel
              count={selectedElements.length}
              movable={selectedElements.filter((e) => !e.locked).length}
              onAlign={(alignment, to) =>
                changeSlide(selectedElements.length > 1 ? 'multipleUpdate' : 'update', (d) =>
                  alignElements(d, session.selection, alignment, to, size),
                )
              }
            />
          ) : null}
          {current ? (
            <LayersPanel
              elements={current.doc.elements}
              selection={session.selection}
              onSelect={(id, add) =>
                store.setSession({
                  selection: add
                    ? session.selection.includes(id)
                      ? session.selection.filter((s) => s !== id)
                      : [...session.selection, id]
                    : [id],
                  editingId: null,
                })
              }
              onMove={(id, delta) =>
                changeSlide('layer', (d) => {
                  const from = d.elements.findIndex((e) => e.id === id);
                  const elements = moveLayer(d.elements, from, delta);
                  return elements.every((e, i) => e === d.elements[i]) ? d : { ...d, elements };
                })
              }
              onToggle={(id, field) => {
                changeSlide('update', (d) => updateElements(d, [id], (e) => ({ ...e, [field]: !e[field] }) as SlideElement));
                // Locking a text element leaves edit mode (spec part 4).
                if (field === 'locked' && session.editingId === id) store.setSession({ editingId: null });
              }}
              onDelete={(id) => {
                changeSlide('delete', (d) => {
                  const { [id]: _gone, ...actions } = d.actions;
                  return { ...d, elements: d.elements.filter((e) => e.id !== id), actions };
                });
                store.setSession({ selection: session.selection.filter((s) => s !== id) });
              }}
            />
          ) : null}
        </Box>
      </Box>
      {picker ? (
        <MediaPickerDialog
          open
          kinds={[picker.kind]}
          title={
            picker.target === 'background'
              ? t('playlists.editor.pickBackground')
              : picker.kind === 'image'
                ? t('playlists.editor.pickImage')
                : t('playlists.editor.pickVideo')
          }
          onClose={() => setPicker(null)}
          onPick={(item) => {
            const p = picker;
            setPicker(null);
            if (p.target === 'background') {
              changeSlide('background', (d) => ({
                ...d,
                background:
                  p.kind === 'image'
                    ? { type: 'image', mediaId: String(item.id), url: item.url }
                    : { type: 'video', mediaId: String(item.id), url: item.url, muted: true, loop: true },
              }));
            } else {
              addElement(p.kind === 'image' ? createImage(size, item) : createVideo(size, item));
            }
          }}
        />
      ) : null}
    </EditorWidgetEnvironment>
  );
}
