import { ALERT_TYPES, type PlayerAlert, type PlayerMessage } from '@signage/shared';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LANGS, textsFor } from '../i18n.ts';
import { AlertOverlay, MessageOverlay } from './AlertOverlay.tsx';

/** The takeover layers as the screen draws them (static markup: no effects, no audio playing). */

const alert = (over: Partial<PlayerAlert> = {}): PlayerAlert => ({
  activationId: 12,
  alertId: 3,
  name: 'Fire in building B',
  type: 'fire',
  description: 'A fire was reported on the second floor.',
  instructions: 'Leave by the nearest exit.',
  backgroundColor: '#B71C1C',
  textColor: '#FFFFFF',
  audio: null,
  mode: 'continuous',
  startedAt: '2026-03-02T10:00:00Z',
  endsAt: null,
  ...over,
});
const message = (id: number, over: Partial<PlayerMessage> = {}): PlayerMessage => ({
  id,
  text: `Message ${id}`,
  style: 'ticker',
  position: 'bottom',
  speed: 'normal',
  backgroundColor: '#000000',
  textColor: '#FFFFFF',
  startsAt: '2026-03-02T10:00:00Z',
  endsAt: null,
  ...over,
});
const overlay = (props: Partial<Parameters<typeof AlertOverlay>[0]> = {}) =>
  renderToStaticMarkup(createElement(AlertOverlay, { alert: alert(), audioUrl: null, width: 1920, height: 1080, ...props }));

describe('AlertOverlay', () => {
  it('draws the alert full screen with its activation for monitoring, in the screen language', () => {
    const html = overlay({ texts: textsFor('fr') });
    expect(html).toContain('data-alert-activation="12"');
    expect(html).toContain('data-alert-type="fire"');
    expect(html).toContain('width:1920px;height:1080px');
    expect(html).toContain('Incendie');
    expect(html).toContain('Que faire');
    expect(html).toContain('data-alert-audio="none"');
    expect(html).not.toContain('<audio');
  });
  it('every language names every alert type and the instructions', () => {
    const expected = { en: 'What to do', es: 'Qué hacer', fr: 'Que faire', sv: 'Gör så här' };
    for (const l of LANGS) {
      const texts = textsFor(l);
      expect(texts.alertInstructions).toBe(expected[l]);
      for (const type of ALERT_TYPES) expect(texts.alertTypes[type]).toMatch(/\S/);
      // Two types never share a name on screen.
      expect(new Set(Object.values(texts.alertTypes)).size).toBe(ALERT_TYPES.length);
    }
    expect(overlay({ alert: alert({ type: 'weather' }), texts: textsFor('sv') })).toContain('Väder');
  });
  it('loops the sound of a continuous alert and plays a broadcast once', () => {
    expect(overlay({ audioUrl: 'blob:x' })).toMatch(/<audio[^>]*src="blob:x"[^>]*loop=""/);
    const once = overlay({ audioUrl: 'blob:x', alert: alert({ mode: 'broadcast', endsAt: '2026-03-02T10:05:00Z' }) });
    expect(once).toContain('<audio');
    expect(once).not.toContain('loop');
    expect(once).toContain('data-alert-audio="loading"');
  });
});

describe('MessageOverlay', () => {
  it('draws the newest message of each position over the content, touches passing through', () => {
    const html = renderToStaticMarkup(
      createElement(MessageOverlay, { messages: [message(1), message(2), message(3, { position: 'top' })], width: 1080, height: 1920 }),
    );
    expect(html).toContain('data-message-id="2"');
    expect(html).toContain('data-message-id="3"');
    expect(html).not.toContain('data-message-id="1"');
    expect(html).toContain('pointer-events:none');
  });
  it('draws nothing without messages', () => {
    expect(renderToStaticMarkup(createElement(MessageOverlay, { messages: [], width: 1920, height: 1080 }))).toBe('');
  });
});
