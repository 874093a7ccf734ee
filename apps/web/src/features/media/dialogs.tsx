import ChevronRight from '@mui/icons-material/ChevronRight';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { MediaSection } from '@signage/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { mediaApi, mediaKeys } from './api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';

/** Browse the folders of a section and pick one (null = the section's top level). */
export function FolderPickerDialog({
  open,
  section,
  title,
  excludeFolderId,
  onClose,
  onPick,
}: {
  open: boolean;
  section: MediaSection;
  title: string;
  excludeFolderId?: number;
  onClose: () => void;
  onPick: (folderId: number | null) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [folderId, setFolderId] = useState<number | null>(null);
  const pick = useMutation({ mutationFn: onPick, onSuccess: () => onClose() });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened (the mutation object changes every render).
  useEffect(() => {
    if (open) {
      setFolderId(null);
      pick.reset();
    }
  }, [open]);
  const list = useQuery({
    queryKey: mediaKeys.folders(section, folderId),
    queryFn: () => mediaApi.list({ section, kind: 'all', folderId, search: '', tag: '', offset: 0, limit: 1 }),
    enabled: open,
  });
  const folders = (list.data?.folders ?? []).filter((f) => f.id !== excludeFolderId);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormAlert error={pick.error && toApiError(pick.error)} />
        <Breadcrumbs aria-label={t('media.folderPath')} sx={{ mb: 1 }}>
          <Link component="button" type="button" onClick={() => setFolderId(null)}>
            {t(`media.sections.${section}`)}
          </Link>
          {(list.data?.path ?? []).map((p) => (
            <Link key={p.id} component="button" type="button" onClick={() => setFolderId(p.id)}>
              {p.name}
            </Link>
          ))}
        </Breadcrumbs>
        {list.isPending ? (
          <Skeleton height={48} />
        ) : folders.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {t('media.noSubfolders')}
          </Typography>
        ) : (
          <List dense>
            {folders.map((folder) => (
              <ListItemButton key={folder.id} onClick={() => setFolderId(folder.id)} data-testid="folder-picker-item">
                <ListItemIcon>
                  <FolderOutlined aria-hidden />
                </ListItemIcon>
                <ListItemText primary={folder.name} />
                <ChevronRight aria-hidden />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => pick.mutate(folderId)}
          disabled={pick.isPending || list.isPending}
          data-testid="folder-picker-ok"
        >
          {t('media.moveHere')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Share dialog (spec 2.4): share/unshare, make uneditable when shared, lock. */
export function ShareDialog({
  open,
  shared,
  uneditable,
  locked,
  onClose,
  onSave,
}: {
  open: boolean;
  shared: boolean;
  uneditable: boolean;
  locked: boolean;
  onClose: () => void;
  onSave: (value: { shared: boolean; uneditable: boolean; locked: boolean }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState({ shared, uneditable, locked });
  const save = useMutation({ mutationFn: onSave, onSuccess: () => onClose() });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when opened (the mutation object changes every render).
  useEffect(() => {
    if (open) {
      setValue({ shared, uneditable, locked });
      save.reset();
    }
  }, [open, shared, uneditable, locked]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('media.shareTitle')}</DialogTitle>
      <DialogContent>
        <FormAlert error={save.error && toApiError(save.error)} />
        <DialogContentText sx={{ mb: 1 }}>{t('media.shareIntro')}</DialogContentText>
        <FormControlLabel
          control={
            <Checkbox checked={value.shared} onChange={(e) => setValue((v) => ({ ...v, shared: e.target.checked }))} name="shared" />
          }
          label={t('media.shareWithOrg')}
        />
        <FormControlLabel
          control={
            <Checkbox
              checked={value.uneditable}
              disabled={!value.shared}
              onChange={(e) => setValue((v) => ({ ...v, uneditable: e.target.checked }))}
              name="uneditable"
            />
          }
          label={t('media.uneditableWhenShared')}
        />
        <FormControlLabel
          control={
            <Checkbox checked={value.locked} onChange={(e) => setValue((v) => ({ ...v, locked: e.target.checked }))} name="locked" />
          }
          label={t('media.lockItem')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => save.mutate(value)} disabled={save.isPending} data-testid="share-dialog-save">
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
