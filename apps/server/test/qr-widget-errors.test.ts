import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { licences } from '../src/db/schema/index.ts';
import { buildTestApp, json, login, post, signUp, type TestApp } from './helpers.ts';

/**
 * A QR code widget refused in saved slide data names the field and the rule it broke, with the
 * limit, in the caller's language (docs/widgets.md, "QR code"; spec part 5: body ≤ 256, subject ≤ 70,
 * Wi-Fi password ≥ 8) — not a bare FIELD_INVALID on the props.
 */
let t: TestApp;
let key: string;
let playlistId: number;

beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: false,
    widgets: { refreshMs: 15_000, deployment: { qrCode: true, facebook: false, instagram: false } },
  });
  const owner = await signUp(t, { orgName: 'QR' });
  const [lic] = await t.database.db.select().from(licences).where(eq(licences.organizationId, owner.organizationId));
  await t.database.db
    .update(licences)
    .set({ overrides: { ...lic?.overrides, qrCodeAddOn: true } })
    .where(eq(licences.organizationId, owner.organizationId));
  key = (await login(t, owner.email)).sessionKey;
  playlistId = json(await post(t.app, '/api/playlist/create', { sessionKey: key, name: 'Codes', aspect: '16:9' })).response.id as number;
});
afterAll(async () => {
  await t?.close();
});

const slideWith = (props: Record<string, unknown>) => ({
  version: 1,
  elements: [
    { id: 'ok', type: 'widget', widget: 'qr_code', x: 0, y: 0, width: 560, height: 640, props: { url: 'https://example.com/menu' } },
    { id: 'q', type: 'widget', widget: 'qr_code', x: 600, y: 100, width: 560, height: 640, props },
  ],
});

async function save(props: Record<string, unknown>, lang = 'en') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/playlist/slide/create',
    headers: { 'accept-language': lang },
    payload: { sessionKey: key, playlistId, slideData: slideWith(props) },
  });
  return { status: res.statusCode, body: json(res) };
}

const EMAIL = { kind: 'email', emailAddress: 'ada@example.com' };
const WIFI = { kind: 'wifi', wifiSsid: 'Office' };

describe('a refused QR code widget names the field and the rule', () => {
  it.each([
    [
      'an e-mail body over 256',
      { ...EMAIL, emailBody: 'b'.repeat(257) },
      'emailBody',
      'QR_BODY_TOO_LONG',
      { max: 256 },
      'The message can be at most 256 characters.',
    ],
    [
      'an e-mail subject over 70',
      { ...EMAIL, emailSubject: 's'.repeat(71) },
      'emailSubject',
      'QR_SUBJECT_TOO_LONG',
      { max: 70 },
      'The subject can be at most 70 characters.',
    ],
    [
      'an SMS text over 256',
      { kind: 'sms', smsNumber: '+46 70 123 45 67', smsText: 'z'.repeat(257) },
      'smsText',
      'QR_BODY_TOO_LONG',
      { max: 256 },
      'The message can be at most 256 characters.',
    ],
    [
      'a Wi-Fi password under 8',
      { ...WIFI, wifiPassword: 'short12' },
      'wifiPassword',
      'QR_WIFI_PASSWORD_TOO_SHORT',
      { max: 63, min: 8 },
      'The password must be at least 8 characters.',
    ],
    [
      'a Wi-Fi password missing',
      { ...WIFI, wifiPassword: '' },
      'wifiPassword',
      'QR_WIFI_PASSWORD_REQUIRED',
      { max: 63, min: 8 },
      'Enter the network password.',
    ],
    [
      'a caption over 120',
      { url: 'https://example.com', caption: 'c'.repeat(121) },
      'caption',
      'QR_FIELD_TOO_LONG',
      { max: 120 },
      'This can be at most 120 characters.',
    ],
    [
      'a URL that is not http(s)',
      { url: 'javascript:alert(1)' },
      'url',
      'QR_URL_INVALID',
      { max: 2048 },
      'Enter a full web address starting with http:// or https://.',
    ],
  ])('%s', async (_what, props, field, code, params, message) => {
    const { status, body } = await save(props);
    expect(status).toBe(400);
    expect(body.errorCode).toBe('WIDGET_INVALID');
    expect(body.fields).toEqual({ [`slideData.elements.1.props.${field}`]: { code, message, params } });
  });

  it('answers every broken field at once, in the caller’s language', async () => {
    const { status, body } = await save({ ...EMAIL, emailSubject: 's'.repeat(71), emailBody: 'b'.repeat(300) }, 'sv');
    expect(status).toBe(400);
    expect(body.fields).toEqual({
      'slideData.elements.1.props.emailSubject': {
        code: 'QR_SUBJECT_TOO_LONG',
        message: 'Ämnet får vara högst 70 tecken.',
        params: { max: 70 },
      },
      'slideData.elements.1.props.emailBody': {
        code: 'QR_BODY_TOO_LONG',
        message: 'Meddelandet får vara högst 256 tecken.',
        params: { max: 256 },
      },
    });
  });

  it('a wrong type is FIELD_INVALID at its field; valid props at the limits are saved', async () => {
    const wrong = await save({ quietZone: 'wide' }, 'fr');
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({
      'slideData.elements.1.props.quietZone': { code: 'FIELD_INVALID', message: "Cette valeur n'est pas valide" },
    });
    const ok = await save({ ...EMAIL, emailSubject: 's'.repeat(70), emailBody: 'b'.repeat(256) });
    expect(ok.status).toBe(200);
    const wifi = await save({ ...WIFI, wifiPassword: '12345678' });
    expect(wifi.status).toBe(200);
  });
});
