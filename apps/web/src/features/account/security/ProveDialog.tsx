import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';

/**
 * What the server takes as a fresh proof before a factor is removed or new recovery codes are issued
 * (docs/decisions.md "Removing a second factor").
 */
export type FreshProof = { code: string } | { password: string };

/**
 * Asks for a fresh proof before a factor goes or new recovery codes are made: a current code from the
 * authenticator app when the account has one, else the password. The session alone is not enough.
 */
export function ProveDialog({
  open,
  title,
  withApp,
  confirmLabel,
  destructive = true,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  /** The confirm button's words (default: "Remove"). */
  confirmLabel?: string;
  destructive?: boolean;
  withApp: boolean;
  pending: boolean;
  error: ApiError | null;
  onConfirm: (proof: FreshProof) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) onConfirm(withApp ? { code: value.trim() } : { password: value });
  };
  const fieldError = error?.fields?.[withApp ? 'code' : 'password']?.message;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      slotProps={{ transition: { onExited: () => setValue('') } }}
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{withApp ? t('security.prove.codeText') : t('security.prove.passwordText')}</DialogContentText>
          {error && !fieldError ? <FormAlert error={error} /> : null}
          {withApp ? (
            <TextField
              label={t('security.totp.code')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoFocus
              fullWidth
              error={Boolean(fieldError)}
              helperText={fieldError}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 10 } }}
            />
          ) : (
            <PasswordField
              label={t('security.prove.password')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              autoFocus
              fullWidth
              autoComplete="current-password"
              error={Boolean(fieldError)}
              helperText={fieldError}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('security.totp.cancel')}</Button>
          <Button
            type="submit"
            color={destructive ? 'error' : 'primary'}
            variant="contained"
            disabled={pending || !value.trim()}
            data-testid="prove-confirm"
          >
            {confirmLabel ?? t('security.prove.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
