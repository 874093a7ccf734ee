import './i18n/index.ts';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MESSAGE_STATES, type MessageSummary } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLocale } from '../../state/locale.ts';
import { targetsSummary } from '../alerts/index.ts';
import { messagesApi, messagesKeys } from './api.ts';
import { MessageDialog } from './MessageDialog.tsx';
import { filterMessages, type MessageFilter, MESSAGE_FILTERS, whenText } from './list.ts';

/** Listed states change with the clock (a scheduled message starts, an end passes): refreshed every 10 s. */
const REFRESH_MS = 10_000;

const STATE_COLORS: Record<MessageSummary['state'], 'success' | 'info' | 'default'> = {
  active: 'success',
  scheduled: 'info',
  ended: 'default',
};

function MessageStateChip({ state }: { state: MessageSummary['state'] }) {
  const { t } = useTranslation();
  return <Chip size="small" color={STATE_COLORS[state]} label={t(`messages.state.${state}`)} data-state={state} />;
}

/** The message's text on its own colours, as a bar: how it reads on the screens. */
function MessageSwatch({ message }: { message: MessageSummary }) {
  return (
    <Box
      sx={{
        // The message's own colours: what the screens show.
        bgcolor: message.backgroundColor,
        color: message.textColor,
        px: 1.25,
        py: 0.75,
        borderRadius: 1,
        fontWeight: 500,
        overflowWrap: 'anywhere',
        display: '-webkit-box',
        WebkitLineClamp: 3,
        WebkitBoxOrient: 'vertical',
        overflow: 'hidden',
      }}
    >
      {message.text}
    </Box>
  );
}

