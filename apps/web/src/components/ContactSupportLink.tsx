import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Where a message says "contact support" (licence limits, a device that will not pair): Help › Contact's form. */
export function ContactSupportLink() {
  const { t } = useTranslation();
  return (
    <Link component={RouterLink} to="/home/help/contact" data-testid="contact-support-link" sx={{ fontWeight: 500 }}>
      {t('common.contactSupport')}
    </Link>
  );
}
