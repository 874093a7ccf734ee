import './i18n/index.ts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DashboardCustomizeOutlined from '@mui/icons-material/DashboardCustomizeOutlined';
import KeyboardOutlined from '@mui/icons-material/KeyboardOutlined';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { PLAYLIST_LOCK_TTL_MS, type SlideItem, storedAspect } from '@signage/shared';
import {
  ASPECT_RATIOS,
  type Aspect,
  canvasSize,
  createOverlay,
  createSlide,
  OVERLAY_MIN_SLIDES,
  parseOverlay,
  type SlideDocument,
  safeParseSlide,
} from '@signage/slides/model';
import { collectFontIds, loadFonts } from '@signage/slides/render';
import EventOutlined from '@mui/icons-material/EventOutlined';
import type { Window } from '@signage/schedule';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { playlistKeys, playlistsApi } from '../playlists/index.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useLicence } from '../licences/index.ts';
import { useStoredUser } from '../../state/session.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EditorWorkspace, type WorkspaceInteractions } from './EditorWorkspace.tsx';
import { type EditorSlide, EditorStore, OVERLAY_ID, overlayToDraw, useEditorState } from './model/store.ts';
import { readLastFonts } from './panels/PropertiesPanel.tsx';
import { TemplatesDialog } from './TemplatesDialog.tsx';
import { PreviewDialog } from './PreviewDialog.tsx';
import { ApprovalNotice, useApprovalStatus } from '../playlists/approval/EditorApproval.tsx';
import { PublishedAssign } from './PublishAssign.tsx';
import { useWallFor } from '../devices/index.ts';
import { ShortcutsDialog } from './PublishDialog.tsx';
import { SlideStrip } from './SlideStrip.tsx';
import { ValidityBadge, ValidityDialog } from './Validity.tsx';
import { type SaveSlide, useAutosave } from './useAutosave.ts';
import { uploadSlideThumbnail } from './thumbnail.tsx';
import { type UploadThumbnail, useThumbnails } from './useThumbnails.ts';
import { useEditorKeys } from './useEditorKeys.ts';
import { SaveStatusText, UndoRedoButtons } from './EditorHeaderControls.tsx';
import { useSettledMediaQuery } from '../../components/useSettledMediaQuery.ts';

/**
 * The playlist's aspect ("16:9", "21:9", "1080x1920") as a slide-model aspect, through the shared
 * parser (the server reads it the same way; a value it refuses reads as 16:9).
 */
export function toAspect(aspect: string): Aspect {
  const a = storedAspect(aspect);
  return (ASPECT_RATIOS as readonly string[]).includes(a.value) ? (a.value as Aspect) : { custom: { width: a.width, height: a.height } };
}

function toEditorSlide(item: SlideItem, aspect: Aspect): EditorSlide {
  const parsed = safeParseSlide(item.slideData);
  const doc = parsed.success ? parsed.data : createSlide(aspect);
  return {
    id: item.id,
    doc: { ...doc, aspect, duration: item.duration || doc.duration },
    thumbnailUrl: item.thumbnailUrl,
    showFrom: item.showFrom ?? null,
    showUntil: item.showUntil ?? null,
  };
}

/** The playlist's stored overlay as the editor's document (an empty one when there is none). */
function toEditorOverlay(overlay: Record<string, unknown> | null, aspect: Aspect): SlideDocument {
  return parseOverlay(overlay, aspect) ?? createOverlay(aspect);
}

/** /home/playlists/{id}: the slide editor. */
export default function PlaylistEditorPage() {
  const { ref } = useParams();
  const playlistId = Number(ref);
  return <PlaylistEditor key={playlistId} playlistId={playlistId} />;
}

