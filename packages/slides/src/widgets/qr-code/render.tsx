import QRCode from 'qrcode';
import { useMemo } from 'react';
import { fontFamily } from '../../model/fonts.ts';
import { registerWidgetRenderer, WidgetPlaceholder } from '../../render/widgets.tsx';
import { WidgetFrame, widgetLook } from '../frame.tsx';
import { type QrCodeProps, qrCodeModel, qrColors, qrPayload } from './model.ts';
import { qrWord } from './words.ts';

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

function QrCodeView({ props }: { props: QrCodeProps }) {
  const payload = qrPayload(props);
  const matrix = useMemo(() => qrModules(payload), [payload]);
  const path = useMemo(() => (matrix ? qrPath(matrix, props.quietZone) : ''), [matrix, props.quietZone]);
  if (!matrix) return <WidgetPlaceholder label={qrWord(props.language, 'qrCode')} />;
  const { tokens, scale } = widgetLook(props);
  const { dark, light } = qrColors(props);
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
          aria-label={caption || qrWord(props.language, 'qrCode')}
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
            // At most three lines, so a long caption cannot shrink the code to nothing.
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 3,
            overflow: 'hidden',
          }}
        >
          {caption}
        </div>
      )}
    </WidgetFrame>
  );
}

registerWidgetRenderer(qrCodeModel, ({ props }) => <QrCodeView props={props} />, qrWord('en', 'qrCode'));
