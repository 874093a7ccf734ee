import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type { MediaUsage } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../api/client.ts';
import { mediaApi, mediaKeys } from './api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';

function UsageList({ playlists, hidden, label }: { playlists: MediaUsage['published']; hidden: number; label: string }) {
  const { t } = useTranslation();
  return (
    <List dense aria-label={label} sx={{ py: 0 }}>
      {playlists.map((p) => (
        <ListItem key={p.id} disableGutters sx={{ py: 0 }}>
          <ListItemText primary={p.name} />
        </ListItem>
      ))}
      {hidden > 0 ? (
        <ListItem disableGutters sx={{ py: 0 }}>
          <ListItemText primary={t('media.usedHidden', { count: hidden })} slotProps={{ primary: { color: 'text.secondary' } }} />
        </ListItem>
      ) : null}
    </List>
  );
}

/**
 * Delete media (docs/media.md). Asks the server which playlists use the items first: media in a published
 * playlist cannot be deleted (the names are shown, the button is disabled); media used only by
 * unpublished slides can be deleted after confirming ("Delete anyway" sends `force: true`).
 */
export function DeleteMediaDialog({
  open,
  mediaIds,
  title,
  text,
  busy = false,
  error,
  onClose,
  onConfirm,
}: {
  open: boolean;
  mediaIds: number[];
  title: string;
  text: string;
  busy?: boolean;
  error?: ApiError | string | null;
  onClose: () => void;
  onConfirm: (force: boolean) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  // Every opening asks the server again under its own key, so it never shows the answer of an earlier
  // opening: a playlist published in between would otherwise first show "Delete anyway".
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setOpening((n) => n + 1);
  }
  const usage = useQuery({
    queryKey: mediaKeys.usage(mediaIds, opening),
    queryFn: () => mediaApi.usage({ mediaIds }),
    enabled: open && mediaIds.length > 0,
    staleTime: 0,
    gcTime: 0,
  });
  const data = usage.data;
  const published = data ? data.published.length + data.hiddenPublished : 0;
  const drafts = data ? data.drafts.length + data.hiddenDrafts : 0;
  // When the check itself fails the server still refuses a delete of published media.
  const checked = Boolean(data) || usage.isError;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId} data-testid="delete-media-dialog">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormAlert error={error} />
        {!checked ? (
          <>
            <DialogContentText id={textId}>{t('media.usageChecking')}</DialogContentText>
            <Skeleton variant="rounded" height={40} sx={{ mt: 1 }} />
          </>
        ) : published > 0 && data ? (
          <Alert severity="error" id={textId} data-testid="media-used-published">
            {t('media.usedPublished')}
            <UsageList playlists={data.published} hidden={data.hiddenPublished} label={t('media.usedPublished')} />
          </Alert>
        ) : (
          <>
            <DialogContentText id={textId}>{text}</DialogContentText>
            {drafts > 0 && data ? (
              <Alert severity="warning" sx={{ mt: 2 }} data-testid="media-used-drafts">
                {t('media.usedDrafts')}
                <UsageList playlists={data.drafts} hidden={data.hiddenDrafts} label={t('media.usedDrafts')} />
              </Alert>
            ) : null}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{published > 0 ? t('common.close') : t('common.cancel')}</Button>
        {published > 0 ? null : (
          <Button
            color="error"
            variant="contained"
            onClick={() => onConfirm(drafts > 0)}
            disabled={busy || !checked}
            data-testid="confirm-dialog-ok"
          >
            {drafts > 0 ? t('media.deleteAnyway') : t('media.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
