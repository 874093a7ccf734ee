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
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { type UserDeleteMode, type UserListItem, usersApi } from './api.ts';

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
  const remove = useMutation({
    mutationFn: (body: { userIds: number[]; mode: UserDeleteMode }) => usersApi.remove(body),
    onSuccess: (_, body) => {
      onDeleted(body.userIds.length);
    },
  });
  useEffect(() => {
    if (open) {
      setMode('transfer');
      remove.reset();
    }
  }, [open, remove.reset]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('users.deleteTitle', { count: users.length })}</DialogTitle>
      <DialogContent>
        <FormAlert error={remove.error ? toApiError(remove.error) : null} />
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
        <Button
          color="error"
          variant="contained"
          onClick={() => remove.mutate({ userIds: users.map((u) => u.id), mode })}
          disabled={remove.isPending || users.length === 0}
        >
          {t('users.deleteConfirm', { count: users.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
