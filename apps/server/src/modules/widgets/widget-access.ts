import type { LicenceFlags } from '@signage/shared';
import { getWidgetModel, listWidgetModels, spreadsheetPropsBelongTo, type WidgetModel } from '@signage/slides/widgets/models';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * Who may use a widget type (spec parts 1, 3, 6): the organization's licence flag for the type and,
 * for Facebook, Instagram and QR codes, the deployment's flag (an environment variable). The one rule
 * for the editor's catalogue, saving a slide and the data calls.
 */
export type WidgetRefusal = 'licence' | 'deployment';

export function widgetRefusal(
  model: WidgetModel,
  flags: LicenceFlags,
  deployment: AppConfig['widgets']['deployment'],
): WidgetRefusal | null {
  if (model.deployment && !deployment[model.deployment]) return 'deployment';
  if (model.licence && !flags.widgets[model.licence]) return 'licence';
  return null;
}

/** 403 FEATURE_NOT_LICENSED or WIDGET_NOT_AVAILABLE when the organization may not use the type. Unknown types pass (they render a placeholder). */
export function assertWidgetAllowed(type: string, flags: LicenceFlags, deployment: AppConfig['widgets']['deployment']): void {
  const model = getWidgetModel(type);
  if (!model) return;
  const refusal = widgetRefusal(model, flags, deployment);
  if (refusal === 'deployment') throw new AppError(403, 'WIDGET_NOT_AVAILABLE');
  if (refusal === 'licence') throw new AppError(403, 'FEATURE_NOT_LICENSED');
}

/**
 * Whether an organization may use a widget's props (security.md TEN-1): props that name a stored
 * object of one organization (a spreadsheet widget's uploaded file, a social feed's connection) name its own. Saving a slide and
 * the editor's data call treat another organization's object as invalid props, as if it did not exist.
 */
export function widgetPropsBelongTo(type: string, props: unknown, organizationId: number | null): boolean {
  if (type === 'spreadsheet') return spreadsheetPropsBelongTo(props, organizationId);
  if (type === 'facebook' || type === 'instagram') {
    const id = (props as { connectionId?: unknown } | null)?.connectionId;
    // A connection id starts with its organization's id (social.service.ts connectionIdFor).
    return id === undefined || id === '' || (organizationId !== null && typeof id === 'string' && id.startsWith(`${organizationId}-`));
  }
  return true;
}

export function widgetCatalogue(flags: LicenceFlags, deployment: AppConfig['widgets']['deployment']) {
  return listWidgetModels().map((model) => {
    const reason = widgetRefusal(model, flags, deployment);
    return { type: model.type, available: reason === null, reason };
  });
}
