import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../api/client.ts';
import { FormAlert } from './FormAlert.tsx';

/** Asks for a name (new folder, rename folder, rename item). */
export function NameDialog({
  open,
  title,
  label,
  initial,
  submitLabel,
  onClose,
  onSubmit,
}: {
  open: boolean;
  title: string;
  label: string;
  initial: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: (name: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(initial);
  const [invalid, setInvalid] = useState<string | null>(null);
  const save = useMutation({ mutationFn: onSubmit, onSuccess: () => onClose() });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened (the mutation object changes every render).
  useEffect(() => {
    if (open) {
      setName(initial);
      setInvalid(null);
      save.reset();
    }
  }, [open, initial]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setInvalid(t('common.nameRequired'));
      return;
    }
    setInvalid(null);
    save.mutate(name.trim());
  }
  const error: ApiError | string | null = invalid ?? (save.error && toApiError(save.error));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <FormAlert error={error} />
          <TextField
            autoFocus
            margin="dense"
            name="name"
            label={label}
            value={name}
            onChange={(e) => setName(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="name-dialog-submit">
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
