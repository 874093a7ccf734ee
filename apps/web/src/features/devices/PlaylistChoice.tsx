import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * One published playlist to assign, as large radio rows (a search above more than six): the simplified
 * assign page and a screen's or group's "Assign playlist". `playingId` is marked "Playing now".
 */
export function PlaylistChoice({
  playlists,
  value,
  onChange,
  playingId = null,
}: {
  playlists: ReadonlyArray<{ id: number; name: string }>;
  value: string;
  onChange: (value: string) => void;
  playingId?: number | null;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [filter, setFilter] = useState('');
  if (playlists.length === 0) return <Typography color="text.secondary">{t('devices.assign.noPublished')}</Typography>;
  const shown = playlists.filter((p) => p.name.toLowerCase().includes(filter.trim().toLowerCase()));
  return (
    <>
      {playlists.length > 6 ? (
        <TextField label={t('devices.simplified.search')} value={filter} onChange={(e) => setFilter(e.target.value)} size="small" />
      ) : null}
      <Typography id={labelId} sx={{ fontWeight: 600 }}>
        {t('devices.simplified.choose')}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        sx={{ maxHeight: 360, overflowY: 'auto', flexWrap: 'nowrap' }}
      >
        {shown.map((p) => (
          <FormControlLabel
            key={p.id}
            value={String(p.id)}
            control={<Radio />}
            label={
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {p.name}
                {p.id === playingId ? <Chip size="small" color="success" label={t('devices.assignPlaylist.playingNow')} /> : null}
              </Box>
            }
            sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 1, mx: 0, mb: 1, py: 0.5, minHeight: 48 }}
          />
        ))}
      </RadioGroup>
    </>
  );
}
