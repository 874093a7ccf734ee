import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { WidgetElement } from '../model/elements.ts';

/** What a widget renderer receives. Time comes from the slide clock, never from Date.now(). */
export interface WidgetRenderProps<P> {
  props: P;
  element: WidgetElement;
  /** ms since slide start. */
  time: number;
  playing: boolean;
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
}

const registry = new Map<string, WidgetDefinition>();

/** Registers (or replaces) a widget type. Type names are lower-case ids such as `weather` or `qr_code`. */
export function registerWidget<P>(type: string, definition: WidgetDefinition<P>): void {
  if (!/^[a-z][a-z0-9_-]{0,63}$/.test(type)) throw new Error(`Invalid widget type "${type}"`);
  registry.set(type, definition as WidgetDefinition);
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
  const def = registry.get(element.widget);
  if (!def) return <WidgetPlaceholder label={element.widget} />;
  const parsed = def.schema.safeParse({ ...(def.defaults as object), ...element.props });
  if (!parsed.success) return <WidgetPlaceholder label={def.label ?? element.widget} />;
  return <>{def.render({ props: parsed.data, element, time, playing })}</>;
}
