import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { type LicenceStatus, LICENCE_STATUS, type Role, can } from '@signage/shared';
import { useTranslation } from 'react-i18next';

/**
 * Licence-expired notice (spec parts 6 and 8): view-only; owners and admins get a renewal contact,
 * everybody else is told to contact their administrator.
 */
export function LicenceBanner({ status, role }: { status: LicenceStatus; role: Role }) {
  const { t } = useTranslation();
  if (status === LICENCE_STATUS.valid) return null;
  const admin = can(role, 'licence.manage');
  return (
    <Alert
      severity="warning"
      variant="filled"
      square
      sx={{ borderRadius: 0 }}
      data-testid="licence-banner"
      role="alert"
      action={
        admin ? (
          <Button component={RouterLink} to="/home/help/contact" color="inherit" size="small" variant="outlined">
            {t('licence.renewAction')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{admin ? t('licence.expiredAdmin') : t('licence.expiredUser')}</AlertTitle>
      {admin ? t('licence.expiredAdminAction', { contact: t('licence.renewContact') }) : t('licence.expiredUserAction')}
    </Alert>
  );
}
