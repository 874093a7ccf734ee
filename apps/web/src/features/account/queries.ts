/** The signed-in user's account as the app frame, the dashboard and the account page read it. */
import { useQuery } from '@tanstack/react-query';
import { accountApi, accountKeys } from './api.ts';

export function useMe(enabled = true) {
  return useQuery({ queryKey: accountKeys.me(), queryFn: () => accountApi.me({}), enabled, staleTime: 30_000 });
}
