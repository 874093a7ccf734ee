import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { LicenceInfo, PackageState } from '@signage/shared';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../state/locale.ts';
import { formatDate } from '../../i18n/dates.ts';
import { UsageBar } from '../licences/index.ts';

const STATE_COLORS: Record<PackageState, 'info' | 'success' | 'warning' | 'error' | 'secondary'> = {
  trial: 'info',
  demo: 'secondary',
  active: 'success',
  expiring_soon: 'warning',
  expired: 'error',
};

export function packageLabel(t: (key: string, options?: Record<string, unknown>) => string, name: string): string {
  return t(`licence.packages.${name}`, {
    defaultValue: name
      .replace(/_/g, ' ')
      .toLowerCase()
      .replace(/^\w/, (c) => c.toUpperCase()),
  });
}

function Usage({ label, used, allowed }: { label: string; used: number; allowed: number | null }) {
  const { t } = useTranslation();
  const text = allowed === null ? t('licence.usageUnlimited', { used }) : t('licence.usage', { used, allowed });
  return <UsageBar label={label} text={text} used={used} allowed={allowed} />;
}

export function LicenceSummary({ licence, loading, failed }: { licence: LicenceInfo | undefined; loading: boolean; failed: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = useId();

  let body: ReactNode;
  if (loading) {
    body = (
      <Box>
        <Skeleton width="60%" height={32} />
        <Skeleton height={24} />
        <Skeleton height={24} />
      </Box>
    );
  } else if (failed || !licence) {
    body = <Alert severity="info">{t('licence.unavailable')}</Alert>;
  } else {
    const expires = licence.validityExpiresAt ? new Date(licence.validityExpiresAt) : null;
    const days = expires ? Math.ceil((expires.getTime() - Date.now()) / 86_400_000) : null;
    body = (
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('licence.package')}
            </Typography>
            <Typography sx={{ fontWeight: 600, fontSize: '1.15rem' }} data-testid="licence-package">
              {packageLabel(t, licence.packageName)}
            </Typography>
          </Box>
          <Chip
            label={t(`licence.states.${licence.packageState}`)}
            color={STATE_COLORS[licence.packageState]}
            icon={licence.packageState === 'active' ? <VerifiedOutlined /> : undefined}
            data-testid="licence-state"
            aria-label={`${t('licence.state')}: ${t(`licence.states.${licence.packageState}`)}`}
          />
        </Box>
        <Usage label={t('licence.devices')} used={licence.usedDevices} allowed={licence.numDevices} />
        <Usage label={t('licence.users')} used={licence.usedUsers} allowed={licence.numUsers} />
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('licence.expires')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {expires ? (
              <>
                {formatDate(expires, locale, 'sentence')}{' '}
                <Typography component="span" color={days !== null && days <= 0 ? 'error' : 'text.secondary'} sx={{ fontWeight: 400 }}>
                  ({days !== null && days <= 0 ? t('licence.expiredAgo') : t('licence.expiresIn', { count: days ?? 0 })})
                </Typography>
              </>
            ) : (
              t('licence.noExpiry')
            )}
          </Typography>
        </Box>
      </Box>
    );
  }

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id={headingId} sx={{ mb: 2 }}>
          {t('licence.title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
