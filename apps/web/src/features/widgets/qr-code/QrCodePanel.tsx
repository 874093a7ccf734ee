import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Slider from '@mui/material/Slider';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  QR_KINDS,
  QR_LIMITS,
  QR_WIFI_ENCRYPTIONS,
  type QrCodeProps,
  type QrKind,
  type QrWifiEncryption,
  qrColors,
  qrFieldErrors,
} from '@signage/slides/widgets/qr-code/model.ts';
import { isLocale } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetPanelProps } from '../registry.ts';
import { qrErrorMessage } from './messages.ts';

/** The free-text props (not the enums such as `kind`). */
type TextProp = {
  [K in keyof QrCodeProps]: string extends QrCodeProps[K] ? (QrCodeProps[K] extends string ? K : never) : never;
}[keyof QrCodeProps];

interface FieldSpec {
  field: TextProp;
  type?: 'text' | 'email' | 'tel' | 'url' | 'datetime-local';
  multiline?: boolean;
  /** Shows "12 / 70" while the field has no error: the limits people run into. */
  counter?: boolean;
}

/** The fields of each kind, in the order a person fills them in. */
const KIND_FORM: Record<QrKind, FieldSpec[]> = {
  url: [{ field: 'url', type: 'url' }],
  email: [
    { field: 'emailAddress', type: 'email' },
    { field: 'emailSubject', counter: true },
    { field: 'emailBody', multiline: true, counter: true },
  ],
  phone: [{ field: 'phoneNumber', type: 'tel' }],
  sms: [
    { field: 'smsNumber', type: 'tel' },
    { field: 'smsText', multiline: true, counter: true },
  ],
  event: [
    { field: 'eventTitle' },
    { field: 'eventLocation' },
    { field: 'eventStart', type: 'datetime-local' },
    { field: 'eventEnd', type: 'datetime-local' },
  ],
  contact: [
    { field: 'contactName' },
    { field: 'contactCompany' },
    { field: 'contactEmail', type: 'email' },
    { field: 'contactPhone', type: 'tel' },
    { field: 'contactWebsite', type: 'url' },
  ],
  wifi: [{ field: 'wifiSsid' }, { field: 'wifiPassword' }],
};

/**
 * Settings of a QR code widget: its kind, the fields of that kind with their messages, and how it
 * looks. Text is kept as a draft while it is typed (the messages follow every keystroke) and committed
 * on blur or Enter, one undo step per field. A field's message shows once it has been touched, or when
 * it already holds text, so a fresh form is not a wall of "required".
 */
export function QrCodePanel({ value, onChange }: WidgetPanelProps<QrCodeProps>) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = isLocale(language) ? language : 'en';
  const [draft, setDraft] = useState<Partial<Record<TextProp, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const current: QrCodeProps = { ...value, ...draft };
  const errors = qrFieldErrors(current);
  const touch = (field: string) => setTouched((set) => (set.has(field) ? set : new Set(set).add(field)));
  const message = (field: keyof QrCodeProps): string | undefined => {
    const code = errors[field];
    const shown = touched.has(field) || String(current[field] ?? '').trim() !== '';
    return code && shown ? qrErrorMessage(locale, code, field) : undefined;
  };

  const commit = (field: TextProp) => {
    touch(field);
    const text = draft[field];
    if (text === undefined) return;
    setDraft(({ [field]: _, ...rest }) => rest);
    if (text !== value[field]) onChange({ [field]: text } as Partial<QrCodeProps>);
  };

  const textField = ({ field, type = 'text', multiline, counter }: FieldSpec) => {
    const text = current[field];
    const error = message(field);
    const max = (QR_LIMITS as Record<string, number>)[field];
    return (
      <TextField
        key={field}
        size="small"
        type={type}
        label={t(`widgets.qr_code.fields.${field}`)}
        value={text}
        multiline={multiline}
        minRows={multiline ? 3 : undefined}
        error={Boolean(error)}
        helperText={error ?? (counter && max ? t('widgets.qr_code.characters', { count: text.length, max }) : undefined)}
        onChange={(e) => {
          setDraft((d) => ({ ...d, [field]: e.target.value }));
          touch(field);
        }}
        onBlur={() => commit(field)}
        onKeyDown={(e) => e.key === 'Enter' && !multiline && commit(field)}
        slotProps={{
          inputLabel: type === 'datetime-local' ? { shrink: true } : undefined,
          htmlInput: {
            'data-field': field,
            autoComplete: 'off',
            spellCheck: field === 'emailBody' || field === 'smsText' || field === 'caption',
          },
        }}
      />
    );
  };

  const themeColours = value.foreground === null && value.background === null;
  const colours = qrColors(current);

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('widgets.qr_code.kind')}
        value={value.kind}
        error={Boolean(errors.kind)}
        helperText={errors.kind ? qrErrorMessage(locale, errors.kind, 'kind') : undefined}
        onChange={(e) => onChange({ kind: e.target.value as QrKind })}
      >
        {QR_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`widgets.qr_code.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
      {KIND_FORM[value.kind].map(textField)}
      {value.kind === 'wifi' ? (
        <>
          <TextField
            select
            size="small"
            label={t('widgets.qr_code.fields.wifiEncryption')}
            value={value.wifiEncryption}
            onChange={(e) => onChange({ wifiEncryption: e.target.value as QrWifiEncryption })}
          >
            {QR_WIFI_ENCRYPTIONS.map((encryption) => (
              <MenuItem key={encryption} value={encryption}>
                {t(`widgets.qr_code.encryptions.${encryption}`)}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={<Switch checked={value.wifiHidden} onChange={(e) => onChange({ wifiHidden: e.target.checked })} />}
            label={t('widgets.qr_code.fields.wifiHidden')}
          />
        </>
      ) : null}

      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('widgets.qr_code.appearance')}
      </Typography>
      {textField({ field: 'caption' })}
      <FormControlLabel
        control={
          <Switch
            checked={themeColours}
            onChange={(e) =>
              onChange(e.target.checked ? { foreground: null, background: null } : { foreground: colours.dark, background: colours.light })
            }
          />
        }
        label={t('widgets.qr_code.themeColours')}
      />
      {themeColours ? null : (
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          {(['foreground', 'background'] as const).map((field) => {
            const colour = field === 'foreground' ? colours.dark : colours.light;
            const error = errors[field] ? qrErrorMessage(locale, errors[field], field) : undefined;
            return (
              <TextField
                key={field}
                size="small"
                type="color"
                label={t(`widgets.qr_code.${field}`)}
                value={colour.toLowerCase()}
                error={Boolean(error)}
                helperText={error}
                onChange={(e) =>
                  e.target.value.toUpperCase() !== colour.toUpperCase() && onChange({ [field]: e.target.value.toUpperCase() })
                }
                sx={{ flex: 1, minWidth: 100 }}
              />
            );
          })}
        </Box>
      )}
      <Box>
        <Typography variant="body2" id="qr-quiet-zone-label">
          {t('widgets.qr_code.quietZone')}
        </Typography>
        <Slider
          size="small"
          min={0}
          max={10}
          step={1}
          marks
          valueLabelDisplay="auto"
          defaultValue={value.quietZone}
          key={value.quietZone}
          aria-labelledby="qr-quiet-zone-label"
          onChangeCommitted={(_, quietZone) => typeof quietZone === 'number' && quietZone !== value.quietZone && onChange({ quietZone })}
        />
      </Box>
    </Box>
  );
}
