import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../state/locale.ts';
import { countryOptions } from './countries.ts';

interface Props {
  /** ISO code of the chosen country, or '' */
  value: string;
  onChange: (code: string) => void;
  error?: string;
  required?: boolean;
  name?: string;
}

/** Searchable country list with names in the interface language (spec part 9: about 200 countries). */
export function CountrySelect({ value, onChange, error, required, name = 'country' }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const options = useMemo(() => countryOptions(locale), [locale]);
  const selected = options.find((o) => o.code === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option?.code ?? '')}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      autoHighlight
      noOptionsText={t('validation.noCountry')}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={t('fields.country')}
          required={required}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'country-name' } }}
        />
      )}
    />
  );
}
