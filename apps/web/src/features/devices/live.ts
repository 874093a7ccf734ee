import type { DeviceListItem, DeviceLiveEvent } from '@signage/shared';
import { readEventStream } from '@signage/shared/sse';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API_BASE } from '../../api/client.ts';
import { getSessionKey } from '../../api/cookies.ts';
import { deviceKeys } from './api.ts';

/**
 * Live device updates pushed by `GET /api/events` (SSE read with fetch so the session key stays in a
 * header). The pages also refresh every 10 s, so a server without the stream, or a dropped one,
 * only makes updates slower. Reconnects with back-off.
 */
export function useLiveDeviceEvents(enabled = true) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let delay = 2000;
    let stopped = false;

    function apply(event: string, data: string) {
      if (event === 'devices') {
        void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
        return;
      }
      if (event === 'screenshot') {
        try {
          const shot = JSON.parse(data) as { deviceKey: string; url: string; takenAt: string };
          queryClient.setQueryData(deviceKeys.thumbnail(shot.deviceKey), { url: shot.url, takenAt: shot.takenAt, requested: false });
        } catch {
          // ignore a malformed event
        }
        return;
      }
      if (event !== 'device') return;
      let update: DeviceLiveEvent;
      try {
        update = JSON.parse(data) as DeviceLiveEvent;
      } catch {
        return;
      }
      // A republish to thousands of screens brings thousands of events within a second or two:
      // they are applied together (one pass over the list, one stats refetch) every 250 ms.
      pending.set(update.deviceKey, update);
      applyTimer ??= setTimeout(applyPending, 250);
    }

    const pending = new Map<string, DeviceLiveEvent>();
    let applyTimer: ReturnType<typeof setTimeout> | null = null;
    function applyPending() {
      applyTimer = null;
      if (pending.size === 0) return;
      const updates = new Map(pending);
      pending.clear();
      queryClient.setQueriesData<DeviceListItem[]>({ queryKey: deviceKeys.lists }, (list) =>
        list?.map((d) => {
          const update = updates.get(d.deviceKey);
          return update
            ? {
                ...d,
                status: update.status,
                offline: update.status === 'offline',
                lastSeenAt: update.lastSeenAt,
                nowPlaying: update.nowPlaying,
                delivery: update.delivery,
                fontFallbacks: update.fontFallbacks ?? d.fontFallbacks,
              }
            : d;
        }),
      );
      void queryClient.invalidateQueries({ queryKey: deviceKeys.stats });
    }

    async function connect() {
      while (!stopped) {
        const key = getSessionKey();
        if (!key) return;
        try {
          const res = await fetch(`${API_BASE}/events`, {
            headers: { Authorization: `SessionKey ${key}`, Accept: 'text/event-stream' },
            signal: controller.signal,
          });
          // No stream on this server (or not allowed): the 10-second refresh is enough.
          if (res.status === 404 || res.status === 401 || res.status === 403) return;
          if (!res.ok || !res.body) throw new Error(String(res.status));
          delay = 2000;
          await readEventStream(res.body, (e) => apply(e.event, e.data));
        } catch {
          if (controller.signal.aborted) return;
        }
        await new Promise((r) => setTimeout(r, delay + Math.random() * 1000));
        delay = Math.min(delay * 2, 60_000);
      }
    }
    void connect();
    return () => {
      stopped = true;
      controller.abort();
      if (applyTimer) clearTimeout(applyTimer);
    };
  }, [enabled, queryClient]);
}
