import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MESSAGE_POSITIONS, MESSAGE_SPEEDS, MESSAGE_STYLES, type MessageSummary } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../api/client.ts';
import { ColorField } from '../../components/ColorField.tsx';
import { contrastRatio, isHexColor } from '../../components/color.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { hasErrors } from '../../components/validate.ts';
import { useLocale } from '../../state/locale.ts';
import { TargetsField } from '../alerts/index.ts';
import { messagesApi, messagesKeys } from './api.ts';
import {
  DEFAULT_MESSAGE_COLORS,
  type MessageErrors,
  type MessageField,
  type MessageForm,
  type MessagePosition,
  type MessageSpeed,
  type MessageStyle,
  messageFormOf,
  messageRequestOf,
  messageServerErrors,
  newMessageForm,
  validateMessage,
} from './form.ts';
import { MessagePreview } from './MessagePreview.tsx';
import { AssistantButton } from '../assistant/index.ts';

const TEXT_MAX = 500;

/** New message or edit one (`message`): text, style, position, speed, colours, when, where; with the live preview. */
export function MessageDialog({
  message,
  onClose,
  onSaved,
}: {
  message?: MessageSummary;
  onClose: () => void;
  onSaved: (text: string) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<MessageForm>(() => (message ? messageFormOf(message, new Date()) : newMessageForm(new Date())));
  const [errors, setErrors] = useState<MessageErrors>({});
  const set = (patch: Partial<MessageForm>, ...cleared: MessageField[]) => {
    setForm((f) => ({ ...f, ...patch }));
    if (cleared.length) setErrors((e) => ({ ...e, ...Object.fromEntries(cleared.map((k) => [k, undefined])) }));
  };
  const save = useMutation({
    mutationFn: () => {
      const fields = messageRequestOf(form);
      return message ? messagesApi.update({ messageId: message.id, ...fields }) : messagesApi.create(fields);
    },
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: messagesKeys.all });
      onSaved(saved.text);
    },
    onError: (error) => setErrors(messageServerErrors(toApiError(error))),
  });
  const failed = save.error ? toApiError(save.error) : null;
  const failure = failed && !hasErrors(messageServerErrors(failed)) ? failed : null;
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  function submit(event: FormEvent) {
    event.preventDefault();
    save.reset();
    const found = validateMessage(form, new Date());
    setErrors(found);
    if (!hasErrors(found)) save.mutate();
  }

  const ratio = isHexColor(form.backgroundColor) && isHexColor(form.textColor) ? contrastRatio(form.backgroundColor, form.textColor) : null;
  const display = {
    id: 'preview',
    text: form.text,
    style: form.style,
    position: form.position,
    speed: form.speed,
    // While a colour is being typed, the default stands in.
    backgroundColor: isHexColor(form.backgroundColor) ? form.backgroundColor : DEFAULT_MESSAGE_COLORS.backgroundColor,
    textColor: isHexColor(form.textColor) ? form.textColor : DEFAULT_MESSAGE_COLORS.textColor,
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone} data-testid="message-dialog">
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={titleId}>{message ? t('messages.dialog.titleEdit') : t('messages.dialog.titleCreate')}</DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }}>
          <FormAlert error={failure} />
          {message?.state === 'active' ? <Alert severity="info">{t('messages.dialog.activeNote')}</Alert> : null}
          <MessagePreview message={display} />
          <TextField
            name="text"
            label={t('messages.fields.text')}
            value={form.text}
            onChange={(e) => set({ text: e.target.value }, 'text')}
            error={Boolean(errors.text)}
            helperText={errors.text ?? t('messages.dialog.textCount', { count: form.text.length, max: TEXT_MAX })}
            required
            multiline
            minRows={2}
            autoFocus
            slotProps={{ htmlInput: { maxLength: TEXT_MAX } }}
          />
          <AssistantButton
            sx={{ mt: -1.5, display: 'flex', justifyContent: 'flex-end' }}
            getText={() => form.text}
            onInsert={(option) => set({ text: option.slice(0, TEXT_MAX) }, 'text')}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('messages.fields.style')}</FormLabel>
              <RadioGroup row value={form.style} onChange={(e) => set({ style: e.target.value as MessageStyle }, 'style')}>
                {MESSAGE_STYLES.map((s) => (
                  <FormControlLabel key={s} value={s} control={<Radio />} label={t(`messages.style.${s}`)} />
                ))}
              </RadioGroup>
              <FormHelperText sx={{ mx: 0 }}>{t(`messages.dialog.styleHelp.${form.style}`)}</FormHelperText>
            </FormControl>
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('messages.fields.position')}</FormLabel>
              <RadioGroup row value={form.position} onChange={(e) => set({ position: e.target.value as MessagePosition }, 'position')}>
                {MESSAGE_POSITIONS.map((p) => (
                  <FormControlLabel key={p} value={p} control={<Radio />} label={t(`messages.position.${p}`)} />
                ))}
              </RadioGroup>
            </FormControl>
            {form.style === 'ticker' ? (
              <TextField
                select
                name="speed"
                label={t('messages.fields.speed')}
                value={form.speed}
                onChange={(e) => set({ speed: e.target.value as MessageSpeed }, 'speed')}
                helperText={t('messages.dialog.speedHelp')}
              >
                {MESSAGE_SPEEDS.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`messages.speed.${s}`)}
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <ColorField
              name="backgroundColor"
              label={t('messages.fields.backgroundColor')}
              value={form.backgroundColor}
              error={errors.backgroundColor}
              onChange={(backgroundColor) => set({ backgroundColor }, 'backgroundColor')}
            />
            <ColorField
              name="textColor"
              label={t('messages.fields.textColor')}
              value={form.textColor}
              error={errors.textColor}
              onChange={(textColor) => set({ textColor }, 'textColor')}
            />
          </Box>
          {ratio !== null && ratio < 4.5 ? (
            <Alert severity="warning">
              {t('color.lowContrast', { ratio: ratio.toLocaleString(locale, { maximumFractionDigits: 1 }) })}
            </Alert>
          ) : null}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormControl component="fieldset" error={Boolean(errors.startsAt)}>
              <FormLabel component="legend">{t('messages.fields.start')}</FormLabel>
              <RadioGroup value={form.startMode} onChange={(e) => set({ startMode: e.target.value as 'now' | 'at' }, 'startsAt', 'endsAt')}>
                <FormControlLabel value="now" control={<Radio />} label={t('messages.dialog.startNow')} />
                <FormControlLabel value="at" control={<Radio />} label={t('messages.dialog.startAt')} />
              </RadioGroup>
              {form.startMode === 'at' ? (
                <TextField
                  type="datetime-local"
                  name="startAt"
                  label={t('messages.dialog.startDate')}
                  value={form.startAt}
                  onChange={(e) => set({ startAt: e.target.value }, 'startsAt', 'endsAt')}
                  error={Boolean(errors.startsAt)}
                  helperText={errors.startsAt ?? t('messages.dialog.zone', { zone })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ mt: 1 }}
                />
              ) : null}
            </FormControl>
            <FormControl component="fieldset" error={Boolean(errors.endsAt)}>
              <FormLabel component="legend">{t('messages.fields.end')}</FormLabel>
              <RadioGroup value={form.endMode} onChange={(e) => set({ endMode: e.target.value as 'stopped' | 'at' }, 'endsAt')}>
                <FormControlLabel value="stopped" control={<Radio />} label={t('messages.dialog.endStopped')} />
                <FormControlLabel value="at" control={<Radio />} label={t('messages.dialog.endAt')} />
              </RadioGroup>
              {form.endMode === 'at' ? (
                <TextField
                  type="datetime-local"
                  name="endAt"
                  label={t('messages.dialog.endDate')}
                  value={form.endAt}
                  onChange={(e) => set({ endAt: e.target.value }, 'endsAt')}
                  error={Boolean(errors.endsAt)}
                  helperText={errors.endsAt ?? t('messages.dialog.zone', { zone })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  sx={{ mt: 1 }}
                />
              ) : errors.endsAt ? (
                <Alert severity="error" sx={{ mt: 1 }}>
                  {errors.endsAt}
                </Alert>
              ) : null}
            </FormControl>
          </Box>
          <TargetsField
            value={form.targets}
            onChange={(targets) => set({ targets }, 'targets')}
            error={errors.targets}
            known={message?.targets}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {message ? t('common.save') : t('messages.dialog.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
