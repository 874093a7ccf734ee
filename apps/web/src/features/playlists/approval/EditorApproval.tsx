import './i18n/index.ts';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { approvalApi, approvalKeys } from './api.ts';

/** The approval state of a playlist in the editor: whether "Publish" is "Submit for approval". */
export function useApprovalStatus(playlistId: number) {
  return useQuery({
    queryKey: approvalKeys.status(playlistId),
    queryFn: () => approvalApi.status({ playlistId }),
    enabled: Number.isInteger(playlistId) && playlistId > 0,
  });
}

/** Under the editor's header: the submission waiting, or the last decision (a rejection with its reason). */
export function ApprovalNotice({ playlistId, justSubmitted }: { playlistId: number; justSubmitted: boolean }) {
  const { t } = useTranslation();
  const { data } = useApprovalStatus(playlistId);
  if (!data?.required && !data?.pending) return null;
  if (justSubmitted)
    return (
      <Alert severity="success" sx={{ mb: 1 }} data-testid="approval-notice">
        {t('approval.editor.submitted')}
      </Alert>
    );
  if (data.pending)
    return (
      <Alert severity="info" sx={{ mb: 1 }} data-testid="approval-notice">
        {data.pending.submittedByName
          ? t('approval.editor.pending', { name: data.pending.submittedByName })
          : t('approval.editor.pendingNoName')}
      </Alert>
    );
  const last = data.lastDecision;
  if (last?.status === 'rejected')
    return (
      <Alert severity="warning" sx={{ mb: 1 }} data-testid="approval-notice">
        {last.decidedByName
          ? t('approval.editor.rejected', { name: last.decidedByName, comment: last.comment ?? '' })
          : t('approval.editor.rejectedNoName', { comment: last.comment ?? '' })}
      </Alert>
    );
  return null;
}
