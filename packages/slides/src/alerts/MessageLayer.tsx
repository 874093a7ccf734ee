import type { CSSProperties } from 'react';
import { SLIDE_TYPOGRAPHY } from '../render/SlideView.tsx';

/** What a screen message is drawn from (a `PlayerMessage` or the CMS form both fit). */
export interface MessageDisplay {
  id: number | string;
  text: string;
  style: 'ticker' | 'banner';
  position: 'top' | 'bottom';
  speed: 'slow' | 'normal' | 'fast';
  backgroundColor: string;
  textColor: string;
}

/** Ticker speed in px per second on a 1920-wide screen (scaled with the screen's width). */
export const TICKER_SPEED_PX_S = { slow: 90, normal: 160, fast: 260 } as const;
const CHAR_EM = 0.56;

/** The bar's height for a screen of this size: 8 % of the shorter side. */
export const messageBarHeight = (width: number, height: number) => Math.max(24, Math.round(Math.min(width, height) * 0.08));

/** Seconds one pass of a ticker takes: from entering on the right to leaving on the left. */
export function tickerSeconds(text: string, speed: MessageDisplay['speed'], width: number, fontSize: number): number {
  const textWidth = text.length * CHAR_EM * fontSize;
  return (width + textWidth) / (TICKER_SPEED_PX_S[speed] * (width / 1920));
}

const TICKER_KEYFRAMES =
  '@keyframes signage-ticker{from{transform:translate3d(var(--ticker-from),0,0)}to{transform:translate3d(-100%,0,0)}}';

function MessageBar({ message, width, barHeight }: { message: MessageDisplay; width: number; barHeight: number }) {
  const fontSize = Math.round(barHeight * 0.55);
  const ticker = message.style === 'ticker';
  const text: CSSProperties = { margin: 0, fontSize, fontWeight: 500, lineHeight: `${barHeight}px`, whiteSpace: 'nowrap' };
  return (
    <div
      role="status"
      data-message-id={message.id}
      data-message-style={message.style}
      style={{
        position: 'absolute',
        left: 0,
        width,
        height: barHeight,
        [message.position]: 0,
        overflow: 'hidden',
        background: message.backgroundColor,
        color: message.textColor,
      }}
    >
      {ticker ? (
        <p
          style={{
            ...text,
            position: 'absolute',
            left: 0,
            top: 0,
            // Starts just off the right edge and runs until its end has left on the left; then again.
            ['--ticker-from' as string]: `${width}px`,
            animation: `signage-ticker ${tickerSeconds(message.text, message.speed, width, fontSize).toFixed(2)}s linear infinite`,
            willChange: 'transform',
          }}
        >
          {message.text}
        </p>
      ) : (
        <p
          style={{
            ...text,
            textAlign: 'center',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            padding: `0 ${Math.round(barHeight * 0.4)}px`,
          }}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

/**
 * Screen messages over the running content (docs/alerts.md): one bar at the top and one at
 * the bottom at most — of several at one position, the last in `messages` (the newest) shows.
 * Tickers scroll on the compositor (a CSS animation of transform only: no clock, no render per frame);
 * banners stand still. The layer covers the box and lets touches through where there is no bar.
 */
export function MessageLayer({ messages, width, height }: { messages: readonly MessageDisplay[]; width: number; height: number }) {
  const top = messages.filter((m) => m.position === 'top').at(-1);
  const bottom = messages.filter((m) => m.position === 'bottom').at(-1);
  if (!top && !bottom) return null;
  const barHeight = messageBarHeight(width, height);
  return (
    <div style={{ ...SLIDE_TYPOGRAPHY, position: 'absolute', inset: 0, width, height, pointerEvents: 'none', overflow: 'hidden' }}>
      <style>{TICKER_KEYFRAMES}</style>
      {top ? <MessageBar message={top} width={width} barHeight={barHeight} /> : null}
      {bottom ? <MessageBar message={bottom} width={width} barHeight={barHeight} /> : null}
    </div>
  );
}
