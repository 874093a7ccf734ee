import { z } from 'zod';
import { isHttpUrl } from '../../model/safe.ts';
import { defineWidgetModel, widgetCommonProps } from '../contract.ts';
import { WIDGET_THEME_TOKENS } from '../theme.ts';

/**
 * The QR code widget (spec part 3 and 5): a code for a URL, an e-mail, a phone call, an SMS, a calendar
 * event, a contact card or a Wi-Fi network, drawn from its props alone (no data source). The props are
 * flat (`emailSubject`, `wifiSsid` …) so switching the kind in the editor keeps what was typed for the
 * other kinds; only the fields of the chosen kind are validated and encoded.
 */

export const QR_KINDS = ['url', 'email', 'phone', 'sms', 'event', 'contact', 'wifi'] as const;
export type QrKind = (typeof QR_KINDS)[number];
export const QR_WIFI_ENCRYPTIONS = ['WPA', 'WEP', 'nopass'] as const;
export type QrWifiEncryption = (typeof QR_WIFI_ENCRYPTIONS)[number];

/** Longest text each field takes (characters; the SSID in UTF-8 bytes, as Wi-Fi counts it). */
export const QR_LIMITS = {
  url: 2048,
  emailAddress: 254,
  emailSubject: 70,
  emailBody: 256,
  phoneNumber: 32,
  smsNumber: 32,
  smsText: 256,
  eventTitle: 200,
  eventLocation: 200,
  contactName: 100,
  contactCompany: 100,
  contactEmail: 254,
  contactPhone: 32,
  contactWebsite: 2048,
  wifiSsid: 32,
  wifiPassword: 63,
  caption: 120,
} as const;
export type QrTextField = keyof typeof QR_LIMITS;

/** Shortest Wi-Fi password (spec part 5 and 9). */
export const QR_WIFI_PASSWORD_MIN = 8;
/** Bytes a version-40 code holds at error correction M in byte mode: more cannot be encoded. */
export const QR_CAPACITY_BYTES = 2331;

/**
 * Error codes of the props schema: each is the `message` of a zod issue whose `path` names the field,
 * so the editor shows a translated message under that field (`widgets.qr_code.errors.<code>`).
 */
export const QR_ERROR_CODES = [
  'QR_URL_REQUIRED',
  'QR_URL_INVALID',
  'QR_EMAIL_REQUIRED',
  'QR_EMAIL_INVALID',
  'QR_SUBJECT_TOO_LONG',
  'QR_BODY_TOO_LONG',
  'QR_PHONE_REQUIRED',
  'QR_PHONE_INVALID',
  'QR_SMS_TEXT_REQUIRED',
  'QR_EVENT_TITLE_REQUIRED',
  'QR_EVENT_LOCATION_REQUIRED',
  'QR_EVENT_START_REQUIRED',
  'QR_EVENT_DATE_INVALID',
  'QR_EVENT_END_BEFORE_START',
  'QR_CONTACT_NAME_REQUIRED',
  'QR_CONTACT_COMPANY_REQUIRED',
  'QR_WIFI_SSID_REQUIRED',
  'QR_WIFI_PASSWORD_REQUIRED',
  'QR_WIFI_PASSWORD_TOO_SHORT',
  'QR_FIELD_TOO_LONG',
  'QR_COLOR_INVALID',
  'QR_LOW_CONTRAST',
  'QR_CONTENT_TOO_LONG',
] as const;
export type QrErrorCode = (typeof QR_ERROR_CODES)[number];

const text = z.string().default('');
const optionalColor = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, 'QR_COLOR_INVALID')
  .nullable()
  .default(null);

const qrCodeShape = z.object({
  ...widgetCommonProps,
  kind: z.enum(QR_KINDS).default('url'),
  url: z.string().default('https://example.com'),
  emailAddress: text,
  emailSubject: text,
  emailBody: text,
  phoneNumber: text,
  smsNumber: text,
  smsText: text,
  eventTitle: text,
  eventLocation: text,
  /** Local date-time as an `<input type="datetime-local">` gives it: `2026-11-25T14:30`. */
  eventStart: text,
  eventEnd: text,
  contactName: text,
  contactCompany: text,
  contactEmail: text,
  contactPhone: text,
  contactWebsite: text,
  wifiSsid: text,
  wifiPassword: text,
  wifiEncryption: z.enum(QR_WIFI_ENCRYPTIONS).default('WPA'),
  wifiHidden: z.boolean().default(false),
  /** Text under the code (e.g. "Scan for the menu"); empty: none. */
  caption: text,
  /** Colour of the dark modules; null: from the theme. */
  foreground: optionalColor,
  /** Colour of the light modules and the quiet zone; null: from the theme. */
  background: optionalColor,
  /** Light margin around the code in modules (the standard asks for 4; readers often cope with less). */
  quietZone: z.number().int().min(0).max(10).default(4),
});

