import { ERROR_MESSAGES } from '@signage/shared';
import { QR_KINDS, qrCodePropsSchema } from '@signage/slides/widgets/qr-code/model.ts';
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from './i18n/en.ts';
import sv from './i18n/sv.ts';
import { QrCodePanel } from './QrCodePanel.tsx';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { translation: { widgets: { qr_code: en } } }, sv: { translation: { widgets: { qr_code: sv } } } },
    lng: 'en',
    interpolation: { escapeValue: false },
  });
});

/** The panel's markup for these props (server-rendered: the web project has no DOM test setup). */
function panel(props: Record<string, unknown>, lng = 'en'): string {
  void i18n.changeLanguage(lng);
  const value = qrCodePropsSchema.safeParse(props).data ?? { ...qrCodePropsSchema.parse({}), ...props };
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(QrCodePanel, { value, onChange: () => {} })));
}

describe('QR code panel', () => {
  it('shows the fields of the chosen kind only', () => {
    const fieldsOf = (html: string) => [...html.matchAll(/data-field="(\w+)"/g)].map(([, field]) => field);
    expect(fieldsOf(panel({ kind: 'email' }))).toEqual(['emailAddress', 'emailSubject', 'emailBody', 'caption']);
    expect(fieldsOf(panel({ kind: 'event' }))).toEqual(['eventTitle', 'eventLocation', 'eventStart', 'eventEnd', 'caption']);
    expect(fieldsOf(panel({ kind: 'wifi' }))).toEqual(['wifiSsid', 'wifiPassword', 'caption']);
    for (const kind of QR_KINDS) expect(panel({ kind })).toContain(en.kinds[kind]);
  });

  it('shows a stored value’s problem under its field, in the interface language, but no "required" on a fresh form', () => {
    expect(panel({ kind: 'email', emailAddress: 'ada@example.com', emailSubject: 'x'.repeat(71) })).toContain(
      'The subject can be at most 70 characters.',
    );
    expect(panel({ kind: 'wifi', wifiSsid: 'Kontoret', wifiPassword: 'kort' }, 'sv')).toContain('Lösenordet måste vara minst 8 tecken.');
    expect(panel({ kind: 'wifi' })).not.toContain(ERROR_MESSAGES.QR_WIFI_SSID_REQUIRED.en);
  });
});
