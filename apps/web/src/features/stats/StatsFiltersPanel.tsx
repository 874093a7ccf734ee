import TuneIcon from '@mui/icons-material/Tune';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { errorMessage, type Locale, STATS_TYPES, type StatsOptionsResponse, type StatsRange, type StatsType } from '@signage/shared';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, rangeError, type StatsFilters, toggleType, withFilters } from './filters.ts';

interface Props {
  filters: StatsFilters;
  onChange: (next: StatsFilters) => void;
  options: StatsOptionsResponse | undefined;
  /** Today in the organization's time zone (custom ranges start from the last 7 days up to it). */
  today: string;
  locale: Locale;
}

type Target = { kind: 'group'; id: number; name: string } | { kind: 'screen'; id: string; name: string };

/** Usage types (at least one), the range, screens and groups, playlists and, for a managing parent, the organization. */
export function StatsFiltersPanel({ filters, onChange, options, today, locale }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState<boolean | null>(null);
  const shown = open ?? wide;
  const panelId = useId();
  const typesHelpId = useId();
  const [typeError, setTypeError] = useState<string | null>(null);

  // The custom range is edited as a draft and applied once both days make a valid range.
  const [from, setFrom] = useState(filters.range.preset === 'custom' ? filters.range.from : addDays(today, -6));
  const [to, setTo] = useState(filters.range.preset === 'custom' ? filters.range.to : today);
  useEffect(() => {
    if (filters.range.preset === 'custom') {
      setFrom(filters.range.from);
      setTo(filters.range.to);
    }
  }, [filters.range]);
  const draft: StatsRange = { preset: 'custom', from, to };
  const draftError = filters.range.preset === 'custom' || (from && to) ? rangeError(draft) : null;

  function changeType(type: StatsType) {
    const next = toggleType(filters.types, type);
    setTypeError(next.error ? errorMessage(next.error, locale) : null);
    if (!next.error) onChange({ ...filters, types: next.types });
  }

  function changePreset(preset: string) {
    if (preset === 'custom') {
      const range: StatsRange = { preset: 'custom', from, to };
      if (!rangeError(range)) onChange(withFilters(filters, { range }));
      else onChange(withFilters(filters, { range: { preset: 'custom', from: addDays(today, -6), to: today } }));
    } else if (preset === 'last7' || preset === 'last30') {
      onChange(withFilters(filters, { range: { preset } }));
    }
  }

  function changeDay(which: 'from' | 'to', value: string) {
    const nextFrom = which === 'from' ? value : from;
    const nextTo = which === 'to' ? value : to;
    if (which === 'from') setFrom(value);
    else setTo(value);
    const range: StatsRange = { preset: 'custom', from: nextFrom, to: nextTo };
    if (!rangeError(range)) onChange(withFilters(filters, { range }));
  }

  const targets = useMemo<Target[]>(() => {
    if (!options) return [];
    const groups: Target[] = [...options.groups]
      .sort((a, b) => a.name.localeCompare(b.name, locale))
      .map((g) => ({ kind: 'group', id: g.id, name: g.name }));
    const screens: Target[] = [...options.screens]
      .sort((a, b) => a.name.localeCompare(b.name, locale))
      .map((s) => ({ kind: 'screen', id: s.deviceKey, name: s.name }));
    return [...groups, { kind: 'group', id: -1, name: t('stats.filters.ungrouped') }, ...screens];
  }, [options, locale, t]);
  const chosenTargets = targets.filter((o) => (o.kind === 'group' ? filters.groupIds.includes(o.id) : filters.deviceKeys.includes(o.id)));
  const playlists = useMemo(
    () => [...(options?.playlists ?? [])].sort((a, b) => a.name.localeCompare(b.name, locale)),
    [options?.playlists, locale],
  );
  const chosenPlaylists = playlists.filter((p) => filters.playlistIds.includes(p.id));
  const organizations = options?.organizations ?? [];

  return (
    <Paper variant="outlined" component="section" aria-label={t('stats.filters.title')} sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
      <Button
        size="small"
        startIcon={<TuneIcon />}
        onClick={() => setOpen(!shown)}
        aria-expanded={shown}
        aria-controls={panelId}
        sx={{ display: { md: 'none' }, mb: shown ? 1 : 0 }}
      >
        {shown ? t('stats.filters.hide') : t('stats.filters.show')}
      </Button>
      <Box id={panelId} hidden={!shown}>
        <FormControl
          component="fieldset"
          error={Boolean(typeError)}
          sx={{ mb: 2, display: 'block' }}
          aria-describedby={typeError ? typesHelpId : undefined}
        >
          <FormLabel component="legend" sx={{ mb: 0.5 }}>
            {t('stats.filters.types')}
          </FormLabel>
          <FormGroup row sx={{ columnGap: 1 }}>
            {STATS_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                control={<Checkbox size="small" checked={filters.types.includes(type)} onChange={() => changeType(type)} />}
                label={t(`stats.types.${type}`)}
                data-testid={`stats-type-${type}`}
                sx={{ mr: 2 }}
              />
            ))}
          </FormGroup>
          {typeError ? (
            <FormHelperText id={typesHelpId} role="alert" data-testid="stats-type-error" sx={{ mx: 0 }}>
              {typeError}
            </FormHelperText>
          ) : null}
        </FormControl>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.3fr) minmax(0, 1fr)' },
          }}
        >
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('stats.filters.range')}</FormLabel>
            <RadioGroup row value={filters.range.preset} onChange={(e) => changePreset(e.target.value)}>
              <FormControlLabel value="last7" control={<Radio size="small" />} label={t('stats.filters.last7')} />
              <FormControlLabel value="last30" control={<Radio size="small" />} label={t('stats.filters.last30')} />
              <FormControlLabel value="custom" control={<Radio size="small" />} label={t('stats.filters.custom')} />
            </RadioGroup>
            {filters.range.preset === 'custom' ? (
              <Box sx={{ display: 'flex', gap: 2, mt: 1, flexWrap: 'wrap' }}>
                <TextField
                  type="date"
                  size="small"
                  label={t('stats.filters.from')}
                  value={from}
                  onChange={(e) => changeDay('from', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: to || today, 'data-testid': 'stats-from' } }}
                  error={Boolean(draftError)}
                  sx={{ minWidth: 160, flex: 1 }}
                />
                <TextField
                  type="date"
                  size="small"
                  label={t('stats.filters.to')}
                  value={to}
                  onChange={(e) => changeDay('to', e.target.value)}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: from, 'data-testid': 'stats-to' } }}
                  error={Boolean(draftError)}
                  helperText={draftError ? errorMessage(draftError, locale) : undefined}
                  sx={{ minWidth: 160, flex: 1 }}
                />
              </Box>
            ) : null}
          </FormControl>

          <Box sx={{ display: 'grid', gap: 2 }}>
            {organizations.length > 1 ? (
              <TextField
                select
                size="small"
                label={t('stats.filters.organization')}
                value={String(filters.organizationId ?? organizations[0]?.id ?? '')}
                onChange={(e) => {
                  const id = Number(e.target.value);
                  // Screens, groups and playlists belong to one organization: a new one starts with all of them.
                  onChange(
                    withFilters(filters, {
                      organizationId: id === organizations[0]?.id ? null : id,
                      deviceKeys: [],
                      groupIds: [],
                      playlistIds: [],
                    }),
                  );
                }}
                data-testid="stats-organization"
              >
                {organizations.map((o, i) => (
                  <MenuItem key={o.id} value={String(o.id)}>
                    {i === 0 ? t('stats.filters.yours', { name: o.name }) : o.name}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Autocomplete
              multiple
              size="small"
              options={targets}
              value={chosenTargets}
              groupBy={(o) => (o.kind === 'group' ? t('stats.filters.groupsHeading') : t('stats.filters.screensHeading'))}
              getOptionLabel={(o) => o.name}
              getOptionKey={(o) => `${o.kind}:${o.id}`}
              isOptionEqualToValue={(a, b) => a.kind === b.kind && a.id === b.id}
              onChange={(_e, value) =>
                onChange(
                  withFilters(filters, {
                    groupIds: value.filter((v) => v.kind === 'group').map((v) => v.id as number),
                    deviceKeys: value.filter((v) => v.kind === 'screen').map((v) => v.id as string),
                  }),
                )
              }
              noOptionsText={t('stats.filters.noOptions')}
              disableCloseOnSelect
              limitTags={3}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('stats.filters.screens')}
                  placeholder={chosenTargets.length ? undefined : t('stats.filters.allScreens')}
                  slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
                />
              )}
              data-testid="stats-targets"
            />
            <Autocomplete
              multiple
              size="small"
              options={playlists}
              value={chosenPlaylists}
              getOptionLabel={(o) => o.name}
              getOptionKey={(o) => o.id}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_e, value) => onChange(withFilters(filters, { playlistIds: value.map((v) => v.id) }))}
              noOptionsText={t('stats.filters.noOptions')}
              disableCloseOnSelect
              limitTags={3}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('stats.filters.playlists')}
                  placeholder={chosenPlaylists.length ? undefined : t('stats.filters.allPlaylists')}
                  slotProps={{ ...params.slotProps, inputLabel: { ...params.slotProps?.inputLabel, shrink: true } }}
                />
              )}
              data-testid="stats-playlists"
            />
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
