import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WebhookSecret } from '@signage/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton.tsx';

/** The signing secret of a new or rotated webhook, answered once: shown here with a copy button. */
export function SecretDialog({ secret, onClose }: { secret: WebhookSecret | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={Boolean(secret)}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="webhook-secret"
    >
      <DialogTitle id={titleId}>{t('webhooks.secret.title')}</DialogTitle>
      {secret ? (
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning" role="alert">
            {t('webhooks.secret.once')}
          </Alert>
          <TextField
            name="secret"
            label={t('webhooks.secret.label')}
            value={secret.secret}
            fullWidth
            multiline
            onFocus={(e) => e.target.select()}
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace', wordBreak: 'break-all' } },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <CopyButton text={secret.secret} label={t('webhooks.secret.copy')} />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('webhooks.secret.text')}
          </Typography>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('webhooks.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
