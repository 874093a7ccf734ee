import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { isLocale, LOCALES } from '@signage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeLocale, useLocale } from '../../../state/locale.ts';
import { LANGUAGE_NAMES } from '../../../i18n/index.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { accountKeys } from '../api.ts';
import { SectionTitle } from './SectionTitle.tsx';

export function LanguagePicker({ labelledBy, onChanged }: { labelledBy: string; onChanged?: () => void }) {
  const locale = useLocale();
  const changeLocale = useChangeLocale();
  return (
    <RadioGroup
      aria-labelledby={labelledBy}
      value={locale}
      onChange={async (event) => {
        const next = event.target.value;
        if (isLocale(next)) {
          await changeLocale(next);
          onChanged?.();
        }
      }}
    >
      {LOCALES.map((code) => (
        <FormControlLabel key={code} value={code} control={<Radio />} label={<span lang={code}>{LANGUAGE_NAMES[code]}</span>} />
      ))}
    </RadioGroup>
  );
}

export function LanguageSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  return (
    <Box component="section" aria-labelledby="account-language">
      <SectionTitle id="account-language">{t('account.language.title')}</SectionTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('account.language.intro')}
      </Typography>
      {saved ? <FormAlert error={t('account.language.saved')} severity="success" /> : null}
      <LanguagePicker
        labelledBy="account-language"
        onChanged={() => {
          setSaved(true);
          void queryClient.invalidateQueries({ queryKey: accountKeys.me() });
        }}
      />
    </Box>
  );
}