function PlaylistEditor({ playlistId }: { playlistId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = !useSettledMediaQuery(theme.breakpoints.up('md'));
  const [store] = useState(() => new EditorStore());
  const [lockedBy, setLockedBy] = useState<string | null>(null);
  const [error, setError] = useState<ReturnType<typeof toApiError> | null>(null);
  const [templates, setTemplates] = useState(false);
  const user = useStoredUser();
  const [preview, setPreview] = useState(false);
  const [help, setHelp] = useState(false);
  const [published, setPublished] = useState(false);
  const [deleteSlideId, setDeleteSlideId] = useState<number | null>(null);
  /** The validity dialog: a slide's (its id) or the playlist's ('playlist'). */
  const [validityFor, setValidityFor] = useState<number | 'playlist' | null>(null);
  /** The playlist's window as last saved here (the loaded playlist's until then). */
  const [savedWindow, setSavedWindow] = useState<Window | null>(null);

  const info = useQuery({
    queryKey: playlistKeys.info(playlistId),
    queryFn: () => playlistsApi.info({ playlistId }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const aspect = useMemo(() => toAspect(info.data?.aspect ?? '16:9'), [info.data?.aspect]);
  const size = canvasSize(aspect);
  const wall = useWallFor(info.data?.aspect);

  // Lock on open, renew, release on leave.
  useEffect(() => {
    let stopped = false;
    const take = () =>
      playlistsApi.lock({ playlistId }).then(
        (lock) => !stopped && setLockedBy(lock.locked ? (lock.userName ?? '') : null),
        (e) => {
          const err = toApiError(e);
          if (!stopped && err.code === 'PLAYLIST_LOCKED') setLockedBy(String((err.body as { userName?: string }).userName ?? ''));
        },
      );
    void take();
    const timer = window.setInterval(take, PLAYLIST_LOCK_TTL_MS / 3);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      void playlistsApi.unlock({ playlistId }).catch(() => undefined);
    };
  }, [playlistId]);

  // Load the slides (a new playlist gets its first slide).
  const data = info.data;
  useEffect(() => {
    if (!data) return;
    if (data.slides.length === 0 && data.canEdit) {
      void playlistsApi.createSlide({ playlistId, slideData: createSlide(aspect) }).then(
        (s) => store.load([toEditorSlide(s, aspect)]),
        (e) => setError(toApiError(e)),
      );
      return;
    }
    store.load(data.slides.map((s) => toEditorSlide(s, aspect)));
    store.loadOverlay(toEditorOverlay(data.overlay, aspect));
  }, [data, aspect, store, playlistId]);

  const slides = useEditorState(store, (s) => s.slides);
  const playlistWindow: Window = savedWindow ?? { showFrom: data?.showFrom ?? null, showUntil: data?.showUntil ?? null };
  const session = useEditorState(store, (s) => s.session);
  const current = slides.find((s) => s.id === session.currentSlideId);
  const overlay = useEditorState(store, (s) => s.overlay);
  // The overlay needs two slides (spec part 4: at one slide left it is cleared).
  const overlayAllowed = slides.length >= OVERLAY_MIN_SLIDES;
  const uploadThumbnail = useCallback<UploadThumbnail>((_id, index, jpeg) => uploadSlideThumbnail(playlistId, index, jpeg), [playlistId]);
  const thumbnails = useThumbnails(store, uploadThumbnail);
  const save = useCallback<SaveSlide>(
    (id, slideNumber, doc) =>
      id === OVERLAY_ID
        ? // An overlay with no elements is stored as none.
          playlistsApi.updateSlideOverlay({ playlistId, overlayData: doc.elements.length ? doc : null })
        : playlistsApi.updateSlide({ playlistId, slideNumber, slideData: doc }),
    [playlistId],
  );
  // The stored thumbnails show the overlay too: an overlay change renders every slide's again.
  const schedule = thumbnails.schedule;
  const onSaved = useCallback(
    (id: number) => {
      if (id !== OVERLAY_ID) schedule(id);
      else for (const s of store.getState().slides) schedule(s.id);
    },
    [schedule, store],
  );
  const { status, flush, hasUnsaved } = useAutosave(store, save, onSaved);

  // Fonts of every slide (the renderer draws with them; swap display).
  useEffect(() => {
    const ids = new Set<string>(readLastFonts());
    for (const s of slides) for (const id of collectFontIds(s.doc)) ids.add(id);
    for (const id of collectFontIds(overlay.doc)) ids.add(id);
    void loadFonts([...ids]);
  }, [slides, overlay]);

  const openHelp = useCallback(() => setHelp(true), []);
  const editable = !!data?.canEdit && lockedBy === null && !phone;
  useEditorKeys(store, editable && !preview && !templates, openHelp);

  // Unsaved-changes warning on leave (in-app navigation and closing the tab).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsaved());
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (hasUnsaved()) e.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [hasUnsaved]);

  /** Server-side slide list changes: save first, then reload from the answer. */
  async function structural(action: () => Promise<unknown>, select?: (items: SlideItem[]) => number | undefined) {
    setError(null);
    if (!(await flush())) return;
    try {
      const fresh = await thumbnails.exclusive(async () => {
        await action();
        const answer = await playlistsApi.info({ playlistId });
        store.setSlides(answer.slides.map((s) => toEditorSlide(s, aspect)));
        // The server clears the overlay when one slide is left.
        store.loadOverlay(toEditorOverlay(answer.overlay, aspect));
        if (answer.slides.length < OVERLAY_MIN_SLIDES && store.getState().session.editingOverlay)
          store.setSession({ editingOverlay: false, selection: [], editingId: null });
        return answer;
      });
      const next = store.getState().slides;
      const id = select?.(fresh.slides);
      if (id !== undefined) store.setSession({ currentSlideId: id, editingOverlay: false, selection: [], editingId: null });
      else if (!next.some((s) => s.id === store.getState().session.currentSlideId))
        store.setSession({ currentSlideId: next[0]?.id ?? null, selection: [] });
    } catch (e) {
      setError(toApiError(e));
    }
  }

  const indexOf = (id: number) => store.getState().slides.findIndex((s) => s.id === id);

  const licence = useLicence(user?.organizationId);
  const interactions: WorkspaceInteractions = {
    slideIds: slides.map((s) => s.id),
    enabled: licence.data?.properties.interactionEnabled === true,
    setAction: async (slideId, elementId, action) => {
      setError(null);
      const doc = store.slide(slideId)?.doc;
      if (!doc || !(await flush())) return;
      const { [elementId]: _old, ...rest } = doc.actions;
      const actions = action ? { ...rest, [elementId]: action } : rest;
      try {
        await playlistsApi.updateSlideActions({ playlistId, slideId, actionData: { actions } });
        store.change('update', slideId, (d) => ({ ...d, actions }));
      } catch (e) {
        setError(toApiError(e));
      }
    },
    setHotCorners: async (slideId, hotCorners) => {
      setError(null);
      if (!(await flush())) return;
      try {
        await playlistsApi.updateSlideActions({ playlistId, slideId, actionData: { hotCorners } });
        store.change('slide', slideId, (d) => {
          const { hotCorners: _old, ...rest } = d;
          return hotCorners ? { ...rest, hotCorners } : rest;
        });
      } catch (e) {
        setError(toApiError(e));
      }
    },
  };

  const approval = useApprovalStatus(playlistId);
  const [submitted, setSubmitted] = useState(false);
  const submits = approval.data?.canPublish === false;
  // An edit after a submission withdraws it on the server: show the state as it is after each save.
  const refetchApproval = approval.refetch;
  useEffect(() => {
    if (status !== 'saving') return;
    setSubmitted(false);
    return () => void refetchApproval();
  }, [status, refetchApproval]);
  const publish = useMutation({
    mutationFn: async () => {
      if (!(await flush())) throw new Error('save');
      return playlistsApi.publish({ playlistId });
    },
    onMutate: () => {
      setError(null);
      setSubmitted(false);
    },
    onSuccess: (out) => {
      void approval.refetch();
      // Approval before publishing: a submission leaves the screens as they were.
      if (out.approvalRequestId) setSubmitted(true);
      else setPublished(true);
    },
    onError: (e) => setError(toApiError(e)),
  });
  const publishing = publish.isPending;

  if (info.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  if (info.error || !data) return <FormAlert error={toApiError(info.error)} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'auto', md: 'calc(100vh - 48px - 48px)' }, minHeight: 480 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Tooltip title={t('playlists.editor.back')}>
          <IconButton aria-label={t('playlists.editor.back')} onClick={() => navigate('/home/playlists/my')}>
            <ArrowBack />
          </IconButton>
        </Tooltip>
        <Typography variant="h1" sx={{ fontSize: '1.25rem', flex: '1 1 auto', minWidth: 0 }} noWrap>
          {data.name}
        </Typography>
        <ValidityBadge window={playlistWindow} size="medium" />
        <SaveStatusText status={status} onRetry={() => void flush()} />
        {editable ? (
          <>
            <UndoRedoButtons store={store} />
            <Tooltip title={`${t('playlists.editor.shortcuts')} (?)`}>
              <IconButton aria-label={t('playlists.editor.shortcuts')} onClick={openHelp}>
                <KeyboardOutlined />
              </IconButton>
            </Tooltip>
          </>
        ) : null}
        {editable ? (
          <Button startIcon={<EventOutlined />} onClick={() => setValidityFor('playlist')} data-testid="playlist-validity">
            {t('playlists.validity.button')}
          </Button>
        ) : null}
        {editable ? (
          <Button
            startIcon={<DashboardCustomizeOutlined />}
            onClick={() => setTemplates(true)}
            disabled={!current || session.editingOverlay}
          >
            {t('playlists.templates.button')}
          </Button>
        ) : null}
        <Button startIcon={<PlayArrow />} onClick={() => setPreview(true)} disabled={!slides.length}>
          {t('playlists.editor.preview')}
        </Button>
        {data.canEdit && lockedBy === null ? (
          <Button variant="contained" onClick={() => publish.mutate()} disabled={publishing || !slides.length}>
            {publishing ? <CircularProgress size={18} sx={{ mr: 1 }} color="inherit" aria-hidden /> : null}
            {submits
              ? t(publishing ? 'approval.editor.submitting' : 'approval.editor.submit')
              : publishing
                ? t('playlists.editor.publishing')
                : t('playlists.editor.publish')}
          </Button>
        ) : null}
      </Box>
      {lockedBy !== null ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('playlists.editor.locked', { name: lockedBy })}
        </Alert>
      ) : null}
      {phone ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('playlists.editor.phoneNotice')}
        </Alert>
      ) : null}
      <FormAlert error={error} />
      <ApprovalNotice playlistId={playlistId} justSubmitted={submitted} />
      {editable ? (
        <EditorWorkspace
          store={store}
          size={size}
          wall={wall}
          interactions={interactions}
          strip={
            <SlideStrip
              slides={slides}
              currentId={session.editingOverlay ? null : session.currentSlideId}
              onSelect={(id) => store.setSession({ currentSlideId: id, editingOverlay: false, selection: [], editingId: null })}
              overlay={{
                doc: overlay.doc,
                active: session.editingOverlay,
                allowed: overlayAllowed,
                under: current?.doc ?? null,
                onSelect: () => store.setSession({ editingOverlay: true, selection: [], editingId: null }),
              }}
              onAdd={() =>
                void structural(
                  () => playlistsApi.createSlide({ playlistId, slideData: createSlide(aspect) }),
                  (items) => items.at(-1)?.id,
                )
              }
              onDuplicate={(id) => {
                let newId: number | undefined;
                void structural(
                  async () => {
                    newId = (await playlistsApi.duplicateSlide({ playlistId, slideNumber: indexOf(id) })).newSlideId;
                  },
                  () => newId,
                );
              }}
              onDelete={(id) => setDeleteSlideId(id)}
              onMove={(id, to) => {
                const from = indexOf(id);
                if (from >= 0 && from !== to)
                  void structural(
                    () => playlistsApi.updateSlideIndex({ playlistId, slideId: id, oldIndex: from, newIndex: to }),
                    () => id,
                  );
              }}
              onDuration={(id, seconds) => store.change('slide', id, (d) => ({ ...d, duration: seconds }))}
              onValidity={(id) => setValidityFor(id)}
            />
          }
        />
      ) : null}
      {templates && current ? (
        <TemplatesDialog
          playlistId={playlistId}
          slideNumber={indexOf(current.id)}
          onClose={() => setTemplates(false)}
          beforeCreate={flush}
          onApply={(templateId) => {
            setTemplates(false);
            const slideId = current.id;
            void structural(
              () => playlistsApi.assignTemplate({ playlistId, templateId, currentSlideId: slideId }),
              () => slideId,
            );
          }}
        />
      ) : null}
      {preview ? (
        <PreviewDialog
          docs={slides.map((s) => s.doc)}
          overlay={overlayToDraw(overlay.doc)}
          startIndex={Math.max(
            0,
            slides.findIndex((s) => s.id === session.currentSlideId),
          )}
          onClose={() => setPreview(false)}
        />
      ) : null}
      {help ? <ShortcutsDialog onClose={() => setHelp(false)} /> : null}
      {published ? (
        <PublishedAssign
          playlist={{ id: playlistId, name: data?.name ?? '' }}
          onKeepEditing={() => setPublished(false)}
          onBack={() => navigate('/home/playlists/my')}
        />
      ) : null}
      <ValidityDialog
        open={validityFor !== null}
        title={
          validityFor === 'playlist'
            ? t('playlists.validity.playlistTitle')
            : t('playlists.validity.slideTitle', { n: validityFor === null ? 0 : indexOf(validityFor) + 1 })
        }
        initial={validityFor === 'playlist' ? playlistWindow : (slides.find((x) => x.id === validityFor) ?? {})}
        onClose={() => setValidityFor(null)}
        onSave={async (w) => {
          if (validityFor === 'playlist') {
            const saved = await playlistsApi.updateValidity({ playlistId, ...w });
            setSavedWindow({ showFrom: saved.showFrom ?? null, showUntil: saved.showUntil ?? null });
          } else if (validityFor !== null) {
            const id = validityFor;
            // The call answers 400 with field messages: let the dialog show them before reloading.
            await playlistsApi.updateSlideValidity({ playlistId, slideNumber: indexOf(id), ...w });
            await structural(
              async () => undefined,
              () => id,
            );
          }
        }}
      />
      <ConfirmDialog
        open={deleteSlideId !== null}
        title={t('playlists.editor.deleteSlideTitle', { n: deleteSlideId === null ? 0 : indexOf(deleteSlideId) + 1 })}
        text={t('playlists.editor.deleteSlideText')}
        confirmLabel={t('playlists.remove')}
        onClose={() => setDeleteSlideId(null)}
        onConfirm={() => {
          const id = deleteSlideId;
          setDeleteSlideId(null);
          if (id === null) return;
          const index = indexOf(id);
          // The neighbouring slide is selected afterwards (spec part 4).
          void structural(
            () => playlistsApi.removeSlide({ playlistId, slideNumber: index }),
            (items) => items[Math.min(index, items.length - 1)]?.id,
          );
        }}
      />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('playlists.editor.unsaved')}
        text={t('playlists.editor.unsaved')}
        confirmLabel={t('playlists.editor.leave')}
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      />
    </Box>
  );
}
