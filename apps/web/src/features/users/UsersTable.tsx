import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { can, errorMessage, type Role, type UserListStatus } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale, fallbackMessage, toApiError } from '../../api/client.ts';
import { useLocale } from '../../state/locale.ts';
import { useStoredUser } from '../../state/session.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { AddUserDialog } from './AddUserDialog.tsx';
import { licencesKeys } from '../licences/index.ts';
import { type UserListItem, usersApi, usersKeys } from './api.ts';
import { DeleteUsersDialog } from './DeleteUsersDialog.tsx';
import { canManageUser, canResetSecondFactor, deletableSelection } from './rules.ts';
import { visuallyHidden } from '../../components/a11y.ts';
import { ContactSupportLink } from '../../components/ContactSupportLink.tsx';
import { ResetSecondFactorButton } from '../account/security/ResetSecondFactorButton.tsx';

const STATUS_COLOR: Record<UserListStatus, 'success' | 'warning' | 'info' | 'default'> = {
  verified: 'success',
  pending_verification: 'default',
  pending_approval: 'warning',
  invited: 'info',
};

/** The users of an organization: role, status, last login; add, resend, role, delete, approve/reject. */
export function UsersTable({ organizationId }: { organizationId?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const me = useStoredUser();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: usersKeys.list(organizationId), queryFn: () => usersApi.list({ organizationId }) });
  const [selected, setSelected] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [handOver, setHandOver] = useState<UserListItem | null>(null);
  const [rejecting, setRejecting] = useState<UserListItem | null>(null);
  const theme = useTheme();
  const compact = useMediaQuery(theme.breakpoints.down('sm'));

  const users = list.data?.users ?? [];
  const assignable = list.data?.assignableRoles ?? [];
  const limitReached = list.data ? list.data.numUsers !== null && list.data.usedUsers >= list.data.numUsers : false;
  const waiting = users.filter((u) => u.status === 'pending_approval').length;
  // Seats changed: the licence's user count (app frame, dashboard) follows.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: usersKeys.all }),
      queryClient.invalidateQueries({ queryKey: licencesKeys.all }),
    ]);

  /** One action on a row (role, approve, reject, resend); `done` is the notice on success. */
  const action = useMutation({
    mutationFn: ({ call }: { call: () => Promise<unknown>; done: string }) => call(),
    onSuccess: async (_, { done }) => {
      await refresh();
      setNotice(done);
    },
  });
  function run(call: () => Promise<unknown>, done: string) {
    setRefused(null);
    action.mutate({ call, done });
  }

  function openDelete() {
    const chosen = users.filter((u) => selected.includes(u.id));
    if (!deletableSelection(chosen)) {
      action.reset();
      setRefused(fallbackMessage('USERS_DELETE_OWNER_OR_SELF'));
      return;
    }
    setDeleting(true);
  }

  const lastLogin = (u: UserListItem) =>
    u.lastLoginAt ? new Date(u.lastLoginAt).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : t('users.neverLoggedIn');

  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Button
          variant="contained"
          startIcon={<PersonAddAlt />}
          onClick={() => setAdding(true)}
          disabled={limitReached || assignable.length === 0}
        >
          {t('users.add')}
        </Button>
        <Button color="error" variant="outlined" startIcon={<DeleteOutline />} disabled={selected.length === 0} onClick={openDelete}>
          {t('users.deleteSelected', { count: selected.length })}
        </Button>
        {list.data ? (
          <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }} data-testid="user-usage">
            {list.data.numUsers === null
              ? t('users.usageUnlimited', { count: list.data.usedUsers })
              : t('users.usage', { used: list.data.usedUsers, allowed: list.data.numUsers })}
          </Typography>
        ) : null}
      </Stack>
      {limitReached ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="user-limit">
          {errorMessage('USER_LIMIT_REACHED', currentLocale(), { max: list.data?.numUsers ?? 0 })} <ContactSupportLink />
        </Alert>
      ) : null}
      {waiting > 0 && can(me?.role, 'users.manage') ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="users-waiting">
          {t('users.waitingApproval', { count: waiting })}
        </Alert>
      ) : null}
      <FormAlert error={action.error ? toApiError(action.error) : refused} />
      <Card>
        {list.isPending ? (
          <Skeleton sx={{ mx: 2 }} height={120} />
        ) : list.isError ? (
          <Typography sx={{ p: 3 }} role="alert" color="error">
            {toApiError(list.error).message}
          </Typography>
        ) : (
          <TableContainer>
            <Table aria-label={t('users.tableLabel')} size="small">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.length > 0 && selected.length === users.length}
                      indeterminate={selected.length > 0 && selected.length < users.length}
                      onChange={(e) => setSelected(e.target.checked ? users.map((u) => u.id) : [])}
                      slotProps={{ input: { 'aria-label': t('users.selectAll') } }}
                    />
                  </TableCell>
                  <TableCell>{t('users.columns.user')}</TableCell>
                  {compact ? null : (
                    <>
                      <TableCell>{t('users.columns.role')}</TableCell>
                      <TableCell>{t('users.columns.type')}</TableCell>
                      <TableCell>{t('users.columns.status')}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{t('users.columns.lastLogin')}</TableCell>
                      <TableCell>
                        <Box component="span" sx={visuallyHidden}>
                          {t('users.columns.actions')}
                        </Box>
                      </TableCell>
                    </>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {users.map((u) => {
                  const manage = canManageUser(me?.role, u);
                  const roles = [...new Set([u.role, ...assignable])];
                  const roleControl =
                    manage && roles.length > 1 ? (
                      <TextField
                        select
                        size="small"
                        value={u.role}
                        label={t('users.roleOf', { name: u.fullname || u.email })}
                        onChange={(e) => {
                          const role = e.target.value as Role;
                          if (role === 'owner') setHandOver(u);
                          else
                            run(() => usersApi.updateRole({ userId: u.id, role }), t('users.roleChanged', { name: u.fullname || u.email }));
                        }}
                        slotProps={{
                          inputLabel: { sx: visuallyHidden },
                          // The label is for screen readers only: no gap for it in the outline.
                          input: { notched: false },
                        }}
                      >
                        {roles.map((role) => (
                          <MenuItem key={role} value={role}>
                            {t(`roles.${role}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      t(`roles.${u.role}`)
                    );
                  const statusChip = (
                    <Chip
                      size="small"
                      color={STATUS_COLOR[u.status]}
                      variant={u.status === 'verified' ? 'filled' : 'outlined'}
                      label={t(`users.status.${u.status}`)}
                    />
                  );
                  const typeLabel = (
                    <Typography
                      component="span"
                      variant="body2"
                      data-testid="user-type"
                      color={u.userType === 'collated' ? 'text.primary' : 'text.secondary'}
                    >
                      {t(`users.type.${u.userType}`)}
                    </Typography>
                  );
                  const actions =
                    u.status === 'pending_approval' && can(me?.role, 'users.manage') ? (
                      <Stack direction="row" spacing={1}>
                        <Button
                          size="small"
                          variant="contained"
                          onClick={() => run(() => usersApi.approve({ userId: u.id }), t('users.approved', { email: u.email }))}
                        >
                          {t('users.approve')}
                        </Button>
                        <Button size="small" color="error" onClick={() => setRejecting(u)}>
                          {t('users.reject')}
                        </Button>
                      </Stack>
                    ) : u.status === 'invited' && manage ? (
                      <Button
                        size="small"
                        onClick={() => run(() => usersApi.resendInvitation({ userId: u.id }), t('users.resent', { email: u.email }))}
                      >
                        {t('users.resend')}
                      </Button>
                    ) : u.status === 'verified' &&
                      canResetSecondFactor(me?.role, u, organizationId !== undefined && organizationId !== me?.organizationId) ? (
                      <ResetSecondFactorButton user={u} organizationId={organizationId} onDone={setNotice} />
                    ) : null;
                  const who = (
                    <>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {u.fullname || u.email}
                        {u.isSelf ? ` (${t('users.you')})` : ''}
                      </Typography>
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {u.email}
                      </Typography>
                    </>
                  );
                  const check = (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(u.id)}
                        onChange={(e) => setSelected((s) => (e.target.checked ? [...s, u.id] : s.filter((id) => id !== u.id)))}
                        slotProps={{ input: { 'aria-label': t('users.select', { name: u.fullname || u.email }) } }}
                      />
                    </TableCell>
                  );
                  if (compact) {
                    return (
                      <TableRow key={u.id} data-testid="user-row" data-email={u.email}>
                        {check}
                        <TableCell>
                          {who}
                          <Typography variant="body2" color="text.secondary">
                            {t('users.columns.lastLogin')}: {lastLogin(u)}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {t('users.columns.type')}: {typeLabel}
                          </Typography>
                          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                            {roleControl}
                            {statusChip}
                            {actions}
                          </Stack>
                        </TableCell>
                      </TableRow>
                    );
                  }
                  return (
                    <TableRow key={u.id} data-testid="user-row" data-email={u.email} hover>
                      {check}
                      <TableCell sx={{ minWidth: 160 }}>
                        {who}
                        <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
                          {t('users.columns.lastLogin')}: {lastLogin(u)}
                        </Typography>
                      </TableCell>
                      <TableCell sx={{ minWidth: 150 }}>{roleControl}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }} title={t(`users.typeHelp.${u.userType}`)}>
                        {typeLabel}
                      </TableCell>
                      <TableCell>{statusChip}</TableCell>
                      <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, whiteSpace: 'nowrap' }}>{lastLogin(u)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>
      <AddUserDialog
        open={adding}
        roles={assignable}
        organizationId={organizationId}
        onClose={() => setAdding(false)}
        onAdded={async (email) => {
          setAdding(false);
          await refresh();
          setNotice(t('users.invited', { email }));
        }}
      />
      <DeleteUsersDialog
        open={deleting}
        users={users.filter((u) => selected.includes(u.id))}
        onClose={() => setDeleting(false)}
        onDeleted={async (count) => {
          setDeleting(false);
          setSelected([]);
          await refresh();
          setNotice(t('users.deleted', { count }));
        }}
      />
      <ConfirmDialog
        open={handOver !== null}
        title={t('users.handOverTitle')}
        text={t('users.handOverText', { name: handOver?.fullname || handOver?.email || '' })}
        confirmLabel={t('users.handOverConfirm')}
        onClose={() => setHandOver(null)}
        onConfirm={() => {
          const target = handOver;
          setHandOver(null);
          if (target)
            run(
              () => usersApi.updateRole({ userId: target.id, role: 'owner' }),
              t('users.roleChanged', { name: target.fullname || target.email }),
            );
        }}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title={t('users.rejectTitle')}
        text={t('users.rejectText', { email: rejecting?.email ?? '' })}
        confirmLabel={t('users.reject')}
        onClose={() => setRejecting(null)}
        onConfirm={() => {
          const target = rejecting;
          setRejecting(null);
          if (target) run(() => usersApi.reject({ userId: target.id }), t('users.rejected', { email: target.email }));
        }}
      />
      <Snackbar open={!!notice} autoHideDuration={5000} onClose={() => setNotice('')} message={notice} />
    </Box>
  );
}
