import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const HEX = /^#[0-9A-Fa-f]{6}$/;

/**
 * A colour as `#RRGGBB` text with the browser's colour picker beside it (both name the same value).
 * `error` (e.g. the server's) wins over the format hint.
 */
export function ColorField({
  name,
  label,
  value,
  onChange,
  error,
  helperText,
  disabled = false,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helperText?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const pickerId = useId();
  const valid = HEX.test(value);
  const problem = error ?? (valid ? undefined : t('color.hexHelp'));
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value.trim().toUpperCase())}
      error={Boolean(problem)}
      helperText={problem ?? helperText ?? ' '}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'characters' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                id={pickerId}
                type="color"
                aria-label={t('color.pick', { name: label })}
                value={valid ? value.toLowerCase() : '#000000'}
                disabled={disabled}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value.toUpperCase())}
                sx={{ width: 32, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: disabled ? 'default' : 'pointer' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
