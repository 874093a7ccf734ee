import './i18n/index.ts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { DetailsSection } from './sections/DetailsSection.tsx';
import { EulaSection } from './sections/EulaSection.tsx';
import { LanguageSection } from './sections/LanguageSection.tsx';
import { PasswordSection } from './sections/PasswordSection.tsx';
import { PrivacySection } from './sections/PrivacySection.tsx';
import { SecuritySection } from './security/SecuritySection.tsx';

export const ACCOUNT_SECTIONS = ['details', 'password', 'security', 'eula', 'privacy-policy', 'language'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

function parseSection(value: string | null): AccountSection {
  return (ACCOUNT_SECTIONS as readonly string[]).includes(value ?? '') ? (value as AccountSection) : 'details';
}

/** /home/account?section= (spec 2.2: eula, privacy-policy, or the account details by default). */
export default function AccountPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const section = parseSection(params.get('section'));

  return (
    <>
      <PageHeader title={t('account.title')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={section} variant="scrollable" scrollButtons="auto" aria-label={t('account.sectionsLabel')}>
          {ACCOUNT_SECTIONS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`account.sections.${key}`)}
              component={RouterLink}
              to={key === 'details' ? '/home/account' : `/home/account?section=${key}`}
              id={`account-tab-${key}`}
              aria-controls="account-panel"
              data-testid={`account-tab-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Card role="tabpanel" id="account-panel" aria-labelledby={`account-tab-${section}`}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {section === 'details' ? <DetailsSection /> : null}
          {section === 'password' ? <PasswordSection /> : null}
          {section === 'security' ? <SecuritySection /> : null}
          {section === 'eula' ? <EulaSection /> : null}
          {section === 'privacy-policy' ? <PrivacySection /> : null}
          {section === 'language' ? <LanguageSection /> : null}
        </CardContent>
      </Card>
    </>
  );
}
