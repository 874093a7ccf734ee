import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../legal/LegalDocument.tsx';
import { SectionTitle } from './SectionTitle.tsx';

export function PrivacySection() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="account-privacy">
      <SectionTitle id="account-privacy">{t('legal.privacyTitle')}</SectionTitle>
      <LegalDocument kind="privacy" />
    </Box>
  );
}
