import QRCode from 'qrcode';
import { useMemo } from 'react';
import { fontFamily } from '../../model/fonts.ts';
import { registerWidgetRenderer, WidgetPlaceholder } from '../../render/widgets.tsx';
import { WidgetFrame, widgetLook } from '../frame.tsx';
import type { WidgetThemeTokens } from '../theme.ts';
import { type QrCodeProps, qrCodeModel, qrPayload } from './model.ts';

/** The dark modules of a code, or null when the text does not fit in a code. */
export function qrModules(text: string): { size: number; dark: (row: number, col: number) => boolean } | null {
  try {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    return { size: modules.size, dark: (row, col) => Boolean(modules.get(row, col)) };
  } catch {
    return null;
  }
}

/**
 * One SVG path of the dark modules, a rectangle per horizontal run, offset by the quiet zone: a few
 * hundred path commands instead of thousands of elements, and no hairlines between modules.
 */
export function qrPath(matrix: NonNullable<ReturnType<typeof qrModules>>, quietZone: number): string {
  const commands: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    let col = 0;
    while (col < matrix.size) {
      if (!matrix.dark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < matrix.size && matrix.dark(row, col)) col++;
      commands.push(`M${start + quietZone} ${row + quietZone}h${col - start}v1h${start - col}z`);
    }
  }
  return commands.join('');
}

/** Relative luminance (WCAG) of a `#RRGGBB` colour. */
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
export function qrColors(
  props: Pick<QrCodeProps, 'foreground' | 'background'>,
  tokens: WidgetThemeTokens,
): { dark: string; light: string } {
  const [darker, lighter] =
    luminance(tokens.text) <= luminance(tokens.background) ? [tokens.text, tokens.background] : [tokens.background, tokens.text];
  return { dark: props.foreground ?? darker, light: props.background ?? lighter };
}

function QrCodeView({ props }: { props: QrCodeProps }) {
  const payload = qrPayload(props);
  const matrix = useMemo(() => qrModules(payload), [payload]);
  const path = useMemo(() => (matrix ? qrPath(matrix, props.quietZone) : ''), [matrix, props.quietZone]);
  if (!matrix) return <WidgetPlaceholder label="qr_code" />;
  const { tokens, scale } = widgetLook(props);
  const { dark, light } = qrColors(props, tokens);
  const extent = matrix.size + 2 * props.quietZone;
  const caption = props.caption.trim();
  return (
    <WidgetFrame type="qr_code" props={props} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16 * scale }}>
      <div style={{ flex: '1 1 0', minHeight: 0, width: '100%' }}>
        <svg
          xmlns="http://www.w3.org/2000/svg"
          viewBox={`0 0 ${extent} ${extent}`}
          width="100%"
          height="100%"
          preserveAspectRatio="xMidYMid meet"
          shapeRendering="crispEdges"
          role="img"
          aria-label={caption || 'QR code'}
          style={{ display: 'block' }}
        >
          <rect width={extent} height={extent} fill={light} />
          <path d={path} fill={dark} />
        </svg>
      </div>
      {caption && (
        <div
          data-qr-caption=""
          style={{
            flex: 'none',
            maxWidth: '100%',
            textAlign: 'center',
            fontFamily: fontFamily(tokens.headingFont),
            fontWeight: tokens.headingWeight,
            fontSize: 40 * scale,
            lineHeight: 1.2,
            overflowWrap: 'anywhere',
          }}
        >
          {caption}
        </div>
      )}
    </WidgetFrame>
  );
}

registerWidgetRenderer(qrCodeModel, ({ props }) => <QrCodeView props={props} />, 'QR code');
