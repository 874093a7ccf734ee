import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { errorMessage, type WeatherLocationMatch } from '@signage/shared';
import { WEATHER_FORECAST_DAYS, type WeatherProps, weatherLocationSchema } from '@signage/slides/widgets/models';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, toApiError } from '../../../api/client.ts';
import type { WidgetPanelProps } from '../registry.ts';
import { weatherApi } from './api.ts';
import { describePlace, placeKey } from './places.ts';

const SEARCH_DEBOUNCE_MS = 350;
const MIN_QUERY = 2;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Searches places through our server (which asks the geocoding service) and picks one. */
function LocationSearch({ onPick }: { onPick: (place: WeatherLocationMatch) => void }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const query = useDebounced(input.trim(), SEARCH_DEBOUNCE_MS);
  const language = currentLocale();
  const search = useQuery({
    queryKey: ['widgets', 'weather', 'locations', query, language],
    queryFn: ({ signal }) => weatherApi.locations({ query, language }, { signal }),
    enabled: query.length >= MIN_QUERY,
    staleTime: 10 * 60_000,
    retry: false,
  });
  const options = query.length >= MIN_QUERY ? (search.data?.locations ?? []) : [];
  const noOptionsText =
    input.trim().length < MIN_QUERY
      ? t('widgets.weather.typeMore')
      : search.isError
        ? toApiError(search.error).message
        : t('widgets.weather.noMatches');
  return (
    <Autocomplete<WeatherLocationMatch>
      size="small"
      options={options}
      filterOptions={(x) => x}
      getOptionLabel={describePlace}
      getOptionKey={placeKey}
      isOptionEqualToValue={(a, b) => a.latitude === b.latitude && a.longitude === b.longitude}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, place) => {
        if (!place) return;
        onPick(place);
        setInput('');
      }}
      loading={search.isFetching}
      loadingText={t('widgets.weather.searching')}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField {...params} label={t('widgets.weather.location')} placeholder={t('widgets.weather.searchPlaceholder')} />
      )}
    />
  );
}

/** The name on screen: edited locally, committed on blur or Enter when valid (one undo step). */
function DisplayName({ value, onCommit }: { value: string; onCommit: (name: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const check = weatherLocationSchema.shape.name.safeParse(draft);
  const error = check.success ? null : errorMessage(check.error.issues[0]?.message ?? 'FIELD_INVALID', currentLocale());
  const commit = () => {
    if (check.success && check.data !== value) onCommit(check.data);
  };
  return (
    <TextField
      size="small"
      label={t('widgets.weather.displayName')}
      value={draft}
      error={!!error}
      helperText={error ?? ' '}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      slotProps={{ htmlInput: { maxLength: 150 } }}
    />
  );
}

/** Settings of a weather widget (spec part 3: location, unit Fahrenheit or Celsius, display options). */
/** Toggle labels in the body text colour: MUI's default grey is too faint beside the panel's other text (axe). */
const TOGGLES = { '& .MuiToggleButton-root': { color: 'text.primary' } } as const;

export function WeatherPanel({ value, onChange }: WidgetPanelProps<WeatherProps>) {
  const { t, i18n } = useTranslation();
  const coordinate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 4 });
  const toggle = (key: 'showCurrent' | 'showHighLow' | 'showWind' | 'showHumidity') => (
    <FormControlLabel
      key={key}
      control={<Switch size="small" checked={value[key]} onChange={(e) => onChange({ [key]: e.target.checked })} />}
      label={t(`widgets.weather.${key}`)}
    />
  );
  return (
    <Stack spacing={2} data-testid="weather-panel">
      <LocationSearch
        onPick={(place) => onChange({ location: { name: place.name.slice(0, 120), latitude: place.latitude, longitude: place.longitude } })}
      />
      <Box>
        <DisplayName value={value.location.name} onCommit={(name) => onChange({ location: { ...value.location, name } })} />
        <Typography variant="caption" color="text.secondary" component="div">
          {t('widgets.weather.coordinates', {
            latitude: coordinate.format(value.location.latitude),
            longitude: coordinate.format(value.location.longitude),
          })}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {t('widgets.weather.unit')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          sx={TOGGLES}
          value={value.unit}
          onChange={(_, unit: WeatherProps['unit'] | null) => unit && onChange({ unit })}
          aria-label={t('widgets.weather.unit')}
        >
          <ToggleButton value="celsius">{t('widgets.weather.celsius')}</ToggleButton>
          <ToggleButton value="fahrenheit">{t('widgets.weather.fahrenheit')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box>
        <Typography variant="subtitle2">{t('widgets.weather.display')}</Typography>
        <Stack>{(['showCurrent', 'showHighLow', 'showWind', 'showHumidity'] as const).map(toggle)}</Stack>
      </Box>
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {t('widgets.weather.forecastDays')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          sx={TOGGLES}
          value={value.forecastDays}
          onChange={(_, days: WeatherProps['forecastDays'] | null) => days !== null && onChange({ forecastDays: days })}
          aria-label={t('widgets.weather.forecastDays')}
        >
          {WEATHER_FORECAST_DAYS.map((days) => (
            <ToggleButton key={days} value={days}>
              {days === 0 ? t('widgets.weather.forecastNone') : t('widgets.weather.forecastCount', { count: days })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box>
        <Typography variant="subtitle2" gutterBottom>
          {t('widgets.weather.layout')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          sx={TOGGLES}
          value={value.layout}
          onChange={(_, layout: WeatherProps['layout'] | null) => layout && onChange({ layout })}
          aria-label={t('widgets.weather.layout')}
        >
          <ToggleButton value="full">{t('widgets.weather.layoutFull')}</ToggleButton>
          <ToggleButton value="compact">{t('widgets.weather.layoutCompact')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
    </Stack>
  );
}
