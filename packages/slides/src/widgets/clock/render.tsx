import { fontFamily } from '../../model/fonts.ts';
import { registerWidgetRenderer } from '../../render/widgets.tsx';
import { WidgetFrame, widgetLook } from '../frame.tsx';
import { widgetLocale } from '../words.ts';
import { type ClockProps, clockModel } from './model.ts';

/** Hours, minutes and seconds of `now` in `timeZone` (the screen's). */
function partsIn(now: number, timeZone: string | undefined) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(new Date(now));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { h: get('hour'), m: get('minute'), s: get('second') };
}

const HOURS = Array.from({ length: 12 }, (_, i) => i);

function Analog({ now, timeZone, props }: { now: number; timeZone?: string; props: ClockProps }) {
  const { tokens } = widgetLook(props);
  const { h, m, s } = partsIn(now, timeZone);
  const hand = (deg: number, length: number, width: number, color: string) => (
    <line
      x1={50}
      y1={50}
      x2={50}
      y2={50 - length}
      stroke={color}
      strokeWidth={width}
      strokeLinecap="round"
      transform={`rotate(${deg} 50 50)`}
    />
  );
  return (
    <svg viewBox="0 0 100 100" style={{ height: '100%', maxWidth: '100%', display: 'block', margin: '0 auto' }} aria-hidden>
      <circle cx={50} cy={50} r={47} fill={tokens.surface} stroke={tokens.accent} strokeWidth={2} />
      {HOURS.map((i) => (
        <line
          key={i}
          x1={50}
          y1={7}
          x2={50}
          y2={i % 3 === 0 ? 14 : 11}
          stroke={tokens.muted}
          strokeWidth={i % 3 === 0 ? 2 : 1}
          transform={`rotate(${i * 30} 50 50)`}
        />
      ))}
      {hand((h % 12) * 30 + m * 0.5, 24, 4, tokens.text)}
      {hand(m * 6 + s * 0.1, 34, 3, tokens.text)}
      {props.showSeconds && hand(s * 6, 38, 1, tokens.accent)}
      <circle cx={50} cy={50} r={2.5} fill={tokens.accent} />
    </svg>
  );
}

registerWidgetRenderer<ClockProps>(clockModel, ({ props, now, timeZone }) => {
  const { tokens, scale } = widgetLook(props);
  const locale = widgetLocale(props.language);
  const date = new Date(now);
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(props.showSeconds ? { second: '2-digit' } : {}),
    hourCycle: props.format === 'h12' ? 'h12' : 'h23',
    timeZone,
  }).format(date);
  const day = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(date);
  return (
    <WidgetFrame
      type="clock"
      props={props}
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
    >
      {props.layout === 'analog' ? (
        <div style={{ flex: 1, minHeight: 0, width: '100%' }}>
          <Analog now={now} timeZone={timeZone} props={props} />
        </div>
      ) : (
        <div
          data-clock-time=""
          style={{
            fontFamily: fontFamily(tokens.headingFont),
            fontWeight: tokens.headingWeight,
            fontSize: 140 * scale,
            lineHeight: 1,
            fontVariantNumeric: 'tabular-nums',
            color: tokens.text,
          }}
        >
          {time}
        </div>
      )}
      {props.showDate && (
        <div data-clock-date="" style={{ marginTop: 16 * scale, fontSize: 40 * scale, color: tokens.muted, textTransform: 'capitalize' }}>
          {day}
        </div>
      )}
    </WidgetFrame>
  );
});
