import { nextChange, resolveAt } from '@signage/schedule';
import { ALERT_RECEIPTS_MAX, type PlayerAlert, type PlayerMessage } from '@signage/shared';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../storage/memory.ts';
import {
  AlertReceipts,
  alertAudioFile,
  alertOnAir,
  messagesAt,
  nextMessageChange,
  parseTakeovers,
  type ReceiptSender,
  resolverAlerts,
} from './takeovers.ts';

const T0 = Date.parse('2026-03-02T10:00:00Z');
const iso = (s: number) => new Date(T0 + s * 1000).toISOString();
const alert = (activationId: number, over: Partial<PlayerAlert> = {}): PlayerAlert => ({
  activationId,
  alertId: 1,
  name: 'A',
  type: 'custom',
  description: 'd',
  instructions: 'i',
  backgroundColor: '#212121',
  textColor: '#FFFFFF',
  audio: null,
  mode: 'continuous',
  startedAt: iso(-60),
  endsAt: null,
  ...over,
});
const message = (id: number, startsAt: string, endsAt: string | null): PlayerMessage => ({
  id,
  text: 't',
  style: 'banner',
  position: 'top',
  speed: 'normal',
  backgroundColor: '#000000',
  textColor: '#FFFFFF',
  startsAt,
  endsAt,
});
const schedule = { timeZone: 'UTC', device: { playNow: { playlistId: 7, since: iso(-3600) }, schedule: [] }, groups: [] };

describe('takeovers', () => {
  it('accepts only bodies of the contract', () => {
    expect(parseTakeovers({ revision: 'r', alerts: [alert(1)], messages: [] })?.alerts[0]?.activationId).toBe(1);
    expect(parseTakeovers({ revision: 'r', alerts: [{ activationId: 'x' }], messages: [] })).toBeNull();
    expect(parseTakeovers(null)).toBeNull();
  });

  it('merged into the resolver: the newest activation wins, and nextChange sees each alert end', () => {
    const alerts = resolverAlerts(
      [alert(2, { startedAt: iso(-10), endsAt: iso(30), mode: 'broadcast' }), alert(1, { startedAt: iso(-60), endsAt: null })],
      T0,
    );
    expect(alerts.map((a) => a.id)).toEqual([1, 2]);
    const input = { ...schedule, alerts };
    expect(resolveAt(input, new Date(T0)).source).toEqual({ kind: 'alert', alertId: 2 });
    expect(nextChange(input, new Date(T0))?.toISOString()).toBe(iso(30));
    expect(resolveAt(input, new Date(T0 + 30_000)).source).toEqual({ kind: 'alert', alertId: 1 });
    // Without the continuous one, the schedule is back at the broadcast's end.
    const one = { ...schedule, alerts: resolverAlerts([alert(2, { startedAt: iso(-10), endsAt: iso(30) })], T0) };
    expect(resolveAt(one, new Date(T0 + 30_000))).toEqual({ playlistId: 7, source: { kind: 'devicePlayNow' } });
  });

  it('counts a start ahead of the screen clock from now, keeping the newest first on a tie', () => {
    const alerts = resolverAlerts([alert(9, { startedAt: iso(4) }), alert(8, { startedAt: iso(2) }), alert(3)], T0);
    expect(alerts.map((a) => [a.id, a.startsAt])).toEqual([
      [3, iso(-60)],
      [8, iso(0)],
      [9, iso(0)],
    ]);
    expect(resolveAt({ ...schedule, alerts }, new Date(T0)).source).toEqual({ kind: 'alert', alertId: 9 });
  });

  it('an alert is on air until its end', () => {
    expect(alertOnAir(alert(1), T0)).toBe(true);
    expect(alertOnAir(alert(1, { endsAt: iso(1) }), T0)).toBe(true);
    expect(alertOnAir(alert(1, { endsAt: iso(0) }), T0)).toBe(false);
  });

  it('messages: shown from their start to their end, oldest first; the next start or end', () => {
    const ms = [message(3, iso(10), iso(20)), message(2, iso(-5), null), message(1, iso(-10), iso(5))];
    expect(messagesAt(ms, T0).map((m) => m.id)).toEqual([1, 2]);
    expect(messagesAt(ms, T0 + 10_000).map((m) => m.id)).toEqual([2, 3]);
    expect(nextMessageChange(ms, T0)).toBe(T0 + 5_000);
    expect(nextMessageChange(ms, T0 + 5_000)).toBe(T0 + 10_000);
    expect(nextMessageChange(ms, T0 + 20_000)).toBeNull();
  });

  it('alert audio shares the media file store', () => {
    expect(alertAudioFile(alert(1))).toBeNull();
    const audio = { url: '/api/player/media/30/abcdef0123456789', hash: 'abcdef0123456789', mime: 'audio/mpeg', bytes: 9 };
    expect(alertAudioFile(alert(1, { audio }))).toEqual({ key: 'media:30:abcdef0123456789', url: audio.url, bytes: 9 });
  });
});