export type QrCodeProps = z.output<typeof qrCodeShape>;

/** The fields each kind encodes (the editor shows these; the schema validates only these). */
export const QR_KIND_FIELDS: Record<QrKind, readonly QrTextField[]> = {
  url: ['url'],
  email: ['emailAddress', 'emailSubject', 'emailBody'],
  phone: ['phoneNumber'],
  sms: ['smsNumber', 'smsText'],
  event: ['eventTitle', 'eventLocation'],
  contact: ['contactName', 'contactCompany', 'contactEmail', 'contactPhone', 'contactWebsite'],
  wifi: ['wifiSsid', 'wifiPassword'],
};

const EMAIL = /^[^\s@?#&%<>"]+@[^\s@?#&%<>"]+\.[^\s@?#&%<>"]+$/;
const PHONE = /^\+?[0-9 ()./-]{3,32}$/;
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A local date-time's parts, or null when it is not a real one (`2026-02-30T10:00` is not). */
function parseLocalDateTime(value: string): { y: number; mo: number; d: number; h: number; mi: number; s: number } | null {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return null;
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
  return real ? { y, mo, d, h, mi, s } : null;
}

const utf8Length = (value: string) => new TextEncoder().encode(value).length;

/** Every problem of the chosen kind's fields, as field → code pairs, in the order the editor shows them. */
function kindIssues(p: QrCodeProps): [keyof QrCodeProps, QrErrorCode][] {
  const issues: [keyof QrCodeProps, QrErrorCode][] = [];
  const required = (field: keyof QrCodeProps, value: string, code: QrErrorCode) => {
    if (!value.trim()) issues.push([field, code]);
    return Boolean(value.trim());
  };
  const email = (field: keyof QrCodeProps, value: string) => {
    if (required(field, value, 'QR_EMAIL_REQUIRED') && !EMAIL.test(value.trim())) issues.push([field, 'QR_EMAIL_INVALID']);
  };
  const phone = (field: keyof QrCodeProps, value: string) => {
    if (required(field, value, 'QR_PHONE_REQUIRED') && (!PHONE.test(value.trim()) || !/\d/.test(value)))
      issues.push([field, 'QR_PHONE_INVALID']);
  };
  const url = (field: keyof QrCodeProps, value: string) => {
    if (required(field, value, 'QR_URL_REQUIRED') && !isHttpUrl(value.trim())) issues.push([field, 'QR_URL_INVALID']);
  };
  switch (p.kind) {
    case 'url':
      url('url', p.url);
      break;
    case 'email':
      email('emailAddress', p.emailAddress);
      if (p.emailSubject.length > QR_LIMITS.emailSubject) issues.push(['emailSubject', 'QR_SUBJECT_TOO_LONG']);
      if (p.emailBody.length > QR_LIMITS.emailBody) issues.push(['emailBody', 'QR_BODY_TOO_LONG']);
      break;
    case 'phone':
      phone('phoneNumber', p.phoneNumber);
      break;
    case 'sms':
      phone('smsNumber', p.smsNumber);
      if (required('smsText', p.smsText, 'QR_SMS_TEXT_REQUIRED') && p.smsText.length > QR_LIMITS.smsText)
        issues.push(['smsText', 'QR_BODY_TOO_LONG']);
      break;
    case 'event': {
      required('eventTitle', p.eventTitle, 'QR_EVENT_TITLE_REQUIRED');
      required('eventLocation', p.eventLocation, 'QR_EVENT_LOCATION_REQUIRED');
      const start = required('eventStart', p.eventStart, 'QR_EVENT_START_REQUIRED') ? parseLocalDateTime(p.eventStart) : null;
      if (p.eventStart.trim() && !start) issues.push(['eventStart', 'QR_EVENT_DATE_INVALID']);
      if (p.eventEnd.trim()) {
        const end = parseLocalDateTime(p.eventEnd);
        if (!end) issues.push(['eventEnd', 'QR_EVENT_DATE_INVALID']);
        else if (start && compactDateTime(p.eventEnd) <= compactDateTime(p.eventStart))
          issues.push(['eventEnd', 'QR_EVENT_END_BEFORE_START']);
      }
      break;
    }
    case 'contact':
      required('contactName', p.contactName, 'QR_CONTACT_NAME_REQUIRED');
      required('contactCompany', p.contactCompany, 'QR_CONTACT_COMPANY_REQUIRED');
      email('contactEmail', p.contactEmail);
      phone('contactPhone', p.contactPhone);
      url('contactWebsite', p.contactWebsite);
      break;
    case 'wifi':
      required('wifiSsid', p.wifiSsid, 'QR_WIFI_SSID_REQUIRED');
      if (p.wifiEncryption !== 'nopass' && required('wifiPassword', p.wifiPassword, 'QR_WIFI_PASSWORD_REQUIRED')) {
        if (p.wifiPassword.length < QR_WIFI_PASSWORD_MIN) issues.push(['wifiPassword', 'QR_WIFI_PASSWORD_TOO_SHORT']);
      }
      break;
  }
  return issues;
}

/** Fields over their length limit; the subject and bodies have their own codes (see `kindIssues`). */
function lengthIssues(p: QrCodeProps): [keyof QrCodeProps, QrErrorCode][] {
  const ownCodes: QrTextField[] = ['emailSubject', 'emailBody', 'smsText'];
  const fields: QrTextField[] = [...QR_KIND_FIELDS[p.kind].filter((field) => !ownCodes.includes(field)), 'caption'];
  return fields
    .filter((field) => (field === 'wifiSsid' ? utf8Length(p[field]) : p[field].length) > QR_LIMITS[field])
    .map((field) => [field, 'QR_FIELD_TOO_LONG']);
}

/** Relative luminance (WCAG 2) of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * The code's colours: the props' when set, else the theme's text and background with the darker one
 * on the modules, so a dark theme still gets dark modules on light (many phone cameras do not read
 * inverted codes).
 */
export function qrColors(props: Pick<QrCodeProps, 'theme' | 'foreground' | 'background'>): { dark: string; light: string } {
  const tokens = WIDGET_THEME_TOKENS[props.theme] ?? WIDGET_THEME_TOKENS.modern;
  const [darker, lighter] =
    luminance(tokens.text) <= luminance(tokens.background) ? [tokens.text, tokens.background] : [tokens.background, tokens.text];
  return { dark: props.foreground ?? darker, light: props.background ?? lighter };
}

/** Light over dark contrast a camera needs (WCAG ratio; below 1 the code is inverted, which many cameras do not read). */
export const QR_MIN_CONTRAST = 3;

export const qrCodePropsSchema = qrCodeShape.superRefine((props, ctx) => {
  const issues = [...kindIssues(props), ...lengthIssues(props)];
  const { dark, light } = qrColors(props);
  if ((luminance(light) + 0.05) / (luminance(dark) + 0.05) < QR_MIN_CONTRAST)
    issues.push([props.foreground ? 'foreground' : 'background', 'QR_LOW_CONTRAST']);
  for (const [field, code] of issues) ctx.addIssue({ code: 'custom', message: code, path: [field] });
  if (issues.length === 0 && utf8Length(qrPayload(props)) > QR_CAPACITY_BYTES) {
    ctx.addIssue({ code: 'custom', message: 'QR_CONTENT_TOO_LONG', path: ['kind'] });
  }
});

/**
 * The first error code of each field, for the editor: `{ emailSubject: 'QR_SUBJECT_TOO_LONG' }`.
 * Codes the schema did not write itself (a wrong type) come back as they are.
 */
export function qrFieldErrors(props: unknown): Partial<Record<keyof QrCodeProps, string>> {
  const parsed = qrCodePropsSchema.safeParse(props ?? {});
  if (parsed.success) return {};
  const errors: Partial<Record<keyof QrCodeProps, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'kind') as keyof QrCodeProps;
    errors[field] ??= issue.message;
  }
  return errors;
}

