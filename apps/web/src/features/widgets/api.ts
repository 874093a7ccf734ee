import type { widgetCatalogueBody, widgetCatalogueResponse, widgetDataBody, widgetDataResponse } from '@signage/shared';
import { endpoint } from '../../api/client.ts';

/** The editor's widget calls (contracts/widgets.ts). */
export const widgetsApi = {
  catalogue: endpoint<typeof widgetCatalogueBody, typeof widgetCatalogueResponse>('/widget/catalogue'),
  data: endpoint<typeof widgetDataBody, typeof widgetDataResponse>('/widget/data'),
};

export const widgetKeys = {
  catalogue: ['widgets', 'catalogue'] as const,
  data: (widget: string, props: unknown) => ['widgets', 'data', widget, JSON.stringify(props)] as const,
};
