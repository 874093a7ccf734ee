import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export const ALERT_TABS = ['list', 'create', 'integrations'] as const;
export type AlertTab = (typeof ALERT_TABS)[number];

/** The alerts area's sections (spec 2.2): the list, create, integrations. `current` false: none selected (editing). */
export function AlertsTabs({ current }: { current: AlertTab | false }) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={current}
      aria-label={t('alerts.tabsLabel')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {ALERT_TABS.map((name) => (
        <Tab key={name} value={name} label={t(`alerts.tabs.${name}`)} component={RouterLink} to={`/home/alerts/${name}`} />
      ))}
    </Tabs>
  );
}
