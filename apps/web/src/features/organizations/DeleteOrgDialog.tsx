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
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, fallbackMessage, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { type OrgDeleteMode, orgApi } from './api.ts';
import { useParentPath } from '../../state/queries.ts';

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
  const [error, setError] = useState<ApiError | string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) {
      setMode('transfer');
      setConfirm('');
      setError(null);
    }
  }, [open]);
  const blocked = org.counts.subOrganizations > 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (blocked) return;
    if (confirm.trim().toLowerCase() !== DELETE_WORD) {
      setError(fallbackMessage('DELETE_CONFIRMATION_REQUIRED'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await orgApi.remove(org.id, mode, DELETE_WORD);
      onDeleted();
    } catch (e) {
      setError(toApiError(e));
    } finally {
      setBusy(false);
    }
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
              <FormAlert error={error} />
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
            <Button type="submit" color="error" variant="contained" disabled={busy || confirm.trim().toLowerCase() !== DELETE_WORD}>
              {t('organizations.delete.submit')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
