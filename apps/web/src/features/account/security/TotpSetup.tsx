import './i18n/index.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { requiredError } from '../../../components/validate.ts';

/** The key grouped by four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * Adding an authenticator app: the QR code (drawn here, in the browser — the secret never leaves for
 * a QR service), the key to type instead, and the first code that confirms it.
 */
export function TotpSetup({
  secret,
  otpauthUrl,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  secret: string;
  otpauthUrl: string;
  pending: boolean;
  error: ApiError | null;
  onConfirm: (code: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [qr, setQr] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  useEffect(() => {
    QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200, errorCorrectionLevel: 'M' })
      .then(setQr)
      .catch(() => setQr(''));
  }, [otpauthUrl]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = requiredError(code);
    setProblem(missing);
    if (!missing) onConfirm(code.trim());
  }

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="totp-setup">
      <Stack spacing={2}>
        <Typography>{t('security.totp.scan')}</Typography>
        {qr ? <Box component="img" src={qr} alt={t('security.totp.qrAlt')} sx={{ width: 200, height: 200, alignSelf: 'center' }} /> : null}
        <Typography variant="body2">{t('security.totp.manual')}</Typography>
        <Typography
          component="code"
          data-testid="totp-secret"
          data-secret={secret}
          sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-all', bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
        >
          {grouped(secret)}
        </Typography>
        <FormAlert error={error} />
        <TextField
          label={t('security.totp.code')}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={Boolean(problem || error?.field('code'))}
          helperText={problem ?? error?.field('code')}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          required
        />
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={pending} data-testid="totp-confirm">
            {t('security.totp.confirm')}
          </Button>
          {onCancel ? (
            <Button onClick={onCancel} disabled={pending}>
              {t('security.totp.cancel')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Box>
  );
}

/** Recovery codes, shown once, with a copy button. */
export function RecoveryCodesList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Stack spacing={2} data-testid="recovery-codes">
      <FormAlert error={t('security.recovery.show')} severity="warning" />
      <Box
        component="ul"
        aria-label={t('security.recovery.listLabel')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, auto)' }, gap: 1 }}
      >
        {codes.map((c) => (
          <Box component="li" key={c} sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
            {c}
          </Box>
        ))}
      </Box>
      {copied ? <FormAlert error={t('security.recovery.copied')} severity="success" /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          onClick={() => {
            navigator.clipboard
              ?.writeText(codes.join('\n'))
              .then(() => setCopied(true))
              .catch(() => setCopied(false));
          }}
        >
          {t('security.recovery.copy')}
        </Button>
        <Button variant="contained" onClick={onDone} data-testid="recovery-codes-done">
          {t('security.recovery.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
