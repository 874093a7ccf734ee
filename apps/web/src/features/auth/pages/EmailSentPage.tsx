import '../i18n/index.ts';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RESET_TOKEN_TTL_MIN } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PublicLayout } from '../../../components/PublicLayout.tsx';

export default function EmailSentPage() {
  const { t } = useTranslation();
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <PublicLayout title={t('emailSent.title')} icon={<MarkEmailUnreadOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />}>
      <Typography sx={{ mb: 2 }}>
        {email
          ? t('emailSent.text', { email, minutes: RESET_TOKEN_TTL_MIN })
          : t('emailSent.textNoEmail', { minutes: RESET_TOKEN_TTL_MIN })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('emailSent.spam')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" fullWidth>
        {t('app.backToSignIn')}
      </Button>
    </PublicLayout>
  );
}
