import type { IntegrationSecret } from '@signage/shared';

/** `value` as one single-quoted shell word (a `'` inside becomes `'\''`). */
export function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export interface HookExample {
  /** Translation key under `alerts.secret.examples`. */
  key: 'trigger' | 'deactivate' | 'json' | 'jsonDeactivate' | 'cap' | 'capCancel';
  command: string;
}

/**
 * Ready-to-paste calls of an integration's URLs (docs/alerts.md): generic integrations trigger and
 * end their linked alerts by URL or by a JSON body naming one of them; CAP integrations take CAP 1.2
 * XML (saved as `alert.xml`) at the JSON URL.
 */
export function hookExamples(
  secret: Pick<IntegrationSecret, 'triggerUrl' | 'deactivateUrl' | 'jsonUrl'>,
  provider: 'generic' | 'cap',
  alertName?: string,
): HookExample[] {
  if (provider === 'cap') {
    const post = (file: string) => `curl -X POST -H 'Content-Type: application/xml' --data-binary @${file} ${shellQuote(secret.jsonUrl)}`;
    return [
      { key: 'cap', command: post('alert.xml') },
      { key: 'capCancel', command: post('cancel.xml') },
    ];
  }
  const json = (action: 'trigger' | 'deactivate') =>
    `curl -X POST -H 'Content-Type: application/json' -d ${shellQuote(JSON.stringify(alertName ? { action, alert: alertName } : { action }))} ${shellQuote(secret.jsonUrl)}`;
  return [
    { key: 'trigger', command: `curl -X POST ${shellQuote(secret.triggerUrl)}` },
    { key: 'deactivate', command: `curl -X POST ${shellQuote(secret.deactivateUrl)}` },
    { key: 'json', command: json('trigger') },
    { key: 'jsonDeactivate', command: json('deactivate') },
  ];
}

const xmlText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An ISO instant with the local offset and no milliseconds, as CAP's `sent` and `expires` want it (2025-05-03T10:02:00+02:00). */
export function capDateTime(date: Date): string {
  const pad = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

/**
 * A CAP 1.2 message that passes the checks of docs/alerts.md (identifier, sender, sent, status,
 * msgType, scope; the info's category, event, urgency, severity, certainty), ending in an hour.
 * `msgType: 'Cancel'` ends the alert the message `references`.
 */
export function capSample(now: Date, options: { msgType?: 'Alert' | 'Cancel'; identifier?: string } = {}): string {
  const msgType = options.msgType ?? 'Alert';
  const sent = capDateTime(now);
  const expires = capDateTime(new Date(now.getTime() + 3600_000));
  const identifier = options.identifier ?? 'example-2025-0001';
  const sender = 'warnings@example.org';
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<alert xmlns="urn:oasis:names:tc:emergency:cap:1.2">',
    `  <identifier>${xmlText(msgType === 'Cancel' ? `${identifier}-cancel` : identifier)}</identifier>`,
    `  <sender>${sender}</sender>`,
    `  <sent>${sent}</sent>`,
    '  <status>Actual</status>',
    `  <msgType>${msgType}</msgType>`,
    '  <scope>Public</scope>',
  ];
  if (msgType === 'Cancel') lines.push(`  <references>${sender},${xmlText(identifier)},${sent}</references>`);
  lines.push(
    '  <info>',
    '    <language>en-US</language>',
    '    <category>Met</category>',
    '    <event>Severe thunderstorm</event>',
    '    <urgency>Immediate</urgency>',
    '    <severity>Severe</severity>',
    '    <certainty>Observed</certainty>',
    `    <expires>${expires}</expires>`,
    '    <headline>Severe thunderstorm warning</headline>',
    '    <description>A severe thunderstorm with large hail is moving over the area.</description>',
    '    <instruction>Stay indoors and keep away from windows.</instruction>',
    '  </info>',
    '</alert>',
  );
  return `${lines.join('\n')}\n`;
}
