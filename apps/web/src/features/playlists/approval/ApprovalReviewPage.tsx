import '../i18n/index.ts';
import './i18n/index.ts';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { APPROVAL_COMMENT_MAX, type approvalRequestDetail } from '@signage/shared';
import type { SlideDocument } from '@signage/slides/model';
import { SlideView } from '@signage/slides/render';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { fallbackMessage, toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { approvalApi, approvalKeys } from './api.ts';
import { formatWhen } from './ApprovalsPage.tsx';

type Detail = z.infer<typeof approvalRequestDetail>;
type SlideChange = Detail['slides'][number];

/** A slide drawn by the shared renderer (the one the editor and the screens use), at rest. */
function Thumb({ slide, label, width }: { slide: NonNullable<SlideChange['after']>; label: string; width: number }) {
  const { t } = useTranslation();
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box
        role="img"
        aria-label={label}
        sx={{ width, overflow: 'hidden', borderRadius: 1, border: 1, borderColor: 'divider', bgcolor: 'grey.100', lineHeight: 0 }}
      >
        <SlideView doc={slide.slideData as unknown as SlideDocument} width={width} time={0} playing={false} animate={false} />
      </Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {label} · {t('approval.review.seconds', { count: slide.duration })}
      </Typography>
    </Box>
  );
}

const CHIP_COLOR = { added: 'success', removed: 'error', changed: 'warning', unchanged: 'default' } as const;

function SlideRow({ change, index, width }: { change: SlideChange; index: number; width: number }) {
  const { t } = useTranslation();
  const n = (change.after ?? change.before)?.position ?? index;
  return (
    <Card variant="outlined" sx={{ p: 1.5 }} data-testid="approval-slide" data-change={change.change}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 500 }}>
          {t('approval.review.slide', { n: n + 1 })}
        </Typography>
        <Chip size="small" color={CHIP_COLOR[change.change]} label={t(`approval.review.change.${change.change}`)} />
        {change.moved ? <Chip size="small" color="info" label={t('approval.review.moved')} /> : null}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        {change.before && change.change !== 'unchanged' ? (
          <Thumb slide={change.before} label={t('approval.review.before')} width={width} />
        ) : null}
        {change.after ? (
          <Thumb
            slide={change.after}
            label={change.change === 'unchanged' ? t(`approval.review.change.unchanged`) : t('approval.review.after')}
            width={width}
          />
        ) : null}
      </Stack>
    </Card>
  );
}

function DecisionDialog({
  kind,
  requestId,
  onClose,
  onDone,
}: {
  kind: 'approve' | 'reject';
  requestId: number;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [comment, setComment] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const decide = useMutation({
    mutationFn: () =>
      kind === 'approve'
        ? approvalApi.approve({ requestId, ...(comment.trim() ? { comment: comment.trim() } : {}) })
        : approvalApi.reject({ requestId, comment: comment.trim() }),
    onSuccess: () => onDone(t(kind === 'approve' ? 'approval.review.approved' : 'approval.review.rejected')),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind === 'reject' && !comment.trim()) {
      setFieldError(fallbackMessage('FIELD_REQUIRED'));
      return;
    }
    setFieldError(undefined);
    decide.mutate();
  }
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t(kind === 'approve' ? 'approval.review.approveTitle' : 'approval.review.rejectTitle')}</DialogTitle>
        <DialogContent>
          <FormAlert error={decide.error ? toApiError(decide.error) : null} />
          <DialogContentText sx={{ mb: 2 }}>
            {t(kind === 'approve' ? 'approval.review.approveText' : 'approval.review.rejectText')}
          </DialogContentText>
          <TextField
            name="comment"
            label={t(kind === 'approve' ? 'approval.review.comment' : 'approval.review.reason')}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            required={kind === 'reject'}
            error={!!fieldError}
            helperText={fieldError}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: APPROVAL_COMMENT_MAX } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('approval.review.cancel')}</Button>
          <Button type="submit" variant="contained" color={kind === 'approve' ? 'primary' : 'error'} disabled={decide.isPending}>
            {t(kind === 'approve' ? 'approval.review.approve' : 'approval.review.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** /home/playlists/approvals/{id}: what changed since the last approved version, then approve or reject. */
export default function ApprovalReviewPage() {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const requestId = Number(useParams().requestId);
  const [dialog, setDialog] = useState<'approve' | 'reject' | null>(null);
  const query = useQuery({
    queryKey: approvalKeys.request(requestId),
    queryFn: () => approvalApi.get({ requestId }),
    enabled: Number.isInteger(requestId) && requestId > 0,
  });
  const data = query.data;
  const back = (
    <Button component={RouterLink} to="/home/playlists/approvals" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
      {t('approval.review.back')}
    </Button>
  );
  if (query.isPending && query.fetchStatus !== 'idle') return <CircularProgress aria-label={t('app.loading')} />;
  if (!data)
    return (
      <Box>
        {back}
        <FormAlert error={toApiError(query.error ?? new Error('NOT_FOUND'))} />
      </Box>
    );
  const count = (c: SlideChange['change']) => data.slides.filter((s) => s.change === c).length;
  const moved = data.slides.filter((s) => s.moved).length;
  const width = narrow ? 150 : 240;
  return (
    <Box>
      {back}
      <PageHeader
        title={t('approval.review.title', { name: data.playlistName })}
        subtitle={
          data.submittedByName
            ? t('approval.list.submittedBy', { name: data.submittedByName, date: formatWhen(data.submittedAt, i18n.language) })
            : t('approval.list.submittedOn', { date: formatWhen(data.submittedAt, i18n.language) })
        }
        actions={
          data.canDecide ? (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" color="error" onClick={() => setDialog('reject')}>
                {t('approval.review.reject')}
              </Button>
              <Button variant="contained" onClick={() => setDialog('approve')}>
                {t('approval.review.approve')}
              </Button>
            </Stack>
          ) : null
        }
      />
      {data.status !== 'pending' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('approval.review.notPending')}
        </Alert>
      ) : !data.canDecide ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('approval.review.ownSubmission')}
        </Alert>
      ) : null}
      <Stack spacing={1} sx={{ mb: 2 }}>
        {data.baseVersion === 0 ? <Typography>{t('approval.review.firstVersion')}</Typography> : null}
        {data.nameBefore && data.nameBefore !== data.playlistName ? (
          <Typography>{t('approval.review.renamed', { name: data.nameBefore })}</Typography>
        ) : null}
        {data.aspectChanged ? <Typography>{t('approval.review.aspectChanged')}</Typography> : null}
        {data.overlayChanged && data.baseVersion > 0 ? <Typography>{t('approval.review.overlayChanged')}</Typography> : null}
        <Typography color="text.secondary" data-testid="approval-summary">
          {t('approval.review.summary', { added: count('added'), changed: count('changed'), removed: count('removed'), moved })}
        </Typography>
        {data.baseVersion > 0 && !count('added') && !count('changed') && !count('removed') && !moved ? (
          <Typography>{t('approval.review.noChanges')}</Typography>
        ) : null}
      </Stack>
      <Stack spacing={1.5}>
        {data.slides.map((s, i) => (
          <SlideRow key={`${s.change}-${s.slideId}`} change={s} index={i} width={width} />
        ))}
      </Stack>
      {dialog ? (
        <DecisionDialog
          kind={dialog}
          requestId={requestId}
          onClose={() => setDialog(null)}
          onDone={async () => {
            setDialog(null);
            await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
            navigate('/home/playlists/approvals', { replace: true });
          }}
        />
      ) : null}
    </Box>
  );
}
