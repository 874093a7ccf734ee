import { QR_ERROR_CODES, qrCodePropsSchema, qrFieldErrors } from '@signage/slides/widgets/qr-code/model.ts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './i18n/en.ts';
import es from './i18n/es.ts';
import fr from './i18n/fr.ts';
import sv from './i18n/sv.ts';
import { qrErrorMessage } from './messages.ts';

const LOCALES = { en, es, fr, sv };
const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: Object.fromEntries(Object.entries(LOCALES).map(([lng, text]) => [lng, { translation: { widgets: { qr_code: text } } }])),
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

describe('QR code validation messages', () => {
  it('exist for every error code of the model, in every language', () => {
    for (const [lng, text] of Object.entries(LOCALES)) {
      const messages = text.errors as Record<string, string>;
      for (const code of QR_ERROR_CODES) expect(messages[code], `${lng} ${code}`).toMatch(/\S/);
    }
  });

  it('are translated with the limits of the model filled in', () => {
    for (const lng of Object.keys(LOCALES)) {
      const t = i18n.getFixedT(lng);
      expect(qrErrorMessage(t, 'QR_SUBJECT_TOO_LONG', 'emailSubject'), lng).toContain('70');
      expect(qrErrorMessage(t, 'QR_BODY_TOO_LONG', 'emailBody'), lng).toContain('256');
      expect(qrErrorMessage(t, 'QR_BODY_TOO_LONG', 'smsText'), lng).toContain('256');
      expect(qrErrorMessage(t, 'QR_WIFI_PASSWORD_TOO_SHORT', 'wifiPassword'), lng).toContain('8');
      expect(qrErrorMessage(t, 'QR_FIELD_TOO_LONG', 'caption'), lng).toContain('120');
      for (const code of QR_ERROR_CODES) expect(qrErrorMessage(t, code, 'url'), `${lng} ${code}`).not.toMatch(/\{\{|widgets\./);
    }
    const sv = i18n.getFixedT('sv');
    expect(qrErrorMessage(sv, 'QR_WIFI_PASSWORD_TOO_SHORT', 'wifiPassword')).toBe('Lösenordet måste vara minst 8 tecken.');
  });

  it('read "not valid" for a code the schema did not write itself', () => {
    const t = i18n.getFixedT('fr');
    const errors = qrFieldErrors({ ...qrCodePropsSchema.parse({}), quietZone: 'wide' });
    expect(errors.quietZone).toBeDefined();
    expect(qrErrorMessage(t, errors.quietZone ?? '', 'quietZone')).toBe('Cette valeur n’est pas valide.');
  });

  it('follow what a person types in the form: each field its own message', () => {
    const t = i18n.getFixedT('es');
    const errors = qrFieldErrors({ kind: 'wifi', wifiSsid: '', wifiPassword: 'corta' });
    expect(Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, qrErrorMessage(t, code, field)]))).toEqual({
      wifiSsid: 'Introduce el nombre de la red.',
      wifiPassword: 'La contraseña debe tener al menos 8 caracteres.',
    });
  });
});
