import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createSlide, type JsonValue } from '../../model/index.ts';
import { SlideView } from '../../render/SlideView.tsx';
import { WidgetEnvironmentProvider } from '../environment.tsx';
import '../index.ts';
import { remaining, zonedTime } from './model.ts';

const docWith = (widget: string, props: Record<string, JsonValue>) => ({
  ...createSlide('16:9'),
  elements: [
    {
      id: 'w',
      type: 'widget' as const,
      widget,
      x: 0,
      y: 0,
      width: 1000,
      height: 400,
      rotation: 0,
      scale: 1,
      locked: false,
      hidden: false,
      editable: true,
      opacity: 1,
      props,
    },
  ],
});

const render = (widget: string, props: Record<string, JsonValue>, now: number, timeZone = 'Europe/Stockholm') =>
  renderToStaticMarkup(
    <WidgetEnvironmentProvider value={{ now, timeZone, data: () => undefined }}>
      <SlideView doc={docWith(widget, props)} width={960} time={0} playing={false} />
    </WidgetEnvironmentProvider>,
  );

describe('countdown and clock widgets', () => {
  it('counts in the screen’s time zone, across a daylight-saving change', () => {
    expect(new Date(zonedTime('2027-01-01T00:00', 'Europe/Stockholm')).toISOString()).toBe('2026-12-31T23:00:00.000Z');
    expect(new Date(zonedTime('2027-07-01T00:00', 'Europe/Stockholm')).toISOString()).toBe('2027-06-30T22:00:00.000Z');
    expect(new Date(zonedTime('2027-01-01T00:00', 'America/New_York')).toISOString()).toBe('2027-01-01T05:00:00.000Z');
    expect(remaining(0, 90_061_000)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(remaining(10, 10)).toBeNull();
  });

  it('shows what is left in the widget language, then the finished text', () => {
    const now = Date.parse('2026-12-30T22:00:00Z');
    const html = render('countdown', { target: '2027-01-01T00:00', language: 'es', title: 'Año nuevo' }, now);
    expect(html).toContain('Año nuevo');
    expect(html).toMatch(/>1<.*días.*>01<.*horas.*>00<.*minutos/);
    const after = render('countdown', { target: '2027-01-01T00:00', finishedText: '¡Feliz año!' }, Date.parse('2027-01-02T00:00:00Z'));
    expect(after).toContain('¡Feliz año!');
    expect(after).toContain('data-countdown-finished');
  });

  it('shows the time and date where the screen is', () => {
    const now = Date.parse('2026-11-25T08:05:09Z');
    const html = render('clock', { language: 'sv', showSeconds: true }, now);
    expect(html).toContain('09:05:09');
    expect(html).toContain('onsdag 25 november');
    expect(render('clock', { format: 'h12', language: 'en' }, now, 'America/New_York')).toMatch(/03:05\s?am/i);
    expect(render('clock', { layout: 'analog' }, now)).toContain('<svg');
  });
});
