import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../../core/context.ts';
import type { SseStream } from '../../realtime/sse.ts';
import type { ScreenStreams } from '../runtime/screen-streams.ts';
import type { TakeoverCache, TakeoverPayload } from './takeover-cache.ts';
import { TakeoverDelivery } from './takeover-delivery.ts';
import type { TakeoversRepository } from './takeovers.repository.ts';

const ORG = 10;
const DEVICE = 1;

/**
 * One device's streams and a cache whose state is set by the test; `forDevice` waits until the test
 * lets it answer, so a push can land while a stream's opening event is being read.
 */
function rig(initial: TakeoverPayload) {
  let state = initial;
  const received = new Map<string, string[]>();
  const attached: string[] = [];
  const pendingReads: Array<() => void> = [];
  const stream = (name: string) => {
    attached.push(name);
    received.set(name, []);
    return {
      isClosed: false,
      onClose: () => undefined,
      sendRaw: (event: string, json: string) => received.get(name)?.push(`${event} ${json}`),
    } as unknown as SseStream;
  };
  const cache = {
    generation: () => 0,
    forDevice: () => new Promise<TakeoverPayload>((resolve) => pendingReads.push(() => resolve(state))),
    entry: async () => ({}),
    payloadOf: () => state,
    forgetPlacements: () => [ORG],
    peek: () => null,
    forget: () => undefined,
  } as unknown as TakeoverCache;
  const streams = {
    isConnected: () => attached.length > 0,
    // A push reaches every stream of the device attached here.
    toPlayerRaw: (_id: number, event: string, json: string) => {
      for (const name of attached) received.get(name)?.push(`${event} ${json}`);
    },
  } as unknown as ScreenStreams;
  const ctx = { log: { warn: () => undefined } } as unknown as AppContext;
  const repo = { organizationsOf: async (ids: number[]) => new Map(ids.map((id) => [id, ORG])) } as unknown as TakeoversRepository;
  const delivery = new TakeoverDelivery(ctx, cache, repo, streams);
  return {
    delivery,
    stream,
    received,
    set: (next: TakeoverPayload) => {
      state = next;
    },
    /** Lets the pending `forDevice` reads answer, then waits for what they send. */
    answerReads: async () => {
      for (const answer of pendingReads.splice(0)) answer();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

const calm: TakeoverPayload = { revision: 'calm', json: '{"alerts":[]}' };
const fire: TakeoverPayload = { revision: 'fire', json: '{"alerts":["fire"]}' };

describe('takeover delivery: the opening event (docs/alerts.md, "Delivery")', () => {
  it('is sent once when a push reaches the stream with the same state while it is read (two instances: a late notification)', async () => {
    const r = rig(calm);
    const stream = r.stream('first');
    const opening = r.delivery.opened(DEVICE, ORG, stream, r.delivery.pushMark());
    r.delivery.devicesChanged([DEVICE], 'identity', false);
    await r.delivery.idle();
    expect(r.received.get('first')).toEqual([`takeovers ${calm.json}`]);
    await r.answerReads();
    await opening;
    expect(r.received.get('first')).toEqual([`takeovers ${calm.json}`]);
  });

  it('is not repeated when a push reached the stream between its attachment and its opening (the manifest is built meanwhile)', async () => {
    const r = rig(calm);
    const stream = r.stream('first');
    const attachedAt = r.delivery.pushMark();
    // Not followed yet: the device is read again (paired, moved) and pushed its state.
    r.delivery.devicesChanged([DEVICE], 'identity', false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await r.delivery.idle();
    expect(r.received.get('first')).toEqual([`takeovers ${calm.json}`]);
    const opening = r.delivery.opened(DEVICE, ORG, stream, attachedAt);
    await r.answerReads();
    await opening;
    expect(r.received.get('first')).toEqual([`takeovers ${calm.json}`]);
  });

  it('is sent when the state it read differs from what a push sent meanwhile', async () => {
    const r = rig(calm);
    const stream = r.stream('first');
    const opening = r.delivery.opened(DEVICE, ORG, stream, r.delivery.pushMark());
    r.delivery.devicesChanged([DEVICE], 'identity', false);
    await r.delivery.idle();
    r.set(fire);
    await r.answerReads();
    await opening;
    expect(r.received.get('first')).toEqual([`takeovers ${calm.json}`, `takeovers ${fire.json}`]);
  });

  it("is sent to a device's second stream with an unchanged state, with no push in between", async () => {
    const r = rig(calm);
    const first = r.stream('first');
    const firstOpening = r.delivery.opened(DEVICE, ORG, first, r.delivery.pushMark());
    await r.answerReads();
    await firstOpening;
    const second = r.stream('second');
    const secondOpening = r.delivery.opened(DEVICE, ORG, second, r.delivery.pushMark());
    await r.answerReads();
    await secondOpening;
    expect(r.received.get('first')).toEqual([`takeovers ${calm.json}`]);
    expect(r.received.get('second')).toEqual([`takeovers ${calm.json}`]);
  });
});
