import { errorMessage, isErrorCode, type Locale } from '@signage/shared';
import { QR_ERROR_CODES, QR_WIFI_PASSWORD_MIN, qrErrorParams } from '@signage/slides/widgets/qr-code/model.ts';

const KNOWN = new Set<string>(QR_ERROR_CODES);

/**
 * The message of one error code of the QR code props schema under `field`, in `locale`: the error
 * catalogue's (packages/shared/src/errors-widgets.ts), the text the API answers for the same field of a
 * refused slide, with the limits of the model filled in so the text and the rule cannot drift apart.
 * A code the schema did not write itself (a wrong type in stored props) reads as a plain "not valid".
 */
export function qrErrorMessage(locale: Locale, code: string, field: string): string {
  return errorMessage(KNOWN.has(code) && isErrorCode(code) ? code : 'FIELD_INVALID', locale, {
    min: QR_WIFI_PASSWORD_MIN,
    ...qrErrorParams(field),
  });
}
