/** Usage stats (contracts/stats.ts: POST /stats/options, /stats/usage, /stats/export). */
import {
  type StatsExportBody,
  type StatsOptionsResponse,
  type StatsUsageResponse,
  statsOptionsBody,
  statsOptionsResponse,
  statsUsageBody,
  statsUsageResponse,
} from '@signage/shared';
import { API_BASE, ApiError, commonHeaders, endpoint, fallbackMessage, noteImpersonationRefusal } from '../../api/client.ts';
import { getSessionKey } from '../../api/cookies.ts';
import { IMPERSONATION_HEADER } from '../../state/impersonation.ts';
import { fileNameFrom } from './format.ts';

export type { StatsOptionsResponse, StatsUsageResponse };

export const statsApi = {
  options: endpoint('/stats/options', { body: statsOptionsBody, response: statsOptionsResponse }),
  usage: endpoint('/stats/usage', { body: statsUsageBody, response: statsUsageResponse }),
};

export const statsKeys = {
  all: ['stats'] as const,
  options: (organizationId: number | null, actingOrgId: number | undefined) =>
    [...statsKeys.all, 'options', organizationId ?? 'own', actingOrgId] as const,
  usage: (body: Record<string, unknown>, actingOrgId: number | undefined) => [...statsKeys.all, 'usage', body, actingOrgId] as const,
};

/**
 * POST /stats/export: the report as a file. Authenticated like every other call (the session key in
 * the body, the impersonation header while impersonating); the answer is the file, or the usual
 * error envelope (translated by the server, as for JSON calls).
 */
export async function downloadReport(body: Omit<StatsExportBody, 'sessionKey'>): Promise<{ blob: Blob; fileName: string }> {
  const key = getSessionKey();
  if (!key) throw new ApiError(401, 'UNAUTHORIZED', fallbackMessage('UNAUTHORIZED'));
  const headers = {
    ...commonHeaders(),
    Accept: body.format === 'pdf' ? 'application/pdf' : 'text/csv',
    'Content-Type': 'application/json',
  };
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/stats/export`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ sessionKey: key, ...body }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(500, 'NETWORK', fallbackMessage('NETWORK'));
  }
  if (!res.ok) {
    let data: Record<string, unknown> = {};
    try {
      const json: unknown = await res.json();
      if (json && typeof json === 'object') data = json as Record<string, unknown>;
    } catch {
      // not JSON: the status speaks
    }
    const code = typeof data.errorCode === 'string' ? data.errorCode : res.status >= 500 ? 'INTERNAL' : 'UNKNOWN';
    const message = typeof data.message === 'string' && data.message ? data.message : fallbackMessage(code);
    noteImpersonationRefusal(code, IMPERSONATION_HEADER in headers);
    throw new ApiError(res.status, code, message, {}, data);
  }
  const blob = await res.blob();
  return { blob, fileName: fileNameFrom(res.headers.get('Content-Disposition'), `usage-stats.${body.format}`) };
}

/** Saves a blob under its name through a temporary link (every browser the CMS supports). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
