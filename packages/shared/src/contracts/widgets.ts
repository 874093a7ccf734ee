import { z } from 'zod';
import { jsonDocument, sessionKey } from './common.ts';

/** Widget calls (docs/widgets.md). Widget props themselves are validated by each type's model. */
export const widgetTypeName = z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/, { error: 'FIELD_INVALID' });

export const widgetDataEntry = z.object({
  key: z.string(),
  status: z.enum(['pending', 'ok', 'failed']),
  data: z.unknown(),
  fetchedAt: z.string().nullable(),
  staleAfterMs: z.number(),
  error: z.string().optional(),
});

/** The editor asks for a widget's data by its type and props (the server derives the source). */
export const widgetDataBody = z.strictObject({
  sessionKey,
  widget: widgetTypeName,
  props: jsonDocument(16 * 1024, 8).default({}),
});
export const widgetDataResponse = z.object({ entry: widgetDataEntry.nullable() });

export const widgetCatalogueBody = z.strictObject({ sessionKey });
/** Which widget types this organization may add, and why not when it may not. */
export const widgetCatalogueResponse = z.object({
  widgets: z.array(
    z.object({
      type: z.string(),
      available: z.boolean(),
      reason: z.enum(['licence', 'deployment']).nullable(),
    }),
  ),
});

/** A screen's widget data: every source its manifest's widgets use. */
export const playerWidgetDataResponse = z.object({ entries: z.array(widgetDataEntry) });

export type WidgetDataBody = z.output<typeof widgetDataBody>;
export type WidgetCatalogueResponse = z.output<typeof widgetCatalogueResponse>;
