import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ImpersonationRequest, ImpersonationState } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../../api/client.ts';
import { useImpersonation } from '../../../state/impersonation.ts';
import { useLocale } from '../../../state/locale.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { type ImpersonationList, organizationsApi, organizationsKeys } from '../api.ts';
import { useChildren, useOrganization } from '../queries.ts';
import { useImpersonationSwitch } from './useEnterImpersonation.ts';

function useImpersonationList(kind: ImpersonationList, enabled: boolean) {
  return useQuery({
    queryKey: organizationsKeys.impersonationList(kind),
    queryFn: () => organizationsApi.impersonation.list(kind),
    enabled,
  });
}

const STATE_COLOR: Record<ImpersonationState, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'default',
  revoked: 'default',
};

/**
 * Impersonation requests (spec parts 4, 5, 6): ask to impersonate a direct sub-organization; the
 * requests this organization received (accept with agreement to the terms, or reject); access it
 * granted (revoke); requests it sent (enter when accepted, cancel or revoke).
 */
export function ImpersonationPanel({ organizationId, focusRequestId = null }: { organizationId: number; focusRequestId?: number | null }) {
  const { t } = useTranslation();
  const impersonating = useImpersonation();
  const queryClient = useQueryClient();
  const { enter } = useImpersonationSwitch();
  const enabled = !impersonating;
  const received = useImpersonationList('received', enabled);
  const accepted = useImpersonationList('accepted', enabled);
  const sent = useImpersonationList('sent', enabled);
  const [accepting, setAccepting] = useState<ImpersonationRequest | null>(null);
  const [removing, setRemoving] = useState<{ request: ImpersonationRequest; kind: 'reject' | 'cancel' | 'revoke' } | null>(null);
  const [notice, setNotice] = useState('');
  const [focused, setFocused] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationsKeys.impersonation });
  const remove = useMutation({
    mutationFn: ({ request }: { request: ImpersonationRequest; kind: 'reject' | 'cancel' | 'revoke' }) =>
      organizationsApi.impersonation.remove(request.id),
    onSuccess: async (_, { kind }) => {
      setNotice(t(`organizations.impersonation.done.${kind}`));
      setRemoving(null);
      await refresh();
    },
    onError: () => setRemoving(null),
  });

  // Opened from the consent mail: show the terms of that request at once.
  useEffect(() => {
    if (focused || !focusRequestId || !received.data) return;
    const request = received.data.find((r) => r.id === focusRequestId && r.status === 'pending');
    if (request) setAccepting(request);
    setFocused(true);
  }, [focused, focusRequestId, received.data]);

  if (impersonating) {
    return <Alert severity="info">{t('organizations.impersonation.notWhileImpersonating')}</Alert>;
  }

  const pendingReceived = (received.data ?? []).filter((r) => r.status === 'pending');
  const granted = (accepted.data ?? []).filter((r) => r.direction === 'received' && r.status === 'accepted');
  const mine = sent.data ?? [];

  return (
    <Box>
      <FormAlert error={remove.error ? toApiError(remove.error) : null} />
      <RequestForm
        organizationId={organizationId}
        onRequested={(name) => setNotice(t('organizations.impersonation.requested', { name }))}
      />

      <Block
        title={t('organizations.impersonation.receivedTitle')}
        loading={received.isPending}
        empty={t('organizations.impersonation.noReceived')}
      >
        {pendingReceived.map((r) => (
          <Row
            key={r.id}
            request={r}
            name={r.requesterOrganizationName}
            detail={t('organizations.impersonation.receivedDetail', { person: r.requestedByName })}
            actions={
              <>
                <Button variant="contained" size="small" onClick={() => setAccepting(r)}>
                  {t('organizations.impersonation.accept')}
                </Button>
                <Button size="small" color="error" onClick={() => setRemoving({ request: r, kind: 'reject' })}>
                  {t('organizations.impersonation.reject')}
                </Button>
              </>
            }
          />
        ))}
      </Block>

      <Block
        title={t('organizations.impersonation.grantedTitle')}
        loading={accepted.isPending}
        empty={t('organizations.impersonation.noGranted')}
      >
        {granted.map((r) => (
          <Row
            key={r.id}
            request={r}
            name={r.requesterOrganizationName}
            detail={t('organizations.impersonation.grantedDetail')}
            actions={
              <Button size="small" color="error" onClick={() => setRemoving({ request: r, kind: 'revoke' })}>
                {t('organizations.impersonation.revoke')}
              </Button>
            }
          />
        ))}
      </Block>

      <Block title={t('organizations.impersonation.sentTitle')} loading={sent.isPending} empty={t('organizations.impersonation.noSent')}>
        {mine.map((r) => (
          <Row
            key={r.id}
            request={r}
            name={r.recipientOrganizationName}
            detail={t('organizations.impersonation.sentDetail', { person: r.requestedByName })}
            actions={
              r.status === 'accepted' ? (
                <>
                  <Button variant="contained" size="small" onClick={() => enter(r.recipientOrganizationId, r.recipientOrganizationName)}>
                    {t('organizations.impersonation.enter')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setRemoving({ request: r, kind: 'revoke' })}>
                    {t('organizations.impersonation.revoke')}
                  </Button>
                </>
              ) : r.status === 'pending' ? (
                <Button size="small" onClick={() => setRemoving({ request: r, kind: 'cancel' })}>
                  {t('organizations.impersonation.cancel')}
                </Button>
              ) : null
            }
          />
        ))}
      </Block>

      <AcceptDialog
        request={accepting}
        onClose={() => setAccepting(null)}
        onAccepted={async () => {
          setNotice(t('organizations.impersonation.done.accept'));
          setAccepting(null);
          await refresh();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={removing ? t(`organizations.impersonation.confirm.${removing.kind}Title`) : ''}
        text={
          removing
            ? t(`organizations.impersonation.confirm.${removing.kind}Text`, {
                name:
                  removing.request.direction === 'sent'
                    ? removing.request.recipientOrganizationName
                    : removing.request.requesterOrganizationName,
              })
            : ''
        }
        confirmLabel={removing ? t(`organizations.impersonation.${removing.kind}`) : ''}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing);
        }}
      />
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice('')} message={notice} />
    </Box>
  );
}

