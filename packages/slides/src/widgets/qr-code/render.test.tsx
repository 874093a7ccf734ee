import { Resvg } from '@resvg/resvg-js';
import jsQR from 'jsqr';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createElement } from '../../model/index.ts';
import { WidgetView } from '../../render/widgets.tsx';
import '../index.ts';
import { WIDGET_THEMES } from '../contract.ts';
import { type QrCodeProps, qrCodePropsSchema, qrPayload } from './model.ts';

/** The widget's markup as the renderer draws it for a widget element with these props. */
function markup(props: Record<string, unknown>): string {
  const element = createElement({
    id: 'qr',
    type: 'widget',
    widget: 'qr_code',
    x: 0,
    y: 0,
    width: 600,
    height: 700,
    props: props as never,
  });
  if (element.type !== 'widget') throw new Error('not a widget');
  return renderToStaticMarkup(<WidgetView element={element} time={0} playing={false} />);
}

/** The SVG of the markup rasterized at 600 px and read by a real decoder (jsQR): the bytes it finds. */
function decode(html: string): Uint8Array | null {
  const svg = /<svg[\s\S]*<\/svg>/.exec(html)?.[0];
  if (!svg) throw new Error('no svg in the markup');
  const sized = svg.replace('width="100%"', 'width="600"').replace('height="100%"', 'height="600"');
  const image = new Resvg(sized, { background: '#FFFFFF' }).render();
  const result = jsQR(new Uint8ClampedArray(image.pixels), image.width, image.height, { inversionAttempts: 'dontInvert' });
  return result ? Uint8Array.from(result.binaryData) : null;
}

const CASES: Record<string, Record<string, unknown>> = {
  url: { kind: 'url', url: 'https://example.com/menú?día=mañana&så=1' },
  email: { kind: 'email', emailAddress: 'ada@example.com', emailSubject: 'Café på måndag', emailBody: 'Hola señor,\nvi ses à midi.' },
  phone: { kind: 'phone', phoneNumber: '+46 (70) 123 45 67' },
  sms: { kind: 'sms', smsNumber: '+34 600 000 000', smsText: 'Mañana a las 10: ¿vale? Très bien, hälsningar' },
  event: {
    kind: 'event',
    eventTitle: 'Fika; kanelbullar, café',
    eventLocation: 'Köket, plan 2',
    eventStart: '2026-11-25T15:00',
    eventEnd: '2026-11-25T16:00',
  },
  contact: {
    kind: 'contact',
    contactName: 'Åsa Núñez Ébert',
    contactCompany: 'Señal & Co, AB',
    contactEmail: 'asa@example.com',
    contactPhone: '+33 1 23 45 67 89',
    contactWebsite: 'https://example.com/åsa',
  },
  wifi: { kind: 'wifi', wifiSsid: 'Café;Wi,Fi:"å"\\', wifiPassword: 'pä;ss:wo,rd"\\ñ', wifiEncryption: 'WPA', wifiHidden: true },
  wifiOpen: { kind: 'wifi', wifiSsid: 'Gäster', wifiEncryption: 'nopass' },
};

describe('qr_code renderer', () => {
  for (const [name, input] of Object.entries(CASES)) {
    it(`draws a code a real decoder reads back byte for byte: ${name}`, () => {
      const props: QrCodeProps = qrCodePropsSchema.parse(input);
      const decoded = decode(markup(input));
      expect(decoded, 'the decoder found no code').not.toBeNull();
      expect(Buffer.from(decoded as Uint8Array).toString('utf8')).toBe(qrPayload(props));
      expect(Buffer.compare(Buffer.from(decoded as Uint8Array), Buffer.from(qrPayload(props), 'utf8'))).toBe(0);
    });
  }

  it('reads in every theme, with custom colours and a narrow quiet zone', () => {
    for (const theme of WIDGET_THEMES) {
      expect(decode(markup({ theme, url: 'https://example.com/a' })), theme).not.toBeNull();
    }
    expect(decode(markup({ foreground: '#1B5E20', background: '#FFF8E1', quietZone: 2 }))).not.toBeNull();
  });

  it('draws one crisp path of dark modules and the caption under the code', () => {
    const html = markup({ caption: 'Scan för menyn' });
    expect(html.match(/<path /g)).toHaveLength(1);
    expect(html).toContain('shape-rendering="crispEdges"');
    expect(html).toContain('data-qr-caption=""');
    expect(html).toContain('Scan för menyn');
    expect(html).toContain('data-widget="qr_code"');
  });

  it('is really read by the decoder (a blank square is not)', () => {
    expect(decode(markup({}).replace(/<path [^>]*><\/path>/, ''))).toBeNull();
  });

  it('shows the placeholder for invalid props instead of throwing', () => {
    const html = markup({ kind: 'wifi', wifiSsid: 'Office', wifiPassword: 'short' });
    expect(html).toContain('data-widget-placeholder');
    expect(html).not.toContain('<svg');
  });
});
