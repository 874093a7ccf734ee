import { createContext, type ReactNode, useContext } from 'react';
import type { WidgetDataEntry } from './contract.ts';

/**
 * What a host (editor canvas, preview, thumbnail, player) gives widgets besides the slide clock: the
 * wall-clock time and the data the server fetched. The renderer never reads the time or the network
 * itself (design brief §6), so a thumbnail or a test can freeze both.
 */
export interface WidgetEnvironment {
  /** Wall clock, epoch ms (the player's server-corrected clock; the editor's own). 0 when the host has none. */
  now: number;
  /** IANA time zone clocks show; undefined: the host's own. */
  timeZone?: string;
  /** The server's answer for a source key (`widgetSourceKey`), when the host has one. */
  data: (key: string) => WidgetDataEntry | undefined;
}

const none: WidgetEnvironment = { now: 0, data: () => undefined };
const WidgetEnvironmentContext = createContext<WidgetEnvironment>(none);

export function WidgetEnvironmentProvider({ value, children }: { value: WidgetEnvironment; children: ReactNode }) {
  return <WidgetEnvironmentContext.Provider value={value}>{children}</WidgetEnvironmentContext.Provider>;
}

export function useWidgetEnvironment(): WidgetEnvironment {
  return useContext(WidgetEnvironmentContext);
}
