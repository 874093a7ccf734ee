import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import type { DeviceListItem } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, toApiError } from '../../api/client.ts';
import { useStoredUser } from '../../state/session.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { NameDialog } from '../../components/NameDialog.tsx';
import { deviceKeys, devicesApi } from './api.ts';
import { AssignPlaylistDialog } from './AssignPlaylistDialog.tsx';
import { groupOptions } from './groupTree.ts';
import { useGroups } from './hooks.ts';

type Pending = { kind: 'rename' | 'move' | 'remove' | 'assign'; device: DeviceListItem } | null;

/** Moves a device to a group (-1 = ungrouped). */
export function moveDevice(deviceKey: string, groupId: number) {
  return groupId > 0 ? devicesApi.groups.addDevice({ groupId, deviceKey }) : devicesApi.groups.removeDevice({ deviceKey });
}

/**
 * Assign a playlist, rename, move to group (the keyboard alternative to dragging), remove and the interactive toggle,
 * with their dialogs and messages. Render `dialogs` once.
 */
export function useDeviceActions(onRemoved?: () => void) {
  const { t } = useTranslation();
  const user = useStoredUser();
  const queryClient = useQueryClient();
  const groups = useGroups();
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState('');

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
  }
  // Each action: its notice, the dialog closes, the lists are fetched again.
  const action = useMutation({
    mutationFn: ({ call }: { call: () => Promise<unknown>; done: string }) => call(),
    onSuccess: async (_answer, { done }) => {
      setNotice(done);
      setPending(null);
      await refresh();
    },
  });
  const run = (call: () => Promise<unknown>, done: string, onSuccess?: () => void) =>
    action.mutate({ call, done }, { onSuccess: () => onSuccess?.() });
  const busy = action.isPending;
  const error = action.error && toApiError(action.error);

  const actions = {
    rename: (device: DeviceListItem) => {
      action.reset();
      setPending({ kind: 'rename', device });
    },
    move: (device: DeviceListItem) => {
      action.reset();
      setPending({ kind: 'move', device });
    },
    remove: (device: DeviceListItem) => {
      action.reset();
      setPending({ kind: 'remove', device });
    },
    assign: (device: DeviceListItem) => {
      action.reset();
      setPending({ kind: 'assign', device });
    },
    moveTo: (device: DeviceListItem, groupId: number) =>
      run(() => moveDevice(device.deviceKey, groupId), t('devices.moved', { name: device.name })),
    interactive: (device: DeviceListItem, interactive: boolean) =>
      run(
        () => devicesApi.interactive({ organizationId: user?.organizationId ?? 0, deviceKeys: [device.deviceKey], interactive }),
        interactive ? t('devices.interactiveOn', { name: device.name }) : t('devices.interactiveOff', { name: device.name }),
      ),
  };

  const device = pending?.device;
  const dialogs: ReactNode = (
    <>
      <NameDialog
        open={pending?.kind === 'rename'}
        title={t('devices.rename')}
        label={t('devices.name')}
        initial={device && !device.defaultName ? device.name : ''}
        submitLabel={t('common.save')}
        onClose={() => setPending(null)}
        onSubmit={async (name) => {
          if (!device) return;
          await devicesApi.setName({ deviceKey: device.deviceKey, deviceName: name });
          setNotice(t('devices.renamed'));
          await refresh();
        }}
      />
      {pending?.kind === 'move' && device ? (
        <MoveDialog
          device={device}
          options={groupOptions(groups.data ?? [], t('devices.ungrouped'))}
          busy={busy}
          error={error}
          onClose={() => setPending(null)}
          onMove={(groupId) => actions.moveTo(device, groupId)}
        />
      ) : null}
      {pending?.kind === 'assign' && device ? (
        <AssignPlaylistDialog
          target={{
            kind: 'device',
            deviceKey: device.deviceKey,
            name: device.name,
            playingPlaylistId: device.nowPlaying?.playlistId ?? device.playNow?.playlistId ?? null,
          }}
          onClose={() => setPending(null)}
        />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        title={t('devices.removeTitle', { name: device?.name ?? '' })}
        text={t('devices.removeText')}
        confirmLabel={t('devices.remove')}
        busy={busy}
        error={pending?.kind === 'remove' ? error : null}
        onClose={() => setPending(null)}
        onConfirm={() => {
          if (!device) return;
          run(() => devicesApi.remove({ deviceKey: device.deviceKey }), t('devices.removed', { name: device.name }), onRemoved);
        }}
      />
      <Snackbar open={Boolean(notice)} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </>
  );
  return { actions, dialogs, error: pending ? null : error, clearError: action.reset };
}

function MoveDialog({
  device,
  options,
  busy,
  error,
  onClose,
  onMove,
}: {
  device: DeviceListItem;
  options: { id: number; name: string; depth: number }[];
  busy: boolean;
  error: ApiError | null;
  onClose: () => void;
  onMove: (groupId: number) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [groupId, setGroupId] = useState(device.groupId);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('devices.moveTitle', { name: device.name })}</DialogTitle>
      <DialogContent>
        <FormAlert error={error} />
        <TextField
          select
          label={t('devices.group')}
          value={groupId}
          onChange={(e) => setGroupId(Number(e.target.value))}
          fullWidth
          sx={{ mt: 1 }}
        >
          {options.map((g) => (
            <MenuItem key={g.id} value={g.id} sx={{ pl: 2 + g.depth * 2 }}>
              {g.name}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" disabled={busy || groupId === device.groupId} onClick={() => onMove(groupId)}>
          {t('devices.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
