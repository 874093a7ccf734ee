import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** After publishing: assign to screens (the first choice for whoever may assign), keep editing, or back to the lists (spec part 4). */
export function PublishedDialog({
  onKeepEditing,
  onBack,
  onAssign,
}: {
  onKeepEditing: () => void;
  onBack: () => void;
  onAssign?: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onKeepEditing} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('playlists.editor.publishedTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('playlists.editor.publishedText')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onBack}>{t('playlists.editor.backToList')}</Button>
        {/* Assigning is the next step for whoever may assign; a content creator keeps editing. */}
        <Button variant={onAssign ? 'text' : 'contained'} onClick={onKeepEditing} autoFocus={!onAssign}>
          {t('playlists.editor.keepEditing')}
        </Button>
        {onAssign ? (
          <Button variant="contained" onClick={onAssign} autoFocus>
            {t('playlists.editor.assign')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

const SHORTCUTS = [
  ['Ctrl+Z', 'undo'],
  ['Ctrl+Shift+Z', 'redo'],
  ['Enter', 'editText'],
  ['Ctrl+C', 'copy'],
  ['Ctrl+V', 'paste'],
  ['Delete', 'remove'],
  ['← ↑ → ↓', 'nudge'],
  ['Shift + ← ↑ → ↓', 'nudgeFar'],
  ['Shift + click', 'multi'],
  ['Esc', 'deselect'],
  ['?', 'help'],
] as const;

/** The keyboard shortcuts help overlay (`?`). */
export function ShortcutsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('playlists.editor.shortcuts')}</DialogTitle>
      <DialogContent>
        <table>
          <tbody>
            {SHORTCUTS.map(([keys, id]) => (
              <tr key={id}>
                <td style={{ paddingRight: 24 }}>
                  <kbd>{keys}</kbd>
                </td>
                <td>{t(`playlists.editor.shortcutList.${id}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
