import './i18n/index.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLocale } from '../../state/locale.ts';
import { ContactSupportForm } from './ContactSupportForm.tsx';
import type { HelpContent } from './content/types.ts';
import { HelpDocView } from './HelpDocView.tsx';
import { useHelpContent } from './useHelpContent.ts';

export const HELP_TOPICS = [
  'contact',
  'support',
  'howto',
  'releasenotes',
  'usermanual',
  'stats',
] as const satisfies readonly (keyof HelpContent)[];
type Topic = (typeof HELP_TOPICS)[number];

/**
 * /home/help/{contact|support|howto|releasenotes|usermanual|stats} (spec 2.2's five topics, plus usage stats: docs/insight.md "Usage stats").
 * Contact starts with the form that writes to support (docs/support.md).
 */
export default function HelpPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { topic } = useParams();
  const content = useHelpContent(locale);

  if (!(HELP_TOPICS as readonly string[]).includes(topic ?? '')) return <Navigate to="/home/help/contact" replace />;
  const current = topic as Topic;

  return (
    <>
      <PageHeader title={t('help.title')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={current} variant="scrollable" scrollButtons="auto" aria-label={t('help.tabsLabel')}>
          {HELP_TOPICS.map((key) => (
            <Tab
              key={key}
              value={key}
              label={t(`help.tabs.${key}`)}
              component={RouterLink}
              to={`/home/help/${key}`}
              id={`help-tab-${key}`}
              aria-controls="help-panel"
              data-testid={`help-tab-${key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Card role="tabpanel" id="help-panel" aria-labelledby={`help-tab-${current}`}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          {current === 'contact' ? <ContactSupportForm /> : null}
          {content.isPending ? (
            <>
              <Skeleton height={40} width="50%" />
              <Skeleton height={24} />
              <Skeleton height={24} />
              <Skeleton height={24} width="80%" />
            </>
          ) : content.isError || !content.data ? (
            <Alert severity="error">{t('help.loadFailed')}</Alert>
          ) : (
            <HelpDocView doc={content.data[current]} />
          )}
        </CardContent>
      </Card>
    </>
  );
}
