import './i18n/index.ts';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';

export default function HomeNotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('app.notFoundTitle')} />
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>{t('app.notFoundText')}</Typography>
        <Button component={RouterLink} to="/home" variant="contained">
          {t('app.backHome')}
        </Button>
      </Paper>
    </>
  );
}
