import { useQuery } from '@tanstack/react-query';
import { settingsApi, settingsKeys } from './api.ts';

/** About this installation (the settings page's About card). */
export function useHealth() {
  return useQuery({ queryKey: settingsKeys.health(), queryFn: settingsApi.health, staleTime: 60_000 });
}
