import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../state/locale.ts';
import { playlistsApi } from '../playlists/index.ts';
import { formatWall } from '../../components/validity.ts';

/** The dashboard's warning: published content whose "show until" falls within the next few days. Nothing when there is none. */
export function ExpiringSoon() {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();
  const expiring = useQuery({ queryKey: ['dashboard', 'expiring'], queryFn: () => playlistsApi.expiring({}), staleTime: 60_000 });
  const items = expiring.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Grid size={12}>
      <Card component="section" aria-labelledby={headingId} data-testid="expiring-soon">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" id={headingId} sx={{ mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
            <EventBusyOutlined color="warning" aria-hidden />
            {t('dashboard.expiring.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.expiring.intro', { count: expiring.data?.days ?? 3 })}
          </Typography>
          <List dense>
            {items.map((i) => (
              <ListItem key={`${i.playlistId}-${i.slideNumber ?? 'p'}`} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/home/playlists/${i.playlistId}`}>
                      {i.playlistName}
                    </Link>
                  }
                  secondary={
                    i.slideNumber === null
                      ? t('dashboard.expiring.playlist', { when: formatWall(i.showUntil, locale) })
                      : t('dashboard.expiring.slide', { n: i.slideNumber + 1, when: formatWall(i.showUntil, locale) })
                  }
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </Grid>
  );
}
