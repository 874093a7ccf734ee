/** The AI assistant (contracts/assistant.ts: POST /assistant/status, /assistant/suggest). */
import type { assistantStatusBody, assistantStatusResponse, assistantSuggestBody, assistantSuggestResponse } from '@signage/shared';
import { endpoint } from '../../api/client.ts';

export const assistantApi = {
  status: endpoint<typeof assistantStatusBody, typeof assistantStatusResponse>('/assistant/status'),
  suggest: endpoint<typeof assistantSuggestBody, typeof assistantSuggestResponse>('/assistant/suggest'),
};

export const assistantKeys = {
  status: (organizationId: number | undefined) => ['assistant', 'status', organizationId ?? 0] as const,
};
