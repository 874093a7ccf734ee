import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALERT_ICON_PATHS, type AlertDisplay, AlertView, fitFontSize, MessageLayer, type MessageDisplay, tickerSeconds } from './index.ts';

const TYPES = Object.keys(ALERT_ICON_PATHS) as AlertDisplay['type'][];
const alert = (over: Partial<AlertDisplay> = {}): AlertDisplay => ({
  type: 'fire',
  name: 'Fire in building B',
  description: 'A fire was reported on the second floor.',
  instructions: 'Leave by the nearest exit. Do not use the lifts. Meet at the car park.',
  backgroundColor: '#B71C1C',
  textColor: '#FFFFFF',
  ...over,
});

describe('fitFontSize', () => {
  it('keeps the estimated lines inside the box and stays within bounds', () => {
    for (const chars of [5, 40, 300, 1000]) {
      for (const [w, h] of [
        [1500, 300],
        [900, 700],
        [200, 80],
      ] as const) {
        const f = fitFontSize(chars, w, h, 1.25, 10, 200);
        expect(f).toBeGreaterThanOrEqual(10);
        expect(f).toBeLessThanOrEqual(200);
        if (f > 10) {
          const perLine = Math.max(1, Math.floor(w / (0.56 * f)));
          expect(Math.ceil((chars * 1.15) / perLine) * f * 1.25).toBeLessThanOrEqual(h + 0.001);
        }
      }
    }
  });
  it('gives short text a larger size than long text in the same box', () => {
    expect(fitFontSize(10, 1000, 400, 1.2, 8, 500)).toBeGreaterThan(fitFontSize(400, 1000, 400, 1.2, 8, 500));
  });
});

describe('AlertView', () => {
  it('draws every type with its icon, the texts and the colours, in both orientations', () => {
    for (const type of TYPES) {
      for (const [w, h] of [
        [1920, 1080],
        [1080, 1920],
      ] as const) {
        const html = renderToStaticMarkup(<AlertView alert={alert({ type })} width={w} height={h} typeLabel="Fire" />);
        expect(html).toContain(`data-alert-type="${type}"`);
        expect(html).toContain(ALERT_ICON_PATHS[type][0]);
        expect(html).toContain('Fire in building B');
        expect(html).toContain('Do not use the lifts');
        expect(html).toContain('background:#B71C1C');
        expect(html).not.toContain('role=');
      }
    }
  });
  it('lays out beside the icon in landscape and under it in portrait', () => {
    expect(renderToStaticMarkup(<AlertView alert={alert()} width={1920} height={1080} />)).toContain('flex-direction:row');
    expect(renderToStaticMarkup(<AlertView alert={alert()} width={1080} height={1920} />)).toContain('flex-direction:column');
  });
  it('escapes what an author wrote (text, never markup)', () => {
    const html = renderToStaticMarkup(<AlertView alert={alert({ name: '<img src=x onerror=alert(1)>' })} width={800} height={450} />);
    expect(html).not.toContain('<img');
  });
});

describe('MessageLayer', () => {
  const msg = (id: number, over: Partial<MessageDisplay> = {}): MessageDisplay => ({
    id,
    text: `Message ${id}`,
    style: 'ticker',
    position: 'bottom',
    speed: 'normal',
    backgroundColor: '#000000',
    textColor: '#FFFFFF',
    ...over,
  });
  it('shows the newest message at each position', () => {
    const html = renderToStaticMarkup(
      <MessageLayer messages={[msg(1), msg(2), msg(3, { position: 'top', style: 'banner' })]} width={1920} height={1080} />,
    );
    expect(html).not.toContain('Message 1');
    expect(html).toContain('Message 2');
    expect(html).toContain('Message 3');
    expect(html).toContain('data-message-style="banner"');
    expect(html).toContain('signage-ticker');
  });
  it('draws nothing without messages', () => {
    expect(renderToStaticMarkup(<MessageLayer messages={[]} width={1920} height={1080} />)).toBe('');
  });
  it('scrolls at the same speed on any screen width', () => {
    // A wider screen takes the same time per screen width: the speed scales with it.
    expect(tickerSeconds('x'.repeat(50), 'normal', 3840, 160)).toBeCloseTo(tickerSeconds('x'.repeat(50), 'normal', 1920, 80), 5);
    expect(tickerSeconds('hello', 'fast', 1920, 80)).toBeLessThan(tickerSeconds('hello', 'slow', 1920, 80));
  });
});
