import { useQueries } from '@tanstack/react-query';
import type { SlideDocument } from '@signage/slides/model';
import { type WidgetDataEntry, WidgetEnvironmentProvider, widgetSourceKey, widgetSourceOf } from '@signage/slides/widgets';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { widgetKeys, widgetsApi } from './api.ts';

/** The widget elements of some slides with a data source, one per source. */
function sourcesOf(docs: readonly SlideDocument[]) {
  const found = new Map<string, { widget: string; props: Record<string, unknown> }>();
  for (const doc of docs)
    for (const el of doc.elements) {
      if (el.type !== 'widget') continue;
      const source = widgetSourceOf(el.widget, el.props);
      if (source) found.set(widgetSourceKey(source), { widget: el.widget, props: el.props as Record<string, unknown> });
    }
  return [...found.entries()];
}

let latestData: (key: string) => WidgetDataEntry | undefined = () => undefined;

/**
 * What a thumbnail renders widgets with (it renders in a root of its own, outside the editor's
 * tree): the editor's latest data and the time now.
 */
export function thumbnailWidgetEnvironment() {
  return { now: Date.now(), data: latestData };
}

/** The wall clock, ticking once a second (clocks and countdowns in the editor). */
export function useWallClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Gives the editor canvas, the preview and the slide strip what screens get from the server: each
 * widget's data (`/widget/data`, refreshed every minute; every few seconds while it is fetched the
 * first time) and the wall clock. The same renderer then draws the same widget as a screen does.
 */
export function EditorWidgetEnvironment({ docs, children }: { docs: readonly SlideDocument[]; children: ReactNode }) {
  const now = useWallClock();
  const sources = sourcesOf(docs);
  const results = useQueries({
    queries: sources.map(([, s]) => ({
      queryKey: widgetKeys.data(s.widget, s.props),
      queryFn: () => widgetsApi.data({ widget: s.widget, props: s.props }),
      staleTime: 30_000,
      refetchInterval: (q: { state: { data?: { entry: WidgetDataEntry | null } } }) =>
        q.state.data?.entry?.status === 'pending' ? 3000 : 60_000,
      retry: false,
    })),
  });
  const byKey = new Map<string, WidgetDataEntry>();
  sources.forEach(([key], i) => {
    const entry = results[i]?.data?.entry;
    if (entry) byKey.set(key, entry);
  });
  const signature = [...byKey.values()].map((e) => `${e.key}@${e.fetchedAt}:${e.status}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the map is rebuilt each render; its content is what the signature names.
  const data = useMemo(() => {
    const snapshot = new Map(byKey);
    return (key: string) => snapshot.get(key);
  }, [signature]);
  const value = useMemo(() => ({ now, data }), [now, data]);
  latestData = data;
  return <WidgetEnvironmentProvider value={value}>{children}</WidgetEnvironmentProvider>;
}
