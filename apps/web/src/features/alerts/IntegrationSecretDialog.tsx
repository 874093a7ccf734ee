import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { IntegrationSecret } from '@signage/shared';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton.tsx';
import { capSample, hookExamples } from './hookExamples.ts';

function SecretField({ label, value, name }: { label: string; value: string; name: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      fullWidth
      multiline
      slotProps={{
        htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace', fontSize: '0.85rem', wordBreak: 'break-all' } },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <CopyButton text={value} label={t('alerts.secret.copyNamed', { name: label })} />
            </InputAdornment>
          ),
        },
      }}
      onFocus={(e) => e.target.select()}
    />
  );
}

function CodeBlock({ title, code, copyLabel }: { title: string; code: string; copyLabel: string }) {
  const headingId = useId();
  return (
    <Box component="figure" sx={{ m: 0 }} aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="figcaption" variant="subtitle2" id={headingId}>
          {title}
        </Typography>
        <CopyButton text={code} label={copyLabel} />
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        sx={{
          m: 0,
          mt: 0.5,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          fontFamily: 'monospace',
          fontSize: '0.8rem',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
          maxHeight: 280,
          overflow: 'auto',
        }}
      >
        {code}
      </Box>
    </Box>
  );
}

/**
 * The integration's API key and its URLs, answered once by create and by regenerate: shown here with
 * copy buttons and ready-to-paste calls, with a plain warning that the key will not be shown again.
 */
export function IntegrationSecretDialog({
  secret,
  regenerated,
  onClose,
}: {
  secret: IntegrationSecret | null;
  regenerated?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [now] = useState(() => new Date());
  const integration = secret?.integration;
  const provider = integration?.provider ?? 'generic';
  const examples = useMemo(
    () => (secret ? hookExamples(secret, provider, integration?.alerts[0]?.name) : []),
    [secret, provider, integration],
  );
  return (
    <Dialog
      open={Boolean(secret)}
      onClose={(_, reason) => reason !== 'backdropClick' && onClose()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      data-testid="integration-secret"
    >
      <DialogTitle id={titleId}>
        {regenerated
          ? t('alerts.secret.titleRegenerated', { name: integration?.name })
          : t('alerts.secret.title', { name: integration?.name })}
      </DialogTitle>
      {secret ? (
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="warning" role="alert">
            <strong>{t('alerts.secret.onceTitle')}</strong> {t('alerts.secret.onceText')}
          </Alert>
          <SecretField name="apiKey" label={t('alerts.secret.apiKey')} value={secret.apiKey} />
          {provider === 'generic' ? (
            <>
              <SecretField name="triggerUrl" label={t('alerts.secret.triggerUrl')} value={secret.triggerUrl} />
              <SecretField name="deactivateUrl" label={t('alerts.secret.deactivateUrl')} value={secret.deactivateUrl} />
            </>
          ) : null}
          <SecretField
            name="jsonUrl"
            label={provider === 'cap' ? t('alerts.secret.capUrl') : t('alerts.secret.jsonUrl')}
            value={secret.jsonUrl}
          />
          <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            {t('alerts.secret.examplesTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {provider === 'cap' ? t('alerts.secret.capIntro') : t('alerts.secret.genericIntro')}
          </Typography>
          {examples.map((example) => (
            <CodeBlock
              key={example.key}
              title={t(`alerts.secret.examples.${example.key}`)}
              code={example.command}
              copyLabel={t('alerts.secret.copyNamed', { name: t(`alerts.secret.examples.${example.key}`) })}
            />
          ))}
          {provider === 'cap' ? (
            <>
              <CodeBlock
                title={t('alerts.secret.capSample')}
                code={capSample(now)}
                copyLabel={t('alerts.secret.copyNamed', { name: t('alerts.secret.capSample') })}
              />
              <CodeBlock
                title={t('alerts.secret.capCancelSample')}
                code={capSample(now, { msgType: 'Cancel' })}
                copyLabel={t('alerts.secret.copyNamed', { name: t('alerts.secret.capCancelSample') })}
              />
            </>
          ) : null}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button variant="contained" onClick={onClose} data-testid="secret-done">
          {t('alerts.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
