import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { type UserDeleteMode, type UserListItem, usersAdminApi } from './api.ts';

/** Delete users (spec part 4): transfer their data to the owner, or delete their data. */
export function DeleteUsersDialog({
  open,
  users,
  onClose,
  onDeleted,
}: {
  open: boolean;
  users: UserListItem[];
  onClose: () => void;
  onDeleted: (count: number) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [mode, setMode] = useState<UserDeleteMode>('transfer');
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setMode('transfer');
      setError(null);
    }
  }, [open]);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await usersAdminApi.remove(
        users.map((u) => u.id),
        mode,
      );
      onDeleted(users.length);
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('users.deleteTitle', { count: users.length })}</DialogTitle>
      <DialogContent>
        <FormAlert error={error} />
        <DialogContentText sx={{ mb: 2 }}>{users.map((u) => u.fullname || u.email).join(', ')}</DialogContentText>
        <FormControl>
          <FormLabel id={`${titleId}-mode`}>{t('users.deleteModeLabel')}</FormLabel>
          <RadioGroup aria-labelledby={`${titleId}-mode`} value={mode} onChange={(e) => setMode(e.target.value as UserDeleteMode)}>
            <FormControlLabel value="transfer" control={<Radio />} label={t('users.deleteTransfer')} />
            <FormControlLabel value="delete" control={<Radio />} label={t('users.deleteData')} />
          </RadioGroup>
        </FormControl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} disabled={busy || users.length === 0}>
          {t('users.deleteConfirm', { count: users.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
