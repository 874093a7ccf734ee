/** The AI assistant (contracts/assistant.ts: POST /assistant/status, /assistant/suggest). */
import { assistantStatusBody, assistantStatusResponse, assistantSuggestBody, assistantSuggestResponse } from '@signage/shared';
import { endpoint } from '../../api/client.ts';

export const assistantApi = {
  status: endpoint('/assistant/status', { body: assistantStatusBody, response: assistantStatusResponse }),
  suggest: endpoint('/assistant/suggest', { body: assistantSuggestBody, response: assistantSuggestResponse }),
};

export const assistantKeys = {
  status: (organizationId: number | undefined) => ['assistant', 'status', organizationId ?? 0] as const,
};
