import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Role } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { emailError, requiredError } from '../../components/validate.ts';
import { usersApi } from './api.ts';

/** Invite a user: name, e-mail and one of the roles the caller may give (spec part 6). */
export function AddUserDialog({
  open,
  roles,
  organizationId,
  onClose,
  onAdded,
}: {
  open: boolean;
  roles: Role[];
  organizationId?: number;
  onClose: () => void;
  onAdded: (email: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const choices = roles.filter((r) => r !== 'owner');
  const [fullname, setFullname] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const add = useMutation({
    mutationFn: (body: { fullname: string; email: string; role: Role }) => usersApi.add({ ...body, organizationId }),
    onSuccess: (_, body) => {
      onAdded(body.email);
    },
    onError: (error) => {
      const failed = toApiError(error);
      setErrors({ fullname: failed.field('fullname'), email: failed.field('email'), role: failed.field('role') });
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on open only.
  useEffect(() => {
    if (open) {
      setFullname('');
      setEmail('');
      setRole(choices.includes('content_creator') ? 'content_creator' : (choices[0] ?? ''));
      setErrors({});
      add.reset();
    }
  }, [open]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = { fullname: requiredError(fullname), email: emailError(email), role: role ? undefined : requiredError('') };
    setErrors(next);
    if (Object.values(next).some(Boolean) || !role) return;
    add.mutate({ fullname: fullname.trim(), email: email.trim(), role });
  }

  // Field errors show at their fields; only a failure without any shows above them.
  const failed = add.error ? toApiError(add.error) : null;
  const failure = failed && Object.keys(failed.fields).length === 0 ? failed : null;

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('users.addTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('users.addIntro')}</DialogContentText>
          <FormAlert error={failure} />
          <TextField
            autoFocus
            margin="dense"
            name="fullname"
            label={t('fields.fullName')}
            value={fullname}
            onChange={(e) => setFullname(e.target.value)}
            error={!!errors.fullname}
            helperText={errors.fullname ?? ' '}
            required
          />
          <TextField
            margin="dense"
            name="email"
            type="email"
            label={t('fields.email')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!errors.email}
            helperText={errors.email ?? ' '}
            required
          />
          <TextField
            select
            margin="dense"
            name="role"
            label={t('users.columns.role')}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
            error={!!errors.role}
            helperText={errors.role ?? t(`users.roleHelp.${role || 'content_creator'}`)}
            required
          >
            {choices.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`roles.${r}`)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {t('users.sendInvitation')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