/** /home/messages (spec 2.2): tickers and banners over the screens' content, filtered by state; create, edit, stop, delete. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter: MessageFilter = (MESSAGE_FILTERS as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as MessageFilter)
    : 'all';
  const list = useQuery({ queryKey: messagesKeys.list, queryFn: () => messagesApi.list({}), refetchInterval: REFRESH_MS });
  const [editing, setEditing] = useState<MessageSummary | 'new' | null>(null);
  const [removing, setRemoving] = useState<MessageSummary | null>(null);
  const [notice, setNotice] = useState('');
  const action = useMutation({
    mutationFn: ({ kind, message }: { kind: 'stop' | 'remove'; message: MessageSummary }): Promise<unknown> =>
      kind === 'stop' ? messagesApi.stop({ messageId: message.id }) : messagesApi.remove({ messageId: message.id }),
    onSuccess: async (_, { kind }) => {
      setRemoving(null);
      setNotice(t(kind === 'stop' ? 'messages.stopped' : 'messages.removed'));
      await queryClient.invalidateQueries({ queryKey: messagesKeys.all });
    },
  });
  const failure = action.error ? toApiError(action.error) : null;
  const all = list.data ?? [];
  const shown = filterMessages(all, filter);
  const counts = Object.fromEntries(MESSAGE_STATES.map((s) => [s, all.filter((m) => m.state === s).length]));
  const busyId = action.isPending ? action.variables?.message.id : undefined;

  const buttons = (m: MessageSummary) => (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', alignItems: 'center' }}>
      {m.state !== 'ended' ? (
        <Tooltip title={t('messages.edit')}>
          <IconButton aria-label={t('messages.editNamed', { text: m.text })} onClick={() => setEditing(m)}>
            <EditOutlined />
          </IconButton>
        </Tooltip>
      ) : null}
      {m.state !== 'ended' ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<StopCircleOutlined />}
          disabled={busyId === m.id}
          onClick={() => {
            action.reset();
            action.mutate({ kind: 'stop', message: m });
          }}
          aria-label={t('messages.stopNamed', { text: m.text })}
        >
          {t('messages.stop')}
        </Button>
      ) : null}
      <Tooltip title={t('messages.remove')}>
        <IconButton
          aria-label={t('messages.removeNamed', { text: m.text })}
          disabled={busyId === m.id}
          onClick={() => {
            action.reset();
            setRemoving(m);
          }}
          sx={{ color: 'error.main' }}
        >
          <DeleteOutline />
        </IconButton>
      </Tooltip>
    </Box>
  );
  const styleText = (m: MessageSummary) =>
    [
      t(`messages.style.${m.style}`),
      t(`messages.position.${m.position}`),
      ...(m.style === 'ticker' ? [t(`messages.speed.${m.speed}`)] : []),
    ].join(' · ');

  return (
    <>
      <PageHeader
        title={t('messages.title')}
        subtitle={t('messages.subtitle')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
            {t('messages.create')}
          </Button>
        }
      />
      <Tabs
        value={filter}
        onChange={(_, value: MessageFilter) =>
          setParams((p) => {
            const next = new URLSearchParams(p);
            if (value === 'all') next.delete('state');
            else next.set('state', value);
            return next;
          })
        }
        aria-label={t('messages.filterLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {MESSAGE_FILTERS.map((f) => (
          <Tab
            key={f}
            value={f}
            data-filter={f}
            label={f === 'all' ? t('messages.filters.all', { count: all.length }) : t(`messages.filters.${f}`, { count: counts[f] ?? 0 })}
          />
        ))}
      </Tabs>
      <FormAlert error={removing ? null : (failure ?? (list.error ? toApiError(list.error) : null))} />
      {list.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : shown.length === 0 && !list.error ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {all.length === 0 ? t('messages.emptyTitle') : t('messages.emptyFiltered')}
          </Typography>
          {all.length === 0 ? (
            <>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('messages.emptyText')}
              </Typography>
              <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
                {t('messages.create')}
              </Button>
            </>
          ) : null}
        </Paper>
      ) : wide ? (
        <Paper variant="outlined">
          <TableContainer>
            <Table aria-label={t('messages.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '32%' }}>{t('messages.fields.text')}</TableCell>
                  <TableCell>{t('messages.columns.state')}</TableCell>
                  <TableCell>{t('messages.columns.when')}</TableCell>
                  <TableCell>{t('messages.columns.screens')}</TableCell>
                  <TableCell align="right">{t('messages.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((m) => (
                  <TableRow key={m.id} hover data-message={m.id}>
                    <TableCell>
                      <MessageSwatch message={m} />
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {styleText(m)}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <MessageStateChip state={m.state} />
                    </TableCell>
                    <TableCell sx={{ color: 'text.secondary' }}>
                      {whenText(m, locale, t)}
                      {m.createdBy ? (
                        <Typography variant="body2" color="text.secondary">
                          {t('messages.createdBy', { name: m.createdBy })}
                        </Typography>
                      ) : null}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 200 }}>{targetsSummary(m.targets, t)}</TableCell>
                    <TableCell align="right">{buttons(m)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={t('messages.tableLabel')}>
          {shown.map((m) => (
            <Card component="li" key={m.id} variant="outlined" data-message={m.id}>
              <CardContent sx={{ display: 'grid', gap: 0.75, pb: '12px !important' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {styleText(m)}
                  </Typography>
                  <MessageStateChip state={m.state} />
                </Box>
                <MessageSwatch message={m} />
                <Typography variant="body2">{whenText(m, locale, t)}</Typography>
                <Typography variant="body2">
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    {t('messages.columns.screens')}:{' '}
                  </Box>
                  {targetsSummary(m.targets, t)}
                </Typography>
                {buttons(m)}
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
      {editing ? (
        <MessageDialog
          message={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setNotice(t(editing === 'new' ? 'messages.created' : 'messages.saved'));
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={Boolean(removing)}
        title={t('messages.removeTitle')}
        text={t('messages.removeText', { text: removing?.text ?? '' })}
        confirmLabel={t('messages.remove')}
        busy={action.isPending}
        error={removing ? failure : null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && action.mutate({ kind: 'remove', message: removing })}
      />
      <Snackbar open={Boolean(notice)} autoHideDuration={5000} onClose={() => setNotice('')} message={notice} />
    </>
  );
}
