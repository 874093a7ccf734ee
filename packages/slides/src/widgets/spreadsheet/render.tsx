import { fontFamily } from '../../model/fonts.ts';
import { registerWidgetRenderer, type WidgetRenderProps } from '../../render/widgets.tsx';
import { StaleNote, WaitingForData, WidgetFrame, widgetLook } from '../frame.tsx';
import type { SpreadsheetData } from './data.ts';
import { type SpreadsheetProps, spreadsheetModel } from './model.ts';
import { spreadsheetWord } from './words.ts';

function Centered({ children, muted, props }: { children: string; muted?: boolean; props: SpreadsheetProps }) {
  const { tokens } = widgetLook(props);
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        height: '100%',
        textAlign: 'center',
        color: muted ? tokens.muted : tokens.text,
      }}
    >
      {children}
    </div>
  );
}

function ValueLayout({ cells, props }: { cells: string[][]; props: SpreadsheetProps }) {
  const { tokens, scale } = widgetLook(props);
  const value = cells[0]?.[0] ?? '';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', height: '100%', minWidth: 0 }}>
      <div
        data-spreadsheet-value=""
        style={{
          fontFamily: fontFamily(tokens.headingFont),
          fontWeight: tokens.headingWeight,
          fontSize: 120 * scale,
          lineHeight: 1.05,
          color: value ? tokens.text : tokens.muted,
          maxWidth: '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {value || spreadsheetWord(props.language, 'empty')}
      </div>
      {props.label ? (
        <div data-spreadsheet-label="" style={{ marginTop: 12 * scale, fontSize: 34 * scale, color: tokens.muted, textAlign: 'center' }}>
          {props.label}
        </div>
      ) : null}
    </div>
  );
}

function TableLayout({ cells, props }: { cells: string[][]; props: SpreadsheetProps }) {
  const { tokens, scale } = widgetLook(props);
  const header = props.headerRow && cells.length > 1 ? cells[0] : null;
  const body = header ? cells.slice(1) : cells;
  const cellStyle = {
    padding: `${8 * scale}px ${14 * scale}px`,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  } as const;
  return (
    <div style={{ height: '100%', overflow: 'hidden' }}>
      <table data-spreadsheet-table="" style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: 30 * scale }}>
        {header ? (
          <thead>
            <tr>
              {header.map((cell, c) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in the range.
                  key={c}
                  style={{
                    ...cellStyle,
                    textAlign: 'left',
                    fontFamily: fontFamily(tokens.headingFont),
                    fontWeight: tokens.headingWeight,
                    color: tokens.accent,
                    borderBottom: `${Math.max(1, 3 * scale)}px solid ${tokens.accent}`,
                  }}
                >
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
        ) : null}
        <tbody>
          {body.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the range.
            <tr key={r} style={{ background: r % 2 === 1 ? tokens.surface : 'transparent' }}>
              {row.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in the range.
                <td key={c} style={cellStyle}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SpreadsheetWidget({ props, now, timeZone, data }: WidgetRenderProps<SpreadsheetProps>) {
  const sheet = data?.data as SpreadsheetData | null | undefined;
  const configured = props.origin === 'file' ? props.fileId !== '' : props.url !== '';
  if (!configured)
    return (
      <WidgetFrame type="spreadsheet" props={props}>
        <Centered muted props={props}>
          {spreadsheetWord(props.language, 'notSetUp')}
        </Centered>
      </WidgetFrame>
    );
  if (!sheet || !Array.isArray(sheet.cells))
    return (
      <WidgetFrame type="spreadsheet" props={props}>
        <WaitingForData props={props} />
      </WidgetFrame>
    );
  return (
    <WidgetFrame type="spreadsheet" props={props}>
      {props.display === 'table' ? <TableLayout cells={sheet.cells} props={props} /> : <ValueLayout cells={sheet.cells} props={props} />}
      <StaleNote entry={data} now={now} props={props} timeZone={timeZone} />
    </WidgetFrame>
  );
}

registerWidgetRenderer(spreadsheetModel, SpreadsheetWidget, 'Spreadsheet');
