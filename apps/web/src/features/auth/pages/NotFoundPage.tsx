import '../i18n/index.ts';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicLayout } from '../../../components/PublicLayout.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout title={t('app.notFoundTitle')}>
      <Typography sx={{ mb: 3 }}>{t('app.notFoundText')}</Typography>
      <Button component={RouterLink} to="/" variant="contained" fullWidth size="large">
        {t('app.backToSignIn')}
      </Button>
    </PublicLayout>
  );
}
