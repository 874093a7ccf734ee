import '../i18n/index.ts';
import './i18n/index.ts';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { SOCIAL_FAILURE_REASONS } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fallbackMessage } from '../../../api/client.ts';
import { PublicLayout } from '../../../components/PublicLayout.tsx';

/**
 * /social/connected and /social/failed?reason=<code> (spec 2.4, connection result pages): where the
 * server's OAuth callback sends the provider's tab. The editor stays open in the first tab, so "Back
 * to the editor" closes this one; if the browser keeps it, it goes to the playlists.
 */
export default function SocialResultPage({ outcome }: { outcome: 'connected' | 'failed' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const reason = params.get('reason') ?? '';
  const known = (SOCIAL_FAILURE_REASONS as readonly string[]).includes(reason) ? reason : 'SOCIAL_CONNECTION_FAILED';
  const connected = outcome === 'connected';
  const back = () => {
    window.close();
    // Still here: the tab was not opened by the editor.
    setTimeout(() => navigate('/home/playlists/my', { replace: true }), 150);
  };
  return (
    <PublicLayout
      title={t(connected ? 'widgets.social.result.connectedTitle' : 'widgets.social.result.failedTitle')}
      icon={
        connected ? (
          <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
        ) : (
          <ErrorOutline color="error" sx={{ fontSize: 48 }} aria-hidden />
        )
      }
    >
      <Typography sx={{ mb: 2 }} role="status" data-testid="social-result">
        {connected ? t('widgets.social.result.connectedText') : fallbackMessage(known)}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('widgets.social.result.closeHint')}
      </Typography>
      <Button variant="contained" size="large" fullWidth onClick={back}>
        {t('widgets.social.result.back')}
      </Button>
    </PublicLayout>
  );
}