describe('AlertReceipts', () => {
  const setup = (send: ReceiptSender = async () => ({ accepted: 0 })) => {
    const storage = memoryStorage();
    return { storage, receipts: new AlertReceipts(storage.s, send) };
  };

  it('reports the first draw and the end; an alert never drawn reports its end only; ended and confirmed ones are forgotten', async () => {
    const sent: Parameters<ReceiptSender>[0][] = [];
    const { receipts } = setup(async (r) => void sent.push(r));
    expect(receipts.track(new Set([1, 2]), () => iso(9))).toBe(false);
    expect(receipts.shown(1, iso(0))).toBe(true);
    expect(receipts.shown(1, iso(5))).toBe(false);
    await receipts.flush();
    expect(sent).toEqual([[{ activationId: 1, shownAt: iso(0), endedAt: null }]]);
    expect(receipts.track(new Set(), (id) => iso(id * 10))).toBe(true);
    await receipts.flush();
    expect(sent[1]).toEqual([
      { activationId: 1, shownAt: iso(0), endedAt: iso(10) },
      { activationId: 2, shownAt: null, endedAt: iso(20) },
    ]);
    expect(receipts.list()).toEqual([]);
  });

  it('sends at most ALERT_RECEIPTS_MAX a call', async () => {
    const sent: number[] = [];
    const { receipts } = setup(async (r) => void sent.push(r.length));
    for (let id = 1; id <= ALERT_RECEIPTS_MAX + 20; id++) receipts.shown(id, iso(0));
    await receipts.flush();
    expect(sent).toEqual([ALERT_RECEIPTS_MAX, 20]);
    expect(receipts.pending).toBe(0);
  });

  it('keeps what changed while a send was on the way, and sends it next', async () => {
    const sent: Parameters<ReceiptSender>[0][] = [];
    let release: () => void = () => undefined;
    const { receipts } = setup(async (r) => {
      sent.push(r);
      if (sent.length === 1) await new Promise<void>((ok) => (release = ok));
    });
    receipts.shown(1, iso(0));
    const flushing = receipts.flush();
    await Promise.resolve();
    receipts.track(new Set(), () => iso(2)); // it ends while its shown receipt is on the way
    release();
    await flushing;
    expect(sent).toEqual([[{ activationId: 1, shownAt: iso(0), endedAt: null }], [{ activationId: 1, shownAt: iso(0), endedAt: iso(2) }]]);
    expect(receipts.list()).toEqual([]);
  });

  it('keeps what failed, in storage, for the next start', async () => {
    const { storage, receipts } = setup(async () => {
      throw new TypeError('offline');
    });
    receipts.shown(5, iso(0));
    await expect(receipts.flush()).rejects.toThrow('offline');
    await new Promise((r) => setTimeout(r, 0));
    expect(await storage.s.alertReceipts()).toEqual([{ activationId: 5, shownAt: iso(0), endedAt: null, pending: true }]);
    const again = new AlertReceipts(storage.s, async () => undefined);
    await again.restore();
    expect(again.pending).toBe(1);
  });
});
