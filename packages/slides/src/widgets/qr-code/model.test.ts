import { describe, expect, it } from 'vitest';
import { getWidgetModel } from '../contract.ts';
import { WIDGET_THEME_TOKENS } from '../theme.ts';
import { type QrCodeProps, qrCodePropsSchema, qrColors, qrFieldErrors, qrPayload } from './model.ts';

const props = (input: Record<string, unknown>): QrCodeProps => qrCodePropsSchema.parse(input);

describe('qr_code model', () => {
  it('is registered with its licence and deployment flags and is valid with defaults', () => {
    const model = getWidgetModel('qr_code');
    expect(model?.licence).toBe('qrCode');
    expect(model?.deployment).toBe('qrCode');
    expect(model?.source).toBeUndefined();
    const defaults = qrCodePropsSchema.parse({});
    expect(defaults).toMatchObject({ kind: 'url', url: 'https://example.com', quietZone: 4, foreground: null, background: null });
    expect(qrPayload(defaults)).toBe('https://example.com');
  });

  it('requires the fields of each kind, and only of the chosen kind', () => {
    expect(qrFieldErrors({ url: '' })).toEqual({ url: 'QR_URL_REQUIRED' });
    expect(qrFieldErrors({ url: 'javascript:alert(1)' })).toEqual({ url: 'QR_URL_INVALID' });
    expect(qrFieldErrors({ kind: 'email' })).toEqual({ emailAddress: 'QR_EMAIL_REQUIRED' });
    expect(qrFieldErrors({ kind: 'email', emailAddress: 'not an address' })).toEqual({ emailAddress: 'QR_EMAIL_INVALID' });
    expect(qrFieldErrors({ kind: 'phone', phoneNumber: ' ' })).toEqual({ phoneNumber: 'QR_PHONE_REQUIRED' });
    expect(qrFieldErrors({ kind: 'phone', phoneNumber: 'call me' })).toEqual({ phoneNumber: 'QR_PHONE_INVALID' });
    expect(qrFieldErrors({ kind: 'sms' })).toEqual({ smsNumber: 'QR_PHONE_REQUIRED', smsText: 'QR_SMS_TEXT_REQUIRED' });
    expect(qrFieldErrors({ kind: 'event' })).toEqual({
      eventTitle: 'QR_EVENT_TITLE_REQUIRED',
      eventLocation: 'QR_EVENT_LOCATION_REQUIRED',
      eventStart: 'QR_EVENT_START_REQUIRED',
    });
    expect(qrFieldErrors({ kind: 'contact' })).toEqual({
      contactName: 'QR_CONTACT_NAME_REQUIRED',
      contactCompany: 'QR_CONTACT_COMPANY_REQUIRED',
      contactEmail: 'QR_EMAIL_REQUIRED',
      contactPhone: 'QR_PHONE_REQUIRED',
      contactWebsite: 'QR_URL_REQUIRED',
    });
    expect(qrFieldErrors({ kind: 'wifi' })).toEqual({ wifiSsid: 'QR_WIFI_SSID_REQUIRED', wifiPassword: 'QR_WIFI_PASSWORD_REQUIRED' });
    // A wrong URL does not matter while another kind is chosen.
    expect(qrFieldErrors({ kind: 'phone', phoneNumber: '+46 70 123 45 67', url: '' })).toEqual({});
  });

  it('enforces the spec limits: subject ≤ 70, bodies ≤ 256, Wi-Fi password ≥ 8 unless open', () => {
    const email = { kind: 'email', emailAddress: 'ada@example.com' };
    expect(qrFieldErrors({ ...email, emailSubject: 'x'.repeat(70), emailBody: 'y'.repeat(256) })).toEqual({});
    expect(qrFieldErrors({ ...email, emailSubject: 'x'.repeat(71), emailBody: 'y'.repeat(257) })).toEqual({
      emailSubject: 'QR_SUBJECT_TOO_LONG',
      emailBody: 'QR_BODY_TOO_LONG',
    });
    expect(qrFieldErrors({ kind: 'sms', smsNumber: '112', smsText: 'z'.repeat(257) })).toEqual({ smsText: 'QR_BODY_TOO_LONG' });
    const wifi = { kind: 'wifi', wifiSsid: 'Office' };
    expect(qrFieldErrors({ ...wifi, wifiPassword: '1234567' })).toEqual({ wifiPassword: 'QR_WIFI_PASSWORD_TOO_SHORT' });
    expect(qrFieldErrors({ ...wifi, wifiPassword: '12345678' })).toEqual({});
    expect(qrFieldErrors({ ...wifi, wifiEncryption: 'nopass' })).toEqual({});
    expect(qrFieldErrors({ ...wifi, wifiSsid: 'å'.repeat(17), wifiEncryption: 'nopass' })).toEqual({ wifiSsid: 'QR_FIELD_TOO_LONG' });
    expect(qrFieldErrors({ caption: 'c'.repeat(121) })).toEqual({ caption: 'QR_FIELD_TOO_LONG' });
    expect(qrFieldErrors({ foreground: 'red' })).toEqual({ foreground: 'QR_COLOR_INVALID' });
  });

  it('takes dark modules on light from the theme, and refuses colours a camera cannot read', () => {
    const modern = WIDGET_THEME_TOKENS.modern;
    const minimal = WIDGET_THEME_TOKENS.minimalistic;
    expect(qrColors({ theme: 'modern', foreground: null, background: null })).toEqual({ dark: modern.background, light: modern.text });
    expect(qrColors({ theme: 'minimalistic', foreground: null, background: null })).toEqual({
      dark: minimal.text,
      light: minimal.background,
    });
    expect(qrColors({ theme: 'modern', foreground: '#000000', background: null })).toEqual({ dark: '#000000', light: modern.text });
    for (const theme of Object.keys(WIDGET_THEME_TOKENS)) expect(qrFieldErrors({ theme }), theme).toEqual({});
    expect(qrFieldErrors({ foreground: '#FFFFFF', background: '#000000' })).toEqual({ foreground: 'QR_LOW_CONTRAST' });
    expect(qrFieldErrors({ foreground: '#AAAAAA', background: '#BBBBBB' })).toEqual({ foreground: 'QR_LOW_CONTRAST' });
    expect(qrFieldErrors({ theme: 'modern', background: '#1E293B' })).toEqual({ background: 'QR_LOW_CONTRAST' });
    expect(qrFieldErrors({ foreground: '#1B5E20', background: '#FFF8E1' })).toEqual({});
  });

  it('checks event dates: real local date-times, the end after the start', () => {
    const event = { kind: 'event', eventTitle: 'Fika', eventLocation: 'Kitchen' };
    expect(qrFieldErrors({ ...event, eventStart: '2026-11-25T15:00' })).toEqual({});
    expect(qrFieldErrors({ ...event, eventStart: '2026-02-30T15:00' })).toEqual({ eventStart: 'QR_EVENT_DATE_INVALID' });
    expect(qrFieldErrors({ ...event, eventStart: '2026-11-25T15:00', eventEnd: 'tomorrow' })).toEqual({
      eventEnd: 'QR_EVENT_DATE_INVALID',
    });
    expect(qrFieldErrors({ ...event, eventStart: '2026-11-25T15:00', eventEnd: '2026-11-25T15:00' })).toEqual({
      eventEnd: 'QR_EVENT_END_BEFORE_START',
    });
    expect(qrFieldErrors({ ...event, eventStart: '2026-11-25T15:00', eventEnd: '2026-11-25T15:30:00' })).toEqual({});
  });
});

