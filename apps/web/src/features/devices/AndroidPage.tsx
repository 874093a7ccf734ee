import './i18n/index.ts';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../components/PublicLayout.tsx';

const STEP_GROUPS = [
  ['android', 4],
  ['kiosk', 3],
  ['pi', 3],
  ['tv', 2],
] as const;

/** /android (spec 2.1): how to install the player on a screen, with a QR code of its address. */
export default function AndroidPage() {
  const { t } = useTranslation();
  const playerUrl = `${window.location.origin}/player/`;
  const [qr, setQr] = useState('');
  useEffect(() => {
    QRCode.toDataURL(playerUrl, { margin: 1, width: 480, errorCorrectionLevel: 'M' })
      .then(setQr)
      .catch(() => setQr(''));
  }, [playerUrl]);

  return (
    <PublicLayout title={t('devices.android.title')} subtitle={t('devices.android.intro')} wide>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 3, alignItems: 'center', mb: 3 }}>
        <Box sx={{ textAlign: 'center' }}>
          {qr ? (
            <Box
              component="img"
              src={qr}
              alt={t('devices.android.qrAlt', { url: playerUrl })}
              sx={{ width: 200, height: 200, border: '1px solid', borderColor: 'divider', borderRadius: 1 }}
              data-testid="player-qr"
            />
          ) : (
            <Box sx={{ width: 200, height: 200, mx: 'auto', bgcolor: 'action.hover' }} />
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography>{t('devices.android.scan')}</Typography>
          <Typography
            component="code"
            sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 1, py: 0.5, borderRadius: 1, wordBreak: 'break-all' }}
          >
            {playerUrl}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" href={playerUrl} startIcon={<OpenInNew />}>
              {t('devices.android.open')}
            </Button>
            {qr ? (
              <Button variant="outlined" href={qr} download="player-qr.png" startIcon={<Download />}>
                {t('devices.android.downloadQr')}
              </Button>
            ) : null}
          </Box>
        </Box>
      </Box>
      {STEP_GROUPS.map(([group, count]) => (
        <Box component="section" key={group} sx={{ mb: 2.5 }}>
          <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
            {t(`devices.android.${group}.title`)}
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
            {Array.from({ length: count }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed list of steps.
              <li key={i}>{t(`devices.android.${group}.step${i + 1}`, { url: playerUrl })}</li>
            ))}
          </Box>
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary">
        {t('devices.android.pairing')}
      </Typography>
    </PublicLayout>
  );
}
