import '../i18n/index.ts';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endSession } from '../../../state/session.ts';
import { PublicLayout } from '../../../components/PublicLayout.tsx';

/** /authflow/adminapproval: the account waits for an administrator of its organization. */
export default function AdminApprovalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PublicLayout title={t('adminApproval.title')} icon={<HourglassTopOutlined color="primary" sx={{ fontSize: 48 }} aria-hidden />}>
      <Typography sx={{ mb: 2 }}>{t('adminApproval.text')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('adminApproval.next')}
      </Typography>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={() => {
          endSession();
          navigate('/', { replace: true });
        }}
      >
        {t('app.backToSignIn')}
      </Button>
    </PublicLayout>
  );
}
