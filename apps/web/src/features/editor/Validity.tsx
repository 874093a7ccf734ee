import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Window } from '@signage/schedule';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { useLocale } from '../../state/locale.ts';
import { formatWall, validityState } from '../../components/validity.ts';

export { formatWall, validityState };

/** The "Scheduled" / "Expired" badge of a slide or playlist; nothing while it shows. */
export function ValidityBadge({ window, size = 'small' }: { window: Partial<Window> | null | undefined; size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const state = validityState(window);
  if (!state) return null;
  const title =
    state === 'scheduled'
      ? t('playlists.validity.scheduledSince', { when: formatWall(window?.showFrom, locale) })
      : t('playlists.validity.expiredAt', { when: formatWall(window?.showUntil, locale) });
  return (
    <Chip
      size={size}
      data-testid="validity-badge"
      data-state={state}
      color={state === 'expired' ? 'error' : 'info'}
      label={t(state === 'expired' ? 'playlists.validity.expired' : 'playlists.validity.scheduled')}
      title={title}
      aria-label={`${t(state === 'expired' ? 'playlists.validity.expired' : 'playlists.validity.scheduled')}: ${title}`}
      sx={{ fontWeight: 600 }}
    />
  );
}

/** Sets a slide's or playlist's "show from" / "show until" (`datetime-local` fields: exactly the wall-time format). */
export function ValidityDialog({
  open,
  title,
  initial,
  onSave,
  onClose,
}: {
  open: boolean;
  title: string;
  initial: Partial<Window>;
  onSave: (w: Window) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [from, setFrom] = useState(initial.showFrom ?? '');
  const [until, setUntil] = useState(initial.showUntil ?? '');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    setFrom(initial.showFrom ?? '');
    setUntil(initial.showUntil ?? '');
    setError(null);
  }, [open, initial.showFrom, initial.showUntil]);
  const save = async (w: Window) => {
    setBusy(true);
    setError(null);
    try {
      await onSave(w);
      onClose();
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="validity-title" fullWidth maxWidth="xs">
      <DialogTitle id="validity-title">{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('playlists.validity.intro')}
        </Typography>
        <FormAlert error={error} />
        <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
          <TextField
            type="datetime-local"
            label={t('playlists.validity.showFrom')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'validity-from' } }}
            error={Boolean(error?.field('showFrom'))}
            helperText={error?.field('showFrom') ?? ' '}
          />
          <TextField
            type="datetime-local"
            label={t('playlists.validity.showUntil')}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'validity-until' } }}
            error={Boolean(error?.field('showUntil'))}
            helperText={error?.field('showUntil') ?? t('playlists.validity.empty')}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void save({ showFrom: null, showUntil: null })} disabled={busy}>
          {t('playlists.validity.clear')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('playlists.validity.cancel')}</Button>
        <Button
          variant="contained"
          disabled={busy}
          onClick={() => void save({ showFrom: from.slice(0, 16) || null, showUntil: until.slice(0, 16) || null })}
        >
          {t('playlists.validity.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
