import { widgetCatalogueBody, widgetCatalogueResponse, widgetDataBody, widgetDataResponse } from '@signage/shared';
import { endpoint } from '../../api/client.ts';

/** The editor's widget calls (contracts/widgets.ts). */
export const widgetsApi = {
  catalogue: endpoint('/widget/catalogue', { body: widgetCatalogueBody, response: widgetCatalogueResponse }),
  data: endpoint('/widget/data', { body: widgetDataBody, response: widgetDataResponse }),
};

export const widgetKeys = {
  catalogue: ['widgets', 'catalogue'] as const,
  data: (widget: string, props: unknown) => ['widgets', 'data', widget, JSON.stringify(props)] as const,
};
