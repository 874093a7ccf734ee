import { ERROR_MESSAGES } from '@signage/shared';
import { QR_ERROR_CODES, qrCodePropsSchema, qrFieldErrors } from '@signage/slides/widgets/qr-code/model.ts';
import { describe, expect, it } from 'vitest';
import { qrErrorMessage } from './messages.ts';

const LOCALES = ['en', 'es', 'fr', 'sv'] as const;

describe('QR code validation messages (the error catalogue, as the API answers them)', () => {
  it('exist for every error code of the model, in every language', () => {
    for (const code of QR_ERROR_CODES)
      for (const lng of LOCALES)
        expect((ERROR_MESSAGES as Record<string, Record<string, string>>)[code]?.[lng], `${lng} ${code}`).toMatch(/\S/);
  });

  it('are translated with the limits of the model filled in', () => {
    for (const lng of LOCALES) {
      expect(qrErrorMessage(lng, 'QR_SUBJECT_TOO_LONG', 'emailSubject'), lng).toContain('70');
      expect(qrErrorMessage(lng, 'QR_BODY_TOO_LONG', 'emailBody'), lng).toContain('256');
      expect(qrErrorMessage(lng, 'QR_BODY_TOO_LONG', 'smsText'), lng).toContain('256');
      expect(qrErrorMessage(lng, 'QR_WIFI_PASSWORD_TOO_SHORT', 'wifiPassword'), lng).toContain('8');
      expect(qrErrorMessage(lng, 'QR_FIELD_TOO_LONG', 'caption'), lng).toContain('120');
      for (const code of QR_ERROR_CODES) expect(qrErrorMessage(lng, code, 'url'), `${lng} ${code}`).not.toMatch(/[{}]/);
    }
    expect(qrErrorMessage('sv', 'QR_WIFI_PASSWORD_TOO_SHORT', 'wifiPassword')).toBe('Lösenordet måste vara minst 8 tecken.');
  });

  it('read "not valid" for a code the schema did not write itself', () => {
    const errors = qrFieldErrors({ ...qrCodePropsSchema.parse({}), quietZone: 'wide' });
    expect(errors.quietZone).toBeDefined();
    expect(qrErrorMessage('fr', errors.quietZone ?? '', 'quietZone')).toBe("Cette valeur n'est pas valide");
    expect(qrErrorMessage('en', 'INTERNAL', 'url')).toBe('This value is not valid');
  });

  it('follow what a person types in the form: each field its own message', () => {
    const errors = qrFieldErrors({ kind: 'wifi', wifiSsid: '', wifiPassword: 'corta' });
    expect(Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, qrErrorMessage('es', code, field)]))).toEqual({
      wifiSsid: 'Introduce el nombre de la red.',
      wifiPassword: 'La contraseña debe tener al menos 8 caracteres.',
    });
  });
});
