/** About this installation: GET /api/health (no contract schema: it is not part of the spec's API). */
import { api } from '../../api/client.ts';

export interface HealthInfo {
  status: string;
  database: string;
  version: string;
  mail: 'smtp' | 'log';
}

export const settingsApi = {
  health: () => api.get<HealthInfo>('/health'),
};

export const settingsKeys = {
  all: ['settings'] as const,
  health: () => [...settingsKeys.all, 'health'] as const,
};
