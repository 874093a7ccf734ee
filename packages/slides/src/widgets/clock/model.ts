import { z } from 'zod';
import { defineWidgetModel, widgetCommonProps } from '../contract.ts';

/** A clock and date (beyond the spec, docs/widgets.md): the screen's own time zone, digital or analogue. */
export const clockPropsSchema = z.object({
  ...widgetCommonProps,
  layout: z.enum(['digital', 'analog']).default('digital'),
  format: z.enum(['h24', 'h12']).default('h24'),
  showSeconds: z.boolean().default(false),
  showDate: z.boolean().default(true),
});
export type ClockProps = z.output<typeof clockPropsSchema>;

export const clockModel = defineWidgetModel<ClockProps>({
  type: 'clock',
  schema: clockPropsSchema,
  size: { width: 640, height: 360 },
});
