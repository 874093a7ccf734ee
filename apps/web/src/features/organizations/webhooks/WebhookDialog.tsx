import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { WEBHOOK_EVENTS, type WebhookSecret, type WebhookSummary } from '@signage/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { webhooksApi } from './api.ts';

type EventType = (typeof WEBHOOK_EVENTS)[number];

/** Add or edit a webhook: its address, its events and (when editing) on or off. */
export function WebhookDialog({
  organizationId,
  hook,
  onClose,
  onSaved,
}: {
  organizationId: number;
  hook: WebhookSummary | null;
  onClose: () => void;
  /** `created` carries the secret (answered once) of a new webhook. */
  onSaved: (created: WebhookSecret | null) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const eventsId = useId();
  const [url, setUrl] = useState(hook?.url ?? 'https://');
  const [events, setEvents] = useState<EventType[]>(hook?.events ?? []);
  const [enabled, setEnabled] = useState(hook?.enabled ?? true);
  const save = useMutation({
    mutationFn: async () => {
      if (hook) {
        await webhooksApi.update({ webhookId: hook.id, url, events, enabled });
        return null;
      }
      return webhooksApi.create({ organizationId, url, events, enabled: true });
    },
    onSuccess: (created) => onSaved(created),
  });
  const error = save.error ? toApiError(save.error) : null;
  const urlError = error?.field('url');
  const eventsError = error?.field('events');
  const toggle = (e: EventType, on: boolean) => setEvents((list) => (on ? [...list, e] : list.filter((x) => x !== e)));
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={phone}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
        noValidate
      >
        <DialogTitle id={titleId}>{hook ? t('webhooks.dialog.editTitle') : t('webhooks.dialog.createTitle')}</DialogTitle>
        <DialogContent dividers>
          <FormAlert error={error && !urlError && !eventsError ? error : null} />
          <TextField
            name="url"
            type="url"
            label={t('webhooks.dialog.url')}
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            fullWidth
            required
            error={Boolean(urlError)}
            helperText={urlError ?? t('webhooks.dialog.urlHelp')}
            sx={{ mb: 3 }}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
          />
          <FormControl component="fieldset" error={Boolean(eventsError)} sx={{ mb: 2 }}>
            <FormLabel component="legend" id={eventsId}>
              {t('webhooks.eventsLabel')}
            </FormLabel>
            <FormGroup>
              {WEBHOOK_EVENTS.map((e) => (
                <FormControlLabel
                  key={e}
                  control={<Checkbox checked={events.includes(e)} onChange={(ev) => toggle(e, ev.target.checked)} name={e} />}
                  label={t(`webhooks.events.${e}`)}
                />
              ))}
            </FormGroup>
            {eventsError ? <FormHelperText>{eventsError}</FormHelperText> : null}
          </FormControl>
          {hook ? (
            <FormControlLabel
              control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
              label={t('webhooks.dialog.enabled')}
              sx={{ display: 'flex' }}
            />
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('webhooks.dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {hook ? t('webhooks.dialog.save') : t('webhooks.dialog.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
