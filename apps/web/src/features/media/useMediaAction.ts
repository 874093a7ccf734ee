import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from './api.ts';

export interface MediaAction {
  run: () => Promise<unknown>;
  /** The notice shown when it succeeded. */
  done?: string;
}

/** One library action at a time (bulk calls, unshare all): its notice, then the library is fetched again. */
export function useMediaAction(onNotice: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ run }: MediaAction) => run(),
    onSuccess: async (_answer, { done }) => {
      if (done) onNotice(done);
      await queryClient.invalidateQueries({ queryKey: mediaKeys.all });
    },
  });
}

export type MediaActionMutation = ReturnType<typeof useMediaAction>;
