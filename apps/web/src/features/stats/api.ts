/** Usage stats (contracts/stats.ts: POST /stats/options, /stats/usage, /stats/export). */
import type {
  StatsExportBody,
  StatsOptionsResponse,
  StatsUsageResponse,
  statsOptionsBody,
  statsOptionsResponse,
  statsUsageBody,
  statsUsageResponse,
} from '@signage/shared';
import { endpoint } from '../../api/client.ts';
import { downloadFile } from '../../api/download.ts';

export type { StatsOptionsResponse, StatsUsageResponse };

export const statsApi = {
  options: endpoint<typeof statsOptionsBody, typeof statsOptionsResponse>('/stats/options'),
  usage: endpoint<typeof statsUsageBody, typeof statsUsageResponse>('/stats/usage'),
};

export const statsKeys = {
  all: ['stats'] as const,
  options: (organizationId: number | null, actingOrgId: number | undefined) =>
    [...statsKeys.all, 'options', organizationId ?? 'own', actingOrgId] as const,
  usage: (body: Record<string, unknown>, actingOrgId: number | undefined) => [...statsKeys.all, 'usage', body, actingOrgId] as const,
};

/** POST /stats/export: the report as a file (api/download.ts). */
export function downloadReport(body: Omit<StatsExportBody, 'sessionKey'>): Promise<{ blob: Blob; fileName: string }> {
  return downloadFile(
    '/stats/export',
    { method: 'POST', body },
    body.format === 'pdf' ? 'application/pdf' : 'text/csv',
    `usage-stats.${body.format}`,
  );
}
