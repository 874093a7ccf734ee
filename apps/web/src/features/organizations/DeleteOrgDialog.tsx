import Alert from '@mui/material/Alert';
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
import TextField from '@mui/material/TextField';
import type { OrganizationDetails } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { type OrgDeleteMode, organizationsApi } from './api.ts';
import { useParentPath } from './queries.ts';

/** The word the user types to confirm a deletion (spec part 5). */
export const DELETE_WORD = 'delete';

/**
 * Delete an organization (spec part 4): transfer its data to the parent and delete it, or delete
 * everything; confirmed by typing 'delete'; refused while sub-organizations exist.
 */
export function DeleteOrgDialog({
  open,
  org,
  onClose,
  onDeleted,
}: {
  open: boolean;
  org: OrganizationDetails;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const path = useParentPath(open ? org.id : undefined);
  const parentName = path.data && path.data.length >= 2 ? (path.data[path.data.length - 2]?.name ?? '') : '';
  const [mode, setMode] = useState<OrgDeleteMode>('transfer');
  const [confirm, setConfirm] = useState('');
  const [unconfirmed, setUnconfirmed] = useState(false);
  const remove = useMutation({
    mutationFn: (deleteMode: OrgDeleteMode) => organizationsApi.remove(org.id, { mode: deleteMode, confirm: DELETE_WORD }),
    onSuccess: () => {
      onDeleted();
    },
  });
  useEffect(() => {
    if (open) {
      setMode('transfer');
      setConfirm('');
      setUnconfirmed(false);
      remove.reset();
    }
  }, [open, remove.reset]);
  const blocked = org.counts.subOrganizations > 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    const typed = confirm.trim().toLowerCase() === DELETE_WORD;
    remove.reset();
    setUnconfirmed(!typed);
    if (typed) remove.mutate(mode);
  }

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('organizations.delete.title', { name: org.name })}</DialogTitle>
        <DialogContent>
          {blocked ? (
            <Alert severity="warning" role="alert" data-testid="delete-blocked">
              {fallbackMessage('ORG_HAS_SUBORGANIZATIONS')}
            </Alert>
          ) : (
            <>
              <FormAlert
                error={remove.error ? toApiError(remove.error) : unconfirmed ? fallbackMessage('DELETE_CONFIRMATION_REQUIRED') : null}
              />
              <FormControl sx={{ mb: 2 }}>
                <FormLabel id={`${titleId}-mode`}>{t('organizations.delete.modeLabel')}</FormLabel>
                <RadioGroup aria-labelledby={`${titleId}-mode`} value={mode} onChange={(e) => setMode(e.target.value as OrgDeleteMode)}>
                  <FormControlLabel
                    value="transfer"
                    control={<Radio />}
                    label={t('organizations.delete.transfer', { parent: parentName || t('organizations.delete.theParent') })}
                  />
                  <FormControlLabel value="delete" control={<Radio />} label={t('organizations.delete.everything')} />
                </RadioGroup>
              </FormControl>
              <DialogContentText sx={{ mb: 2 }}>{t('organizations.delete.typeToConfirm', { word: DELETE_WORD })}</DialogContentText>
              <TextField
                name="confirm"
                label={t('organizations.delete.confirmLabel', { word: DELETE_WORD })}
                value={confirm}
                onChange={(e) => setConfirm(e.target.value)}
                autoComplete="off"
              />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {blocked ? null : (
            <Button
              type="submit"
              color="error"
              variant="contained"
              disabled={remove.isPending || confirm.trim().toLowerCase() !== DELETE_WORD}
            >
              {t('organizations.delete.submit')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
