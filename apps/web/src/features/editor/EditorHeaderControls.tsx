import Redo from '@mui/icons-material/Redo';
import Undo from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type EditorStore, useEditorState } from './model/store.ts';
import type { SaveStatus } from './useAutosave.ts';

/** Autosave state (saving / saved / failed, with a retry) in the editor's header; shared by the playlist and template editors. */
export function SaveStatusText({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useTranslation();
  const text =
    status === 'saving'
      ? t('playlists.editor.save.saving')
      : status === 'failed'
        ? t('playlists.editor.save.failed')
        : status === 'saved'
          ? t('playlists.editor.save.saved')
          : '';
  return (
    <>
      <Typography
        variant="body2"
        role="status"
        color={status === 'failed' ? 'error' : 'text.secondary'}
        data-testid="save-status"
        data-status={status}
      >
        {text}
      </Typography>
      {status === 'failed' ? (
        <Button size="small" onClick={onRetry}>
          {t('playlists.editor.save.retry')}
        </Button>
      ) : null}
    </>
  );
}

/** Undo and redo buttons bound to the editor's history. */
export function UndoRedoButtons({ store }: { store: EditorStore }) {
  const { t } = useTranslation();
  const canUndo = useEditorState(store, (s) => s.canUndo);
  const canRedo = useEditorState(store, (s) => s.canRedo);
  return (
    <>
      <Tooltip title={`${t('playlists.editor.undo')} (Ctrl+Z)`}>
        <span>
          <IconButton aria-label={t('playlists.editor.undo')} disabled={!canUndo} onClick={() => store.undo()}>
            <Undo />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={`${t('playlists.editor.redo')} (Ctrl+Shift+Z)`}>
        <span>
          <IconButton aria-label={t('playlists.editor.redo')} disabled={!canRedo} onClick={() => store.redo()}>
            <Redo />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