// ---- The encoded text, per the de-facto standards phone cameras read ----

/** `2026-11-25T14:30` → `20261125T143000` (iCalendar floating local time). */
function compactDateTime(value: string): string {
  const t = parseLocalDateTime(value);
  if (!t) return '';
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(t.y, 4)}${pad(t.mo)}${pad(t.d)}T${pad(t.h)}${pad(t.mi)}${pad(t.s)}`;
}

/** The digits of a phone number with its leading +: `tel:` and `SMSTO:` take no spaces or brackets. */
const dialable = (number: string) => {
  const trimmed = number.trim();
  return (trimmed.startsWith('+') ? '+' : '') + trimmed.replace(/\D/g, '');
};

/** iCalendar and vCard TEXT escaping (RFC 5545 §3.3.11, RFC 2426 §4): backslash, `;`, `,` and line breaks. */
const escapeCardText = (value: string) =>
  value
    .trim()
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** Wi-Fi QR escaping (the ZXing `WIFI:` format): `\ ; , : "` get a backslash. */
const escapeWifi = (value: string) => value.replace(/([\\;,:"])/g, '\\$1');

/** vCard `N` (family;given;additional;prefix;suffix) from one name: the last word is the family name. */
function structuredName(name: string): string {
  const words = name.trim().split(/\s+/);
  const family = words.pop() ?? '';
  return `${escapeCardText(family)};${escapeCardText(words.join(' '))};;;`;
}

const CRLF = '\r\n';

/** The exact text the code encodes for these props (validate them first: this does not check). */
export function qrPayload(props: QrCodeProps): string {
  switch (props.kind) {
    case 'url':
      return props.url.trim();
    case 'email': {
      const query = [
        props.emailSubject && `subject=${encodeURIComponent(props.emailSubject)}`,
        props.emailBody && `body=${encodeURIComponent(props.emailBody)}`,
      ].filter(Boolean);
      return `mailto:${props.emailAddress.trim()}${query.length ? `?${query.join('&')}` : ''}`;
    }
    case 'phone':
      return `tel:${dialable(props.phoneNumber)}`;
    case 'sms':
      return `SMSTO:${dialable(props.smsNumber)}:${props.smsText}`;
    case 'event':
      return [
        'BEGIN:VEVENT',
        `SUMMARY:${escapeCardText(props.eventTitle)}`,
        `LOCATION:${escapeCardText(props.eventLocation)}`,
        `DTSTART:${compactDateTime(props.eventStart)}`,
        ...(props.eventEnd.trim() ? [`DTEND:${compactDateTime(props.eventEnd)}`] : []),
        'END:VEVENT',
      ].join(CRLF);
    case 'contact':
      return [
        'BEGIN:VCARD',
        'VERSION:3.0',
        `N:${structuredName(props.contactName)}`,
        `FN:${escapeCardText(props.contactName)}`,
        `ORG:${escapeCardText(props.contactCompany)}`,
        `EMAIL:${props.contactEmail.trim()}`,
        `TEL:${dialable(props.contactPhone)}`,
        `URL:${props.contactWebsite.trim()}`,
        'END:VCARD',
      ].join(CRLF);
    case 'wifi': {
      const password = props.wifiEncryption === 'nopass' ? '' : `P:${escapeWifi(props.wifiPassword)};`;
      return `WIFI:T:${props.wifiEncryption};S:${escapeWifi(props.wifiSsid)};${password}${props.wifiHidden ? 'H:true;' : ''};`;
    }
  }
}

/** The limits the error messages of `field` speak of: `{max}` its length limit, `{min}` the Wi-Fi password's. */
export function qrErrorParams(field: string): Record<string, number> {
  const max = (QR_LIMITS as Record<string, number>)[field];
  return { ...(max === undefined ? {} : { max }), ...(field === 'wifiPassword' ? { min: QR_WIFI_PASSWORD_MIN } : {}) };
}

export const qrCodeModel = defineWidgetModel<QrCodeProps>({
  type: 'qr_code',
  schema: qrCodePropsSchema,
  errorParams: qrErrorParams,
  size: { width: 560, height: 640 },
  licence: 'qrCode',
  deployment: 'qrCode',
});