describe('qrPayload', () => {
  it('encodes a URL as it is', () => {
    expect(qrPayload(props({ url: ' https://example.com/menu?día=1 ' }))).toBe('https://example.com/menu?día=1');
  });

  it('encodes an e-mail as a mailto: link with percent-encoded subject and body', () => {
    expect(qrPayload(props({ kind: 'email', emailAddress: 'ada@example.com' }))).toBe('mailto:ada@example.com');
    expect(
      qrPayload(props({ kind: 'email', emailAddress: 'ada@example.com', emailSubject: 'Café & ñ?', emailBody: 'Hej då\nrad 2 = 100%' })),
    ).toBe('mailto:ada@example.com?subject=Caf%C3%A9%20%26%20%C3%B1%3F&body=Hej%20d%C3%A5%0Arad%202%20%3D%20100%25');
  });

  it('encodes a phone number as tel: and an SMS as SMSTO:, with the digits only', () => {
    expect(qrPayload(props({ kind: 'phone', phoneNumber: '+46 (70) 123-45 67' }))).toBe('tel:+46701234567');
    expect(qrPayload(props({ kind: 'sms', smsNumber: '070 123 45 67', smsText: 'Jag kommer: 10 min' }))).toBe(
      'SMSTO:0701234567:Jag kommer: 10 min',
    );
  });

  it('encodes an event as an iCalendar VEVENT with escaped text and floating local times', () => {
    const event = props({
      kind: 'event',
      eventTitle: 'Fika; cake, coffee',
      eventLocation: 'Kök\\2',
      eventStart: '2026-11-25T15:00',
      eventEnd: '2026-11-25T15:30:15',
    });
    expect(qrPayload(event)).toBe(
      'BEGIN:VEVENT\r\nSUMMARY:Fika\\; cake\\, coffee\r\nLOCATION:Kök\\\\2\r\nDTSTART:20261125T150000\r\nDTEND:20261125T153015\r\nEND:VEVENT',
    );
    expect(qrPayload({ ...event, eventEnd: '' })).not.toContain('DTEND');
  });

  it('encodes a contact as a vCard 3.0', () => {
    const contact = props({
      kind: 'contact',
      contactName: 'Ada King Lovelace',
      contactCompany: 'Analytical, Engines; Ltd',
      contactEmail: 'ada@example.com',
      contactPhone: '+44 20 7946 0000',
      contactWebsite: 'https://example.com',
    });
    expect(qrPayload(contact)).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:Lovelace;Ada King;;;',
        'FN:Ada King Lovelace',
        'ORG:Analytical\\, Engines\\; Ltd',
        'EMAIL:ada@example.com',
        'TEL:+442079460000',
        'URL:https://example.com',
        'END:VCARD',
      ].join('\r\n'),
    );
  });

  it('encodes Wi-Fi in the WIFI: format, escaping \\ ; , : and "', () => {
    expect(qrPayload(props({ kind: 'wifi', wifiSsid: 'Office', wifiPassword: 'secret123' }))).toBe('WIFI:T:WPA;S:Office;P:secret123;;');
    expect(
      qrPayload(props({ kind: 'wifi', wifiSsid: 'a;b,c:d"e\\f', wifiPassword: 'p;a:ss"w,\\', wifiEncryption: 'WEP', wifiHidden: true })),
    ).toBe('WIFI:T:WEP;S:a\\;b\\,c\\:d\\"e\\\\f;P:p\\;a\\:ss\\"w\\,\\\\;H:true;;');
    expect(qrPayload(props({ kind: 'wifi', wifiSsid: 'Café', wifiPassword: 'ignored', wifiEncryption: 'nopass' }))).toBe(
      'WIFI:T:nopass;S:Café;;',
    );
  });
});
