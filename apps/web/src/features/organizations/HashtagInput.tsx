import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** Normalizes a typed tag: no leading '#', letters, digits, '_' and '-' only (the contract's hashtag rule). */
export function cleanTag(raw: string): string {
  return raw
    .trim()
    .replace(/^#+/, '')
    .replace(/[^\p{L}\p{N}_-]/gu, '')
    .slice(0, 40);
}

/** Hashtags of an organization: type and press Enter (or comma); shown as #tag chips. */
export function HashtagInput({
  value,
  onChange,
  options = [],
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  options?: string[];
}) {
  const { t } = useTranslation();
  return (
    <Autocomplete
      multiple
      freeSolo
      options={options}
      value={value}
      onChange={(_, next) => onChange([...new Set(next.map((v) => cleanTag(String(v))).filter(Boolean))])}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={`#${tag}`} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name="hashtags"
          label={t('organizations.fields.hashtags')}
          helperText={t('organizations.form.hashtagsHelp')}
        />
      )}
    />
  );
}
