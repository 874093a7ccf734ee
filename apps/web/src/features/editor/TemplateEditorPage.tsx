import './i18n/index.ts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { canvasSize, createSlide, safeParseSlide } from '@signage/slides/model';
import { collectFontIds, loadFonts } from '@signage/slides/render';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate, useParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { EditorWorkspace } from './EditorWorkspace.tsx';
import { EditorStore, useEditorState } from './model/store.ts';
import { PreviewDialog } from './PreviewDialog.tsx';
import { type SaveSlide, useAutosave } from './useAutosave.ts';
import { useEditorKeys } from './useEditorKeys.ts';
import { uploadTemplateThumbnail } from './thumbnail.tsx';
import { templateKeys, templatesApi } from './api.ts';
import { type UploadThumbnail, useThumbnails } from './useThumbnails.ts';
import { SaveStatusText, UndoRedoButtons } from './EditorHeaderControls.tsx';
import { useSettledMediaQuery } from '../../components/useSettledMediaQuery.ts';

/** /home/template/{templateId}: the template editor (spec 2.2) — the same workspace as the slide editor. */
export default function TemplateEditorPage() {
  const { templateId } = useParams();
  const id = Number(templateId);
  return <TemplateEditor key={id} templateId={id} />;
}

function TemplateEditor({ templateId }: { templateId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const theme = useTheme();
  const phone = !useSettledMediaQuery(theme.breakpoints.up('md'));
  const [store] = useState(() => new EditorStore());
  const [preview, setPreview] = useState(false);
  const detail = useQuery({
    queryKey: templateKeys.detail(templateId),
    queryFn: () => templatesApi.get({ templateId }),
    staleTime: Number.POSITIVE_INFINITY,
    // Loaded once per visit (a refetch would reload the store under the user); gone on leaving, so
    // the next visit reads the saved document.
    gcTime: 0,
    enabled: Number.isInteger(templateId) && templateId > 0,
  });
  const data = detail.data;

  // The template is one slide document; the store holds it as the only slide, keyed by the template id.
  useEffect(() => {
    if (!data) return;
    const parsed = safeParseSlide(data.slideData);
    store.load([{ id: data.id, doc: parsed.success ? parsed.data : createSlide(), thumbnailUrl: data.thumbnailUrl }]);
  }, [data, store]);

  const slides = useEditorState(store, (s) => s.slides);
  const doc = slides[0]?.doc;
  const save = useCallback<SaveSlide>((_id, _index, d) => templatesApi.update({ templateId, slideData: d }), [templateId]);
  // After each save the template's thumbnail is rendered and uploaded like a slide's; the template
  // lists (templates dialog) then show it. The open document's query is left alone.
  const queryClient = useQueryClient();
  const uploadThumbnail = useCallback<UploadThumbnail>(
    async (_id, _index, jpeg) => {
      const url = await uploadTemplateThumbnail(templateId, jpeg);
      await queryClient.invalidateQueries({ queryKey: templateKeys.lists });
      return url;
    },
    [templateId, queryClient],
  );
  const thumbnails = useThumbnails(store, uploadThumbnail);
  const { status, flush, hasUnsaved } = useAutosave(store, save, thumbnails.schedule);
  const editable = !!data?.canEdit && !phone;
  useEditorKeys(store, editable && !preview, () => undefined);

  useEffect(() => {
    if (doc) void loadFonts(collectFontIds(doc));
  }, [doc]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasUnsaved());
  useEffect(() => {
    const onUnload = (e: BeforeUnloadEvent) => {
      if (hasUnsaved()) e.preventDefault();
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [hasUnsaved]);

  if (detail.isPending && detail.fetchStatus !== 'idle') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  }
  if (detail.error || !data) return <FormAlert error={toApiError(detail.error ?? new Error('NOT_FOUND'))} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'auto', md: 'calc(100vh - 48px - 48px)' }, minHeight: 480 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Tooltip title={t('playlists.editor.back')}>
          <IconButton
            aria-label={t('playlists.editor.back')}
            onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/home/playlists/my'))}
          >
            <ArrowBack />
          </IconButton>
        </Tooltip>
        <Typography variant="h1" sx={{ fontSize: '1.25rem', flex: '1 1 auto', minWidth: 0 }} noWrap>
          {t('playlists.templates.editorTitle', { name: data.name })}
        </Typography>
        <SaveStatusText status={status} onRetry={() => void flush()} />
        {editable ? <UndoRedoButtons store={store} /> : null}
        <Button startIcon={<PlayArrow />} onClick={() => setPreview(true)} disabled={!doc}>
          {t('playlists.editor.preview')}
        </Button>
      </Box>
      {!data.canEdit ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('playlists.templates.readOnly')}
        </Alert>
      ) : phone ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('playlists.editor.phoneNotice')}
        </Alert>
      ) : null}
      {editable && doc ? <EditorWorkspace store={store} size={canvasSize(doc.aspect)} /> : null}
      {preview && doc ? <PreviewDialog docs={[doc]} startIndex={0} onClose={() => setPreview(false)} /> : null}
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
