import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  API_TOKEN_EXPIRY_CHOICES,
  API_TOKEN_MAX_DAYS,
  API_TOKEN_NAME_MAX,
  API_TOKEN_SCOPES,
  type ApiTokenScope,
  can,
  type Role,
} from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { copyText } from '../../../components/CopyButton.tsx';
import { apiTokensApi, apiTokensKeys } from './api.ts';

/** Which scopes a role may give (the server checks the same: a token never exceeds its creator's role). */
const SCOPE_PERMISSION = {
  read: 'dashboard.view',
  content: 'content.manage',
  screens: 'devices.manage',
  alerts: 'alerts.manage',
  users: 'users.manage',
} as const;
export const scopeAllowed = (role: Role, scope: ApiTokenScope) => can(role, SCOPE_PERMISSION[scope]);

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The create dialog: name, scopes, expiry; then the token, shown once, with a copy button. */
export function CreateApiTokenDialog({ open, role, onClose }: { open: boolean; role: Role; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(['read']);
  const [expiry, setExpiry] = useState<string>('90');
  const [date, setDate] = useState(() => isoDay(new Date(Date.now() + 30 * DAY_MS)));
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);

  const create = useMutation({
    mutationFn: () =>
      apiTokensApi.create(expiry === 'date' ? { name, scopes, expiresOn: date } : { name, scopes, expiresInDays: Number(expiry) }),
    onSuccess: (result) => {
      setSecret(result.secret);
      return queryClient.invalidateQueries({ queryKey: apiTokensKeys.list() });
    },
  });
  const error = create.error ? toApiError(create.error) : null;

  const close = () => {
    setName('');
    setScopes(['read']);
    setExpiry('90');
    setSecret(null);
    setCopied(null);
    create.reset();
    onClose();
  };
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) =>
      (on ? [...current, scope] : current.filter((s) => s !== scope)).sort(
        (a, b) => API_TOKEN_SCOPES.indexOf(a) - API_TOKEN_SCOPES.indexOf(b),
      ),
    );

  const today = isoDay(new Date(Date.now() + DAY_MS));
  const last = isoDay(new Date(Date.now() + API_TOKEN_MAX_DAYS * DAY_MS));

  return (
    <Dialog open={open} onClose={secret ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {secret ? (
        <>
          <DialogTitle id={titleId}>{t('apiTokens.createdTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t('apiTokens.createdText')}</DialogContentText>
            <TextField
              label={t('apiTokens.tokenLabel')}
              value={secret}
              fullWidth
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'api-token-secret', style: { fontFamily: 'monospace' } } }}
              onFocus={(e) => e.target.select()}
            />
            <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                startIcon={<ContentCopy />}
                onClick={async () => setCopied(await copyText(secret))}
                data-testid="api-token-copy"
              >
                {t('apiTokens.copy')}
              </Button>
              <Typography role="status" variant="body2" color={copied === false ? 'error' : 'text.secondary'}>
                {copied === null ? '' : copied ? t('apiTokens.copied') : t('apiTokens.copyFailed')}
              </Typography>
            </Stack>
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('apiTokens.docsHint')}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('apiTokens.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            create.mutate();
          }}
          noValidate
        >
          <DialogTitle id={titleId}>{t('apiTokens.dialogTitle')}</DialogTitle>
          <DialogContent>
            {error && !error.fields.name && !error.fields.scopes ? <FormAlert error={error} /> : null}
            <TextField
              label={t('apiTokens.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              fullWidth
              autoFocus
              margin="dense"
              error={!!error?.field('name')}
              helperText={error?.field('name') ?? t('apiTokens.nameHelp')}
              slotProps={{ htmlInput: { maxLength: API_TOKEN_NAME_MAX } }}
            />
            <FormControl component="fieldset" sx={{ mt: 2 }} error={!!error?.field('scopes')}>
              <FormLabel component="legend">{t('apiTokens.scopesLegend')}</FormLabel>
              <FormGroup>
                {API_TOKEN_SCOPES.map((scope) => {
                  const allowed = scopeAllowed(role, scope);
                  return (
                    <FormControlLabel
                      key={scope}
                      disabled={!allowed}
                      control={<Checkbox checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />}
                      label={
                        <span>
                          <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                            {t(`apiTokens.scopes.${scope}`)}
                          </Typography>
                          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                            {allowed ? t(`apiTokens.scopeHelp.${scope}`) : t('apiTokens.scopeNotInRole')}
                          </Typography>
                        </span>
                      }
                      sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiCheckbox-root': { pt: 0.5 } }}
                    />
                  );
                })}
              </FormGroup>
              {error?.field('scopes') ? <FormHelperText>{error.field('scopes')}</FormHelperText> : null}
            </FormControl>
            <FormControl component="fieldset" sx={{ mt: 2, display: 'block' }}>
              <FormLabel component="legend">{t('apiTokens.expiry')}</FormLabel>
              <RadioGroup value={expiry} onChange={(e) => setExpiry(e.target.value)}>
                {API_TOKEN_EXPIRY_CHOICES.map((days) => (
                  <FormControlLabel
                    key={days}
                    value={String(days)}
                    control={<Radio />}
                    label={t('apiTokens.expiryDays', { count: days })}
                  />
                ))}
                <FormControlLabel value="date" control={<Radio />} label={t('apiTokens.expiryDate')} />
              </RadioGroup>
              {expiry === 'date' ? (
                <TextField
                  type="date"
                  label={t('apiTokens.expiryDateField')}
                  value={date}
                  onChange={(e) => setDate(e.target.value)}
                  margin="dense"
                  error={!!error?.field('expiresOn')}
                  helperText={error?.field('expiresOn')}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last } }}
                />
              ) : null}
              <FormHelperText>{t('apiTokens.expiryHelp')}</FormHelperText>
            </FormControl>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('apiTokens.cancel')}</Button>
            <Button type="submit" variant="contained" disabled={create.isPending} data-testid="api-token-submit">
              {t('apiTokens.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
