import { QR_ERROR_CODES, QR_LIMITS, QR_WIFI_PASSWORD_MIN, type QrErrorCode } from '@signage/slides/widgets/qr-code/model.ts';

/** Translation function as react-i18next and i18next give it. */
type Translate = (key: string, values?: Record<string, unknown>) => string;

const KNOWN = new Set<string>(QR_ERROR_CODES);

/**
 * The translated message of one error code of the QR code props schema under `field`: the limits it
 * speaks of come from the model, so the text and the rule cannot drift apart. A code the schema did not
 * write itself (a wrong type in stored props) reads as a plain "not valid".
 */
export function qrErrorMessage(t: Translate, code: string, field: string): string {
  const key = KNOWN.has(code) ? (code as QrErrorCode) : 'invalid';
  const max = (QR_LIMITS as Record<string, number>)[field];
  return t(`widgets.qr_code.errors.${key}`, { max, min: QR_WIFI_PASSWORD_MIN });
}
