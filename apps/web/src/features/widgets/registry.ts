import type { WidgetLicenceFlag } from '@signage/slides/widgets';
import type { ComponentType, ReactNode } from 'react';

/**
 * The editor side of a widget type (docs/widgets.md): its icon and label in the editor's Widgets section and
 * its settings panel. Each type registers itself from `features/widgets/<type>/index.ts(x)`;
 * `features/widgets/index.ts` imports them all. The shared model (props schema, defaults, size,
 * licence) lives in `@signage/slides/widgets`; this is only the UI.
 */
export interface WidgetPanelProps<P = Record<string, unknown>> {
  /** The element's props, parsed by the type's schema (defaults filled in). */
  value: P;
  /** Replaces some props: one undo step per call. Call it on commit (blur, Enter, a pick), not per keystroke. */
  onChange: (patch: Partial<P>) => void;
}

export interface WidgetEditor<P = Record<string, unknown>> {
  type: string;
  /** i18n key of the type's name (e.g. `widgets.weather.name`). */
  labelKey: string;
  /** i18n key of a one-line description shown in the Widgets section. */
  descriptionKey: string;
  icon: ReactNode;
  /** Props a new widget starts with beyond the schema's defaults (e.g. the spec's default location). */
  initialProps?: (context: { language: string }) => Partial<P>;
  Panel: ComponentType<WidgetPanelProps<P>>;
  /** Licence flag (mirrors the model's; shown disabled with the reason when off). */
  licence?: WidgetLicenceFlag;
}

const editors = new Map<string, WidgetEditor<any>>();

export function registerWidgetEditor<P>(editor: WidgetEditor<P>): void {
  editors.set(editor.type, editor);
}

export function getWidgetEditor(type: string): WidgetEditor | undefined {
  return editors.get(type);
}

/** The spec's order (part 3: weather, news, facebook, instagram, qr_code, more widgets), then the rest. */
const ORDER = ['weather', 'news', 'spreadsheet', 'facebook', 'instagram', 'qr_code', 'clock', 'countdown', 'video_link'];
const rank = (type: string) => {
  const i = ORDER.indexOf(type);
  return i === -1 ? ORDER.length : i;
};

/** Editors in the order the Widgets section lists them. */
export function listWidgetEditors(): WidgetEditor[] {
  return [...editors.values()].sort((a, b) => rank(a.type) - rank(b.type));
}
