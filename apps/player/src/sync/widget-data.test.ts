import type { WidgetDataEntry } from '@signage/slides/widgets';
import { describe, expect, it } from 'vitest';
import { PlayerApi } from '../api/client.ts';
import { memoryStorage } from '../storage/memory.ts';
import { WidgetData } from './widget-data.ts';

const entry = (key: string, over: Partial<WidgetDataEntry> = {}): WidgetDataEntry => ({
  key,
  status: 'ok',
  data: { n: 1 },
  fetchedAt: '2026-11-25T08:00:00.000Z',
  staleAfterMs: 1_200_000,
  ...over,
});

/** A server answering `/api/player/widgetData` with `answers` in turn (an Error: the network is down). */
function server(answers: Array<WidgetDataEntry[] | Error>) {
  const images: string[] = [];
  const fetchImpl = (async (url: string) => {
    if (url.includes('/api/widget/image/')) {
      images.push(url);
      return new Response(new Blob(['webp']));
    }
    const next = answers.shift();
    if (!next || next instanceof Error) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify({ response: { entries: next } }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { api: new PlayerApi('', fetchImpl), images };
}

describe('widget data on the screen', () => {
  it('keeps the last good data through failed refreshes and an unreachable server, and stores it for offline starts', async () => {
    const storage = memoryStorage();
    const image = '/api/widget/image/0123456789abcdef0123456789abcdef01234567.webp';
    const { api, images } = server([
      [entry('weather:a', { data: { t: 21, picture: image } }), entry('news:b', { status: 'pending', data: null, fetchedAt: null })],
      [entry('weather:a', { status: 'failed', data: null, fetchedAt: null, error: 'WIDGET_SOURCE_UNREACHABLE' }), entry('news:b')],
      new Error('offline'),
    ]);
    const widgets = new WidgetData(api, storage.s);
    let changes = 0;
    widgets.subscribe(() => changes++);

    expect(await widgets.refresh()).toBe(true);
    expect(widgets.get('weather:a')?.data).toEqual({ t: 21, picture: image });
    expect(widgets.waiting).toBe(true);
    expect(images).toEqual([image]);

    expect(await widgets.refresh()).toBe(true);
    // The server's refresh failed before it ever had data for this screen: the screen keeps its own.
    expect(widgets.get('weather:a')).toMatchObject({ status: 'failed', data: { t: 21 }, error: 'WIDGET_SOURCE_UNREACHABLE' });
    expect(widgets.waiting).toBe(false);

    expect(await widgets.refresh()).toBe(false);
    expect(widgets.get('news:b')?.data).toEqual({ n: 1 });
    expect(changes).toBe(2);

    // A restart without network: the stored data comes back.
    const again = new WidgetData(server([new Error('offline')]).api, storage.s);
    await again.restore();
    expect(again.get('weather:a')?.data).toMatchObject({ t: 21 });
    expect(again.get('news:b')?.status).toBe('ok');
  });

  it('forgets sources the manifest no longer uses', async () => {
    const { api } = server([[entry('a'), entry('b')], [entry('b')]]);
    const widgets = new WidgetData(api, memoryStorage().s);
    await widgets.refresh();
    await widgets.refresh();
    expect(widgets.get('a')).toBeUndefined();
    expect(widgets.get('b')).toBeDefined();
  });
});
