import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

/** The zones an organization may pick: this browser's IANA zones and UTC (the server checks the same list). */
export function timeZoneOptions(): string[] {
  try {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes('UTC') ? zones : ['UTC', ...zones];
  } catch {
    return ['UTC'];
  }
}

interface Props {
  value: string;
  onChange: (zone: string) => void;
  label: string;
  helperText?: string;
  error?: string;
  disabled?: boolean;
  name?: string;
}

/** A searchable time zone picker (type "Stock" to find Europe/Stockholm). */
export function TimeZoneSelect({ value, onChange, label, helperText, error, disabled, name = 'timeZone' }: Props) {
  const options = useMemo(timeZoneOptions, []);
  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_, zone) => onChange(zone ?? '')}
      autoHighlight
      disableClearable={Boolean(value)}
      disabled={disabled}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} error={Boolean(error)} helperText={error ?? helperText ?? ' '} />
      )}
    />
  );
}
