import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../api/client.ts';
import { FormAlert } from './FormAlert.tsx';

/** A yes/no question; the confirm button is red when `danger`. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  danger = true,
  busy = false,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  error?: ApiError | string | null;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormAlert error={error} />
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          color={danger ? 'error' : 'primary'}
          variant="contained"
          onClick={onConfirm}
          disabled={busy}
          data-testid="confirm-dialog-ok"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
