import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { WidgetElement } from '../model/elements.ts';
import { getWidgetModel, type WidgetDataEntry, type WidgetModel, widgetSourceKey } from '../widgets/contract.ts';
import { useWidgetEnvironment } from '../widgets/environment.tsx';

/**
 * What a widget renderer receives. Time comes from the slide clock and the host's wall clock
 * (`now`), never from Date.now(); data from the host (the server fetched it), never the network.
 */
export interface WidgetRenderProps<P> {
  props: P;
  element: WidgetElement;
  /** ms since slide start. */
  time: number;
  playing: boolean;
  /** Wall clock of the host, epoch ms (0 when the host has none). */
  now: number;
  timeZone?: string;
  /** The server's data for the widget's source, when it has one and the host has it. */
  data?: WidgetDataEntry;
}

/**
 * A widget type (weather, news, QR code …): its props schema, default props and renderer.
 * Each widget lives in its own folder and registers itself once at import time.
 */
export interface WidgetDefinition<P = any> {
  schema: z.ZodType<P>;
  defaults: P;
  render: (input: WidgetRenderProps<P>) => ReactNode;
  /** Name for placeholders and the editor's picker. */
  label?: string;
  /** The type's shared model (`widgets/<type>/model.ts`): size, licence, data source. */
  model?: WidgetModel<P>;
}

const registry = new Map<string, WidgetDefinition>();

/** Registers (or replaces) a widget type. Type names are lower-case ids such as `weather` or `qr_code`. */
export function registerWidget<P>(type: string, definition: WidgetDefinition<P>): void {
  if (!/^[a-z][a-z0-9_-]{0,63}$/.test(type)) throw new Error(`Invalid widget type "${type}"`);
  registry.set(type, definition as WidgetDefinition);
}

/** Registers a widget type's renderer for its shared model (`widgets/<type>/render.tsx`). */
export function registerWidgetRenderer<P>(model: WidgetModel<P>, render: WidgetDefinition<P>['render'], label?: string): void {
  registerWidget(model.type, { schema: model.schema, defaults: {} as P, render, model, label: label ?? model.type });
}

export function unregisterWidget(type: string): void {
  registry.delete(type);
}

export function getWidget(type: string): WidgetDefinition | undefined {
  return registry.get(type);
}

/** Registered widget type names, sorted. */
export function listWidgets(): string[] {
  return [...registry.keys()].sort();
}

/** Neutral placeholder for unknown or invalid widgets; never throws, never shows raw props. */
export function WidgetPlaceholder({ label }: { label: string }) {
  return (
    <div
      data-widget-placeholder=""
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#EEEEEE',
        color: '#757575',
        border: '2px dashed #BDBDBD',
        boxSizing: 'border-box',
        fontFamily: 'sans-serif',
        fontSize: 32,
        overflow: 'hidden',
      }}
    >
      {label}
    </div>
  );
}

/** Renders a widget element through the registry: defaults, then the element's props, validated. */
export function WidgetView({ element, time, playing }: { element: WidgetElement; time: number; playing: boolean }) {
  const env = useWidgetEnvironment();
  const def = registry.get(element.widget);
  if (!def) return <WidgetPlaceholder label={element.widget} />;
  const parsed = def.schema.safeParse({ ...(def.defaults as object), ...element.props });
  if (!parsed.success) return <WidgetPlaceholder label={def.label ?? element.widget} />;
  const model = def.model ?? getWidgetModel(element.widget);
  const source = model?.source?.(parsed.data);
  const data = source ? env.data(widgetSourceKey(source)) : undefined;
  return <>{def.render({ props: parsed.data, element, time, playing, now: env.now, timeZone: env.timeZone, data })}</>;
}

/** Whether a widget element moves every frame (its model says so), so the player keeps its frame clock. */
export function widgetAnimated(element: WidgetElement): boolean {
  const def = registry.get(element.widget);
  const model = def?.model ?? getWidgetModel(element.widget);
  if (!model?.animated || !def) return false;
  const parsed = def.schema.safeParse({ ...(def.defaults as object), ...element.props });
  return parsed.success && model.animated(parsed.data);
}
