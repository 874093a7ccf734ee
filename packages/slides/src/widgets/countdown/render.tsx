import { fontFamily } from '../../model/fonts.ts';
import { registerWidgetRenderer } from '../../render/widgets.tsx';
import type { WidgetLanguage } from '../contract.ts';
import { WidgetFrame, widgetLook } from '../frame.tsx';
import { type CountdownProps, countdownModel, remaining, zonedTime } from './model.ts';

const UNITS: Record<WidgetLanguage, { days: string; hours: string; minutes: string; seconds: string }> = {
  en: { days: 'days', hours: 'hours', minutes: 'minutes', seconds: 'seconds' },
  es: { days: 'días', hours: 'horas', minutes: 'minutos', seconds: 'segundos' },
  fr: { days: 'jours', hours: 'heures', minutes: 'minutes', seconds: 'secondes' },
  sv: { days: 'dagar', hours: 'timmar', minutes: 'minuter', seconds: 'sekunder' },
};

registerWidgetRenderer<CountdownProps>(countdownModel, ({ props, now, timeZone }) => {
  const { tokens, scale } = widgetLook(props);
  const left = now ? remaining(now, zonedTime(props.target, timeZone)) : null;
  const units = UNITS[props.language] ?? UNITS.en;
  const cells = left
    ? ([
        ['days', left.days],
        ['hours', left.hours],
        ['minutes', left.minutes],
        ...(props.showSeconds ? ([['seconds', left.seconds]] as const) : []),
      ] as const)
    : [];
  return (
    <WidgetFrame
      type="countdown"
      props={props}
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', textAlign: 'center' }}
    >
      {props.title && (
        <div
          style={{
            fontFamily: fontFamily(tokens.headingFont),
            fontWeight: tokens.headingWeight,
            fontSize: 48 * scale,
            marginBottom: 16 * scale,
          }}
        >
          {props.title}
        </div>
      )}
      {left ? (
        <div data-countdown="" style={{ display: 'flex', gap: 32 * scale, justifyContent: 'center' }}>
          {cells.map(([unit, value]) => (
            <div
              key={unit}
              style={{
                minWidth: 140 * scale,
                background: tokens.surface,
                borderRadius: tokens.radius / 2,
                padding: `${12 * scale}px ${16 * scale}px`,
              }}
            >
              <div
                style={{
                  fontFamily: fontFamily(tokens.headingFont),
                  fontWeight: tokens.headingWeight,
                  fontSize: 96 * scale,
                  lineHeight: 1,
                  color: tokens.accent,
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {unit === 'days' ? value : String(value).padStart(2, '0')}
              </div>
              <div style={{ fontSize: 26 * scale, color: tokens.muted, marginTop: 6 * scale }}>{units[unit]}</div>
            </div>
          ))}
        </div>
      ) : (
        <div
          data-countdown-finished=""
          style={{
            fontFamily: fontFamily(tokens.headingFont),
            fontWeight: tokens.headingWeight,
            fontSize: 72 * scale,
            color: tokens.accent,
          }}
        >
          {props.finishedText}
        </div>
      )}
    </WidgetFrame>
  );
});
