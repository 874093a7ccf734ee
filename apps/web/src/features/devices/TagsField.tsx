import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { screenTag } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceKeys, devicesApi } from './api.ts';

/** Every tag the organization's screens carry (the pickers' suggestions). */
export function useTags() {
  return useQuery({ queryKey: deviceKeys.tags, queryFn: () => devicesApi.tagList({}) });
}

/** A tag as the server stores it ('#Lobby' → 'lobby'), or null when it is not a valid tag. */
export function normalizeTag(value: string): string | null {
  const parsed = screenTag.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Tags typed or picked from the tags in use: Enter or comma adds one; a word that is not a tag
 * (letters, digits, '_' and '-', at most 40) is refused with a message under the field.
 */
export function TagsField({
  value,
  onChange,
  label,
  helperText,
  testId,
  autoFocus,
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  label: string;
  helperText?: string;
  testId?: string;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const tags = useTags();
  const [input, setInput] = useState('');
  const [error, setError] = useState('');

  function add(raw: string) {
    const words = raw
      .split(/[\s,]+/)
      .map((w) => w.trim())
      .filter(Boolean);
    if (words.length === 0) return true;
    const next = [...value];
    for (const w of words) {
      const tag = normalizeTag(w);
      if (!tag) {
        setError(t('devices.tags.invalid', { tag: w }));
        return false;
      }
      if (!next.includes(tag)) next.push(tag);
    }
    if (next.length > 30) {
      setError(t('devices.tags.tooMany'));
      return false;
    }
    setError('');
    onChange(next);
    return true;
  }

  return (
    <Autocomplete
      multiple
      freeSolo
      options={(tags.data ?? []).filter((x) => !value.includes(x))}
      value={value}
      inputValue={input}
      onInputChange={(_, v, reason) => {
        if (reason === 'reset') return;
        if (/[,\s]$/.test(v)) {
          if (add(v)) setInput('');
          else setInput(v.replace(/[,\s]+$/, ''));
        } else setInput(v);
      }}
      onChange={(_, next, reason) => {
        if (reason === 'createOption' || reason === 'selectOption') {
          const last = next[next.length - 1];
          if (typeof last === 'string' && add(last)) setInput('');
          return;
        }
        setError('');
        onChange(next.filter((x): x is string => typeof x === 'string'));
      }}
      onBlur={() => {
        if (input.trim() && add(input)) setInput('');
      }}
      renderValue={(selected, getItemProps) =>
        selected.map((tag, index) => {
          const { key, ...rest } = getItemProps({ index });
          return <Chip key={key} label={`#${tag}`} size="small" {...rest} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error || helperText || t('devices.tags.help')}
          autoFocus={autoFocus}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId, maxLength: 41 } }}
        />
      )}
    />
  );
}
