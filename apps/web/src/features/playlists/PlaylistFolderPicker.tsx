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
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { playlistKeys, playlistsApi } from './api.ts';
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
  const current = trail.at(-1)?.id ?? null;
  const list = useQuery({
    queryKey: playlistKeys.folders(section, current),
    queryFn: async () =>
      (await playlistsApi.list({ section, parentFolderId: current })).results.filter(
        (i) => i.type === 'folder' && i.id !== excludeFolderId,
      ),
  });
  const pick = useMutation({ mutationFn: onPick });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormAlert error={pick.error && toApiError(pick.error)} />
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
        <Button variant="contained" onClick={() => pick.mutate(current)} disabled={pick.isPending}>
          {t('playlists.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
