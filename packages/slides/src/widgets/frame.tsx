import type { CSSProperties, ReactNode } from 'react';
import { fontFamily } from '../model/fonts.ts';
import type { WidgetCommonProps, WidgetDataEntry } from './contract.ts';
import { WIDGET_TEXT_SCALE, WIDGET_THEME_TOKENS, type WidgetThemeTokens } from './theme.ts';
import { widgetLocale, widgetWord } from './words.ts';

/** Theme tokens and the text-size factor of a widget's props. */
export function widgetLook(props: WidgetCommonProps): { tokens: WidgetThemeTokens; scale: number } {
  return { tokens: WIDGET_THEME_TOKENS[props.theme] ?? WIDGET_THEME_TOKENS.modern, scale: WIDGET_TEXT_SCALE[props.textSize] ?? 1 };
}

/**
 * The themed box every widget draws in: background, border, radius, padding and body font of its
 * theme, filling the element. `data-widget` names the type for tests and monitoring.
 */
export function WidgetFrame({
  type,
  props,
  children,
  style,
}: {
  type: string;
  props: WidgetCommonProps;
  children: ReactNode;
  style?: CSSProperties;
}) {
  const { tokens, scale } = widgetLook(props);
  return (
    <div
      data-widget={type}
      data-widget-theme={props.theme}
      style={{
        position: 'relative',
        width: '100%',
        height: '100%',
        boxSizing: 'border-box',
        overflow: 'hidden',
        background: tokens.background,
        color: tokens.text,
        border: tokens.border,
        borderRadius: tokens.radius,
        padding: tokens.padding * scale,
        fontFamily: fontFamily(tokens.bodyFont),
        fontSize: 36 * scale,
        lineHeight: 1.25,
        ...style,
      }}
    >
      {children}
    </div>
  );
}

/** True when the entry's data is older than its freshness allows at `now` (epoch ms). */
export function isStale(entry: WidgetDataEntry | undefined, now: number): boolean {
  if (!entry?.fetchedAt || !now) return false;
  return now - Date.parse(entry.fetchedAt) > entry.staleAfterMs;
}

/**
 * The discreet "as of HH:MM" a widget shows once its data is stale (the server unreachable, the
 * source failing): the last good data stays on screen, never a blank or an error box.
 */
export function StaleNote({
  entry,
  now,
  props,
  timeZone,
}: {
  entry: WidgetDataEntry | undefined;
  now: number;
  props: WidgetCommonProps;
  timeZone?: string;
}) {
  if (!entry?.fetchedAt || !isStale(entry, now)) return null;
  const { tokens, scale } = widgetLook(props);
  const time = new Intl.DateTimeFormat(widgetLocale(props.language), { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(entry.fetchedAt),
  );
  return (
    <div
      data-widget-stale=""
      style={{ position: 'absolute', right: 12 * scale, bottom: 8 * scale, fontSize: 20 * scale, color: tokens.muted, opacity: 0.85 }}
    >
      {widgetWord(props.language, 'asOf', { time })}
    </div>
  );
}

/** What a data widget shows before its first data arrives (never an error box). */
export function WaitingForData({ props }: { props: WidgetCommonProps }) {
  const { tokens } = widgetLook(props);
  return (
    <div
      data-widget-waiting=""
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%', color: tokens.muted }}
    >
      {widgetWord(props.language, 'noData')}
    </div>
  );
}
