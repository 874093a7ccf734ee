import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { PlaylistSection } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../api/client.ts';
import { playlistsApi } from '../../api/endpoints.ts';
import { FormAlert } from '../../components/FormAlert.tsx';

/** Browse the playlist folders of a section and pick one (null = the top level). */
export function PlaylistFolderPicker({
  section,
  title,
  excludeFolderId,
  onClose,
  onPick,
}: {
  section: PlaylistSection;
  title: string;
  excludeFolderId?: number;
  onClose: () => void;
  onPick: (folderId: number | null) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [trail, setTrail] = useState<{ id: number; name: string }[]>([]);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const current = trail.at(-1)?.id ?? null;
  const list = useQuery({
    queryKey: ['playlists', 'folders', section, current],
    queryFn: async () => (await playlistsApi.list(section, current)).results.filter((i) => i.type === 'folder' && i.id !== excludeFolderId),
  });
  async function pick() {
    setBusy(true);
    try {
      await onPick(current);
    } catch (e) {
      setError(toApiError(e));
      setBusy(false);
    }
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormAlert error={error} />
        <Breadcrumbs sx={{ mb: 1 }}>
          <Link component="button" type="button" onClick={() => setTrail([])}>
            {t('playlists.top')}
          </Link>
          {trail.map((c, i) => (
            <Link key={c.id} component="button" type="button" onClick={() => setTrail(trail.slice(0, i + 1))}>
              {c.name}
            </Link>
          ))}
        </Breadcrumbs>
        <List dense>
          {(list.data ?? []).map((f) => (
            <ListItemButton key={f.id} onClick={() => setTrail([...trail, { id: f.id, name: f.name }])}>
              <ListItemIcon>
                <FolderOutlined aria-hidden />
              </ListItemIcon>
              <ListItemText primary={f.name} />
            </ListItemButton>
          ))}
        </List>
        {list.data?.length === 0 ? <Typography color="text.secondary">—</Typography> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={pick} disabled={busy}>
          {t('playlists.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
