import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { startImpersonation, stopImpersonation } from '../../../state/impersonation.ts';

/**
 * Entering or leaving a sub-organization: the impersonation cookie changes, every cached answer
 * (which belonged to the other organization) is dropped, and the dashboard opens.
 */
export function useImpersonationSwitch() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const enter = useCallback(
    (organizationId: number, name: string) => {
      startImpersonation({ organizationId, name });
      queryClient.clear();
      navigate('/home', { replace: false });
    },
    [queryClient, navigate],
  );
  const leave = useCallback(
    (backTo?: string) => {
      stopImpersonation();
      queryClient.clear();
      navigate(backTo ?? '/home/organizations', { replace: false });
    },
    [queryClient, navigate],
  );
  return { enter, leave };
}
