import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { MEDIA_SECTIONS, type MediaItem, type MediaKind, type MediaSection } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { mediaApi, mediaKeys } from './api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { ItemList } from './MediaGrid.tsx';

const NO_SELECTION: ReadonlySet<number> = new Set();

/**
 * Pick one ready media item from the library (my, shared or stock), optionally limited to some
 * kinds. Used by the slide editor; full screen on a phone.
 */
export function MediaPickerDialog({
  open,
  onClose,
  onPick,
  kinds,
  title,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (item: MediaItem) => void;
  kinds?: readonly MediaKind[];
  title?: string;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('sm'), { noSsr: true });
  const titleId = useId();
  const [section, setSection] = useState<MediaSection>('my');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  const single = kinds && kinds.length === 1 ? kinds[0] : undefined;
  const list = useQuery({
    queryKey: mediaKeys.picker(section, single ?? 'all', query),
    queryFn: () => mediaApi.list({ section, kind: single ?? 'all', folderId: null, search: query, tag: '', offset: 0, limit: 200 }),
    enabled: open,
  });
  // With no search the server lists one folder level; the picker searches everything with a search.
  const items = (list.data?.items ?? []).filter((i) => i.status === 'ready' && (!kinds || kinds.includes(i.kind)));

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone} data-testid="media-picker">
      <DialogTitle id={titleId}>{title ?? t('media.pickerTitle')}</DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <Tabs value={section} onChange={(_, v: MediaSection) => setSection(v)} aria-label={t('media.sectionsLabel')}>
            {MEDIA_SECTIONS.map((key) => (
              <Tab key={key} value={key} label={t(`media.sections.${key}`)} />
            ))}
          </Tabs>
          <TextField
            size="small"
            type="search"
            name="pickerSearch"
            label={t('media.search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            sx={{ flex: '1 1 200px' }}
          />
        </Box>
        {list.error ? <FormAlert error={toApiError(list.error)} /> : null}
        {list.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t('media.pickerEmpty')}
          </Typography>
        ) : (
          <ItemList
            items={items}
            view="grid"
            selected={NO_SELECTION}
            selectable={false}
            onToggle={() => undefined}
            onOpen={(item) => {
              onPick(item);
              onClose();
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
}
