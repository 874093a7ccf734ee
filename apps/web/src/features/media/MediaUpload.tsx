import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MEDIA_ACCEPT, type MediaItem, type MediaSection } from '@signage/shared';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { checkUpload, uploadMedia } from './upload.ts';

interface UploadState {
  name: string;
  progress: number;
  abort: () => void;
}

function hasFiles(event: DragEvent) {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * One upload at a time into the current section (my/shared) and folder, from the file picker or a
 * drop on the page: checked with `checkUpload` first, then sent with its progress and a cancel.
 */
export function useMediaUpload({
  section,
  folderId,
  enabled,
  onNotice,
  onUploaded,
}: {
  section: MediaSection;
  folderId: number | null;
  enabled: boolean;
  onNotice: (message: string | null) => void;
  /** The item the server stored (still processing: its status says when it is ready). */
  onUploaded: (item: MediaItem) => void;
}) {
  const { t } = useTranslation();
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);

  function start(files: ArrayLike<File>) {
    setError(null);
    onNotice(null);
    if (upload) return;
    const problem = checkUpload(files);
    if (problem) {
      setError(problem);
      return;
    }
    const file = files[0] as File;
    const target = { section: section === 'shared' ? ('shared' as const) : ('my' as const), folderId };
    const handle = uploadMedia(file, target, (fraction) => setUpload((u) => (u ? { ...u, progress: fraction } : u)));
    setUpload({ name: file.name, progress: 0, abort: handle.abort });
    handle.promise.then(
      (item) => {
        setUpload(null);
        onNotice(t('media.uploaded', { name: file.name }));
        onUploaded(item);
      },
      (failure: unknown) => {
        setUpload(null);
        if (failure instanceof DOMException && failure.name === 'AbortError') onNotice(t('media.uploadCancelled'));
        else setError(toApiError(failure).message);
      },
    );
  }

  const dropHandlers = enabled
    ? {
        onDragEnter: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          dragDepth.current += 1;
          setDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: () => {
          dragDepth.current = Math.max(0, dragDepth.current - 1);
          if (dragDepth.current === 0) setDragging(false);
        },
        onDrop: (event: DragEvent) => {
          event.preventDefault();
          dragDepth.current = 0;
          setDragging(false);
          start(event.dataTransfer.files);
        },
      }
    : {};

  return {
    upload,
    error,
    clearError: () => setError(null),
    dragging,
    dropHandlers,
    fileInput,
    start,
    pick: () => fileInput.current?.click(),
  };
}

export type MediaUploader = ReturnType<typeof useMediaUpload>;

/** The upload button and its hidden file input. */
export function UploadButton({ uploader }: { uploader: MediaUploader }) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        variant="contained"
        startIcon={<CloudUploadOutlined />}
        onClick={uploader.pick}
        disabled={Boolean(uploader.upload)}
        data-testid="media-upload"
      >
        {t('media.upload')}
      </Button>
      <input
        ref={uploader.fileInput}
        type="file"
        accept={MEDIA_ACCEPT}
        hidden
        aria-hidden
        tabIndex={-1}
        data-testid="media-file-input"
        onChange={(e) => {
          if (e.target.files) uploader.start(e.target.files);
          e.target.value = '';
        }}
      />
    </>
  );
}

/** The running upload's progress (with cancel) and the last upload error. */
export function UploadStatus({ uploader }: { uploader: MediaUploader }) {
  const { t } = useTranslation();
  const { upload, error } = uploader;
  return (
    <>
      {upload ? (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }} role="status" data-testid="upload-progress">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>
                {t('media.uploading', { name: upload.name })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(upload.progress * 100)}
                sx={{ mt: 1 }}
                aria-label={t('media.uploadProgress')}
              />
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 40, textAlign: 'right' }} data-testid="upload-percent">
              {Math.round(upload.progress * 100)}%
            </Typography>
            <Button size="small" onClick={upload.abort} data-testid="upload-cancel">
              {t('common.cancel')}
            </Button>
          </Box>
        </Paper>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={uploader.clearError} data-testid="upload-error">
          {error}
        </Alert>
      ) : null}
    </>
  );
}

/** Shown over the page while files are dragged over it. */
export function DropOverlay() {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="media-drop-overlay"
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 5,
        border: '3px dashed',
        borderColor: 'primary.main',
        borderRadius: 2,
        bgcolor: 'background.paper',
        opacity: 0.95,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      <CloudUploadOutlined color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h2">{t('media.dropHere')}</Typography>
      <Typography color="text.secondary">{t('media.dropHint')}</Typography>
    </Box>
  );
}
