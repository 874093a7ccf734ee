import './i18n/index.ts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import LinkOff from '@mui/icons-material/LinkOff';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CANVA_CONNECTION_STATUSES, type CanvaConnectionStatus } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { fallbackMessage } from '../../api/client.ts';
import { PublicLayout } from '../../components/PublicLayout.tsx';

/**
 * /connection/canva?status=connected|failed|disconnected (spec 2.4, the design service's connection
 * result pages): where the server's OAuth callback sends Canva's tab. The media library stays open in
 * the first tab (it notices the connection by itself), so "Back" closes this one; if the browser keeps
 * it, it goes to My media. A failure says "try again, contact support" (spec part 8).
 */
export default function CanvaResultPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status: CanvaConnectionStatus = (CANVA_CONNECTION_STATUSES as readonly string[]).includes(raw)
    ? (raw as CanvaConnectionStatus)
    : 'failed';
  const back = () => {
    window.close();
    // Still here: the tab was not opened by the CMS.
    setTimeout(() => navigate('/home/media/my', { replace: true }), 150);
  };
  const icon =
    status === 'connected' ? (
      <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
    ) : status === 'failed' ? (
      <ErrorOutline color="error" sx={{ fontSize: 48 }} aria-hidden />
    ) : (
      <LinkOff color="action" sx={{ fontSize: 48 }} aria-hidden />
    );
  return (
    <PublicLayout title={t(`media.canva.result.${status}Title`)} icon={icon}>
      <Typography sx={{ mb: 2 }} role="status" data-testid="canva-result">
        {status === 'failed' ? fallbackMessage('CANVA_CONNECTION_FAILED') : t(`media.canva.result.${status}Text`)}
      </Typography>
      {status === 'failed' ? (
        <Typography sx={{ mb: 2 }}>
          <Link component={RouterLink} to="/home/help/contact">
            {t('media.canva.result.support')}
          </Link>
        </Typography>
      ) : null}
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('media.canva.result.closeHint')}
      </Typography>
      <Button variant="contained" size="large" fullWidth onClick={back}>
        {t('media.canva.result.back')}
      </Button>
    </PublicLayout>
  );
}