function Block({ title, loading, empty, children }: { title: string; loading: boolean; empty: string; children: ReactNode[] }) {
  const headingId = useId();
  return (
    <Card sx={{ mb: 2 }} component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
          {title}
        </Typography>
        {loading ? (
          <Skeleton height={48} />
        ) : children.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <List disablePadding>{children}</List>
        )}
      </CardContent>
    </Card>
  );
}

function Row({ request, name, detail, actions }: { request: ImpersonationRequest; name: string; detail: string; actions: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ListItem
      divider
      disableGutters
      data-testid="impersonation-request"
      data-status={request.status}
      sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <ListItemText
        primary={name}
        secondary={`${detail} · ${new Date(request.respondedAt ?? request.createdAt).toLocaleDateString(locale, { dateStyle: 'medium' })}`}
        slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        sx={{ minWidth: 200 }}
      />
      <Chip
        size="small"
        variant="outlined"
        color={STATE_COLOR[request.status]}
        label={t(`organizations.impersonation.states.${request.status}`)}
      />
      <Stack direction="row" spacing={1}>
        {actions}
      </Stack>
    </ListItem>
  );
}

/** Ask to impersonate a direct sub-organization (spec part 5: only direct children). */
function RequestForm({ organizationId, onRequested }: { organizationId: number; onRequested: (name: string) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const own = useOrganization(organizationId);
  const children = useChildren(organizationId, Boolean(organizationId));
  const [target, setTarget] = useState<number | ''>('');
  const direct = children.data?.results ?? [];
  const request = useMutation({
    mutationFn: (recipientOrganizationId: number) => organizationsApi.impersonation.request({ recipientOrganizationId }),
    onSuccess: async (_, recipientOrganizationId) => {
      onRequested(direct.find((c) => c.id === recipientOrganizationId)?.name ?? '');
      setTarget('');
      await queryClient.invalidateQueries({ queryKey: organizationsKeys.impersonation });
    },
  });
  if (!own.data || direct.length === 0) return null;

  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1 }}>
          {t('organizations.impersonation.requestHeading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('organizations.impersonation.requestIntro')}
        </Typography>
        <FormAlert error={request.error ? toApiError(request.error) : null} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            select
            name="recipientOrganizationId"
            label={t('organizations.impersonation.child')}
            value={target}
            onChange={(e) => setTarget(Number(e.target.value))}
            sx={{ maxWidth: { sm: 360 } }}
          >
            {direct.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={() => {
              if (target !== '') request.mutate(target);
            }}
            disabled={request.isPending || target === ''}
            sx={{ mt: { sm: 1 } }}
          >
            {t('organizations.impersonation.send')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

/** Accepting needs agreement to the terms (spec part 5). */
function AcceptDialog({
  request,
  onClose,
  onAccepted,
}: {
  request: ImpersonationRequest | null;
  onClose: () => void;
  onAccepted: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [agree, setAgree] = useState(false);
  const [missing, setMissing] = useState(false);
  const accept = useMutation({
    mutationFn: (id: number) => organizationsApi.impersonation.accept(id, { agreeToTerms: true }),
    onSuccess: () => {
      onAccepted();
    },
  });
  useEffect(() => {
    if (request) {
      setAgree(false);
      setMissing(false);
      accept.reset();
    }
  }, [request, accept.reset]);

  function submit() {
    if (!request) return;
    if (!agree) {
      setMissing(true);
      return;
    }
    accept.mutate(request.id);
  }

  return (
    <Dialog open={request !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('organizations.impersonation.acceptTitle')}</DialogTitle>
      <DialogContent>
        <FormAlert error={accept.error ? toApiError(accept.error) : null} />
        <DialogContentText sx={{ mb: 2 }}>
          {t('organizations.impersonation.acceptText', { name: request?.requesterOrganizationName ?? '' })}
        </DialogContentText>
        <Typography variant="body2" component="ul" sx={{ pl: 2.5, mb: 2, color: 'text.secondary' }}>
          <li>{t('organizations.impersonation.terms1')}</li>
          <li>{t('organizations.impersonation.terms2')}</li>
          <li>{t('organizations.impersonation.terms3')}</li>
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              name="agreeToTerms"
              checked={agree}
              onChange={(e) => {
                setAgree(e.target.checked);
                setMissing(false);
              }}
            />
          }
          label={t('organizations.impersonation.agree')}
        />
        {missing ? (
          <FormHelperText error role="alert">
            {fallbackMessage('TERMS_REQUIRED')}
          </FormHelperText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={accept.isPending}>
          {t('organizations.impersonation.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
