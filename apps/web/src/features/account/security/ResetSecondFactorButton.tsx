import './i18n/index.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { securityApi } from './api.ts';

/** A user lost their phone or passkey: an owner or admin resets their second factors (docs/security.md "Second factor"). */
export function ResetSecondFactorButton({
  user,
  organizationId,
  onDone,
}: {
  user: { id: number; fullname: string; email: string };
  organizationId?: number;
  onDone: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const name = user.fullname || user.email;
  const reset = useMutation({
    mutationFn: () => securityApi.resetUser({ userId: user.id, ...(organizationId ? { organizationId } : {}) }),
    onSuccess: () => {
      setOpen(false);
      onDone(t('usersSecondFactor.done', { name }));
    },
  });
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} aria-label={`${t('usersSecondFactor.reset')}: ${name}`}>
        {t('usersSecondFactor.reset')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`reset-2fa-${user.id}`}>
        <DialogTitle id={`reset-2fa-${user.id}`}>{t('usersSecondFactor.confirmTitle', { name })}</DialogTitle>
        <DialogContent>
          <FormAlert error={reset.error ? toApiError(reset.error) : null} />
          <DialogContentText>{t('usersSecondFactor.confirmText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('usersSecondFactor.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => reset.mutate()} disabled={reset.isPending}>
            {t('usersSecondFactor.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
