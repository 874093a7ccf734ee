import '@signage/slides/widgets/models';
import { errorMessage, type LicenceFlags } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../lib/errors.ts';
import { checkLicensedWidgets, widgetInvalid } from './slide-rules.ts';

const FLAGS: LicenceFlags = {
  enableMessages: false,
  enableBroadcastAlerts: false,
  allowCanva: false,
  aiAssistantEnabled: false,
  interactionEnabled: false,
  contentPlatformEditor: false,
  widgets: { weather: false, news: false, facebook: false, instagram: false, qrCode: true },
  stats: false,
};
const DEPLOYMENT = { qrCode: true, facebook: false, instagram: false };
const refusal = (props: Record<string, unknown>) => {
  const slide = { elements: [{ id: 'q', type: 'widget', widget: 'qr_code', x: 0, y: 0, width: 560, height: 640, props }] };
  try {
    checkLicensedWidgets(slide as never, FLAGS, DEPLOYMENT, 7);
  } catch (error) {
    return error as AppError;
  }
  return null;
};

describe('a refused QR code widget names the field and the rule it broke (docs/widgets.md)', () => {
  it('maps each broken rule to its field, with the limit the message speaks of', () => {
    const email = { kind: 'email', emailAddress: 'ada@example.com' };
    expect(refusal({ ...email, emailBody: 'b'.repeat(257) })?.fields).toEqual({
      'slideData.elements.0.props.emailBody': { code: 'QR_BODY_TOO_LONG', params: { max: 256 } },
    });
    expect(refusal({ ...email, emailSubject: 's'.repeat(71) })?.fields).toEqual({
      'slideData.elements.0.props.emailSubject': { code: 'QR_SUBJECT_TOO_LONG', params: { max: 70 } },
    });
    expect(refusal({ kind: 'wifi', wifiSsid: 'Office', wifiPassword: 'short' })?.fields).toEqual({
      'slideData.elements.0.props.wifiPassword': { code: 'QR_WIFI_PASSWORD_TOO_SHORT', params: { max: 63, min: 8 } },
    });
    expect(refusal({ kind: 'sms', smsNumber: '', smsText: 'z'.repeat(257) })?.fields).toEqual({
      'slideData.elements.0.props.smsNumber': { code: 'QR_PHONE_REQUIRED', params: { max: 32 } },
      'slideData.elements.0.props.smsText': { code: 'QR_BODY_TOO_LONG', params: { max: 256 } },
    });
    expect(refusal({ caption: 'c'.repeat(121) })?.fields).toEqual({
      'slideData.elements.0.props.caption': { code: 'QR_FIELD_TOO_LONG', params: { max: 120 } },
    });
    expect(refusal({ ...email, emailBody: 'fine' })).toBeNull();
  });

  it('a message that is not a code of the catalogue (a wrong type) reads FIELD_INVALID, still at its field', () => {
    expect(refusal({ quietZone: 'wide' })?.fields).toEqual({ 'slideData.elements.0.props.quietZone': { code: 'FIELD_INVALID' } });
    // Nothing to name (props valid for the schema): the props as a whole.
    expect(widgetInvalid(3, 'qr_code', {}).fields).toEqual({ 'slideData.elements.3.props': 'FIELD_INVALID' });
  });

  it('every QR code of the catalogue reads as a whole sentence with its limit filled in, in the four languages', () => {
    for (const locale of ['en', 'es', 'fr', 'sv'] as const) {
      expect(errorMessage('QR_BODY_TOO_LONG', locale, { max: 256 }), locale).toContain('256');
      expect(errorMessage('QR_SUBJECT_TOO_LONG', locale, { max: 70 }), locale).toContain('70');
      expect(errorMessage('QR_WIFI_PASSWORD_TOO_SHORT', locale, { min: 8 }), locale).toContain('8');
      expect(errorMessage('QR_BODY_TOO_LONG', locale, { max: 256 }), locale).not.toMatch(/[{}]/);
    }
    expect(errorMessage('QR_BODY_TOO_LONG', 'en', { max: 256 })).toBe('The message can be at most 256 characters.');
  });
});
