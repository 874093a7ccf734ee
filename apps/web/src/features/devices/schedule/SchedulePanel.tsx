import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiError } from '../../../api/client.ts';
import { useLocale } from '../../../state/locale.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { deviceKeys, devicesApi } from '../api.ts';
import { useAssignablePlaylists } from '../hooks.ts';
import { asEntry, type EntryForm, formFromEntry, newEntryForm, type ScheduleEntryValue } from './entry.ts';
import { EntryDialog } from './EntryDialog.tsx';
import { playlistColor, ScheduleCalendar } from './ScheduleCalendar.tsx';
import { describeEntry } from './describe.ts';

export type ScheduleTarget = { kind: 'device'; deviceKey: string } | { kind: 'group'; groupId: number };

function targetApi(target: ScheduleTarget) {
  if (target.kind === 'device') {
    const deviceKey = target.deviceKey;
    return {
      key: `device:${deviceKey}`,
      get: () => devicesApi.getSchedule({ deviceKey }),
      update: (scheduleEntryIndex: number, e: ScheduleEntryValue) =>
        devicesApi.updateScheduleEntry({ deviceKey, scheduleEntryIndex, scheduleEntry: JSON.stringify(e) }),
      remove: (scheduleEntryIndex: number) => devicesApi.removeScheduleEntry({ deviceKey, scheduleEntryIndex }),
      clear: () => devicesApi.clearSchedule({ deviceKey }),
      stop: () => devicesApi.stopPlayNow({ deviceKey }),
    };
  }
  const groupId = target.groupId;
  const groups = devicesApi.groups;
  return {
    key: `group:${groupId}`,
    get: () => groups.getSchedule({ groupId }),
    update: (scheduleEntryIndex: number, e: ScheduleEntryValue) =>
      groups.updateScheduleEntry({ groupId, scheduleEntryIndex, scheduleEntry: JSON.stringify(e) }),
    remove: (scheduleEntryIndex: number) => groups.removeScheduleEntry({ groupId, scheduleEntryIndex }),
    // Groups have no clear call (spec 7.5): remove the entries from the last one down.
    clear: async () => {
      const { schedule } = await groups.getSchedule({ groupId });
      for (let i = schedule.length - 1; i >= 0; i--) await groups.removeScheduleEntry({ groupId, scheduleEntryIndex: i });
    },
    stop: () => groups.stopPlayNow({ groupId }),
  };
}

type Editing = { index: number; form: EntryForm } | null;

/** A device's or group's schedule: play now, the calendar of occurrences, the entry list and dialog. */
export function SchedulePanel({ target, timeZone }: { target: ScheduleTarget; timeZone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const calls = useMemo(() => targetApi(target), [target]);
  const schedule = useQuery({ queryKey: deviceKeys.schedule(calls.key), queryFn: calls.get });
  const playlists = useAssignablePlaylists();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirm, setConfirm] = useState<{ kind: 'remove'; index: number } | { kind: 'clear' } | null>(null);

  const entries = useMemo(
    () => (schedule.data?.schedule ?? []).map(asEntry).filter((e): e is ScheduleEntryValue => e !== null),
    [schedule.data],
  );
  const zone = schedule.data?.timeZone || timeZone || 'UTC';
  const names = schedule.data?.playlists ?? {};
  const playlistName = useCallback(
    (id: number) => names[String(id)]?.name ?? playlists.data?.find((p) => p.id === id)?.name ?? t('devices.playlistNumber', { id }),
    [names, playlists.data, t],
  );

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
  }
  // Stop play now, remove an entry, clear: then the schedule (and the lists) are fetched again.
  const action = useMutation({ mutationFn: (call: () => Promise<unknown>) => call(), onSuccess: () => refresh() });

  // The entry dialog offers the published playlists, plus the one an entry already uses.
  const choices = useMemo(() => {
    const list = (playlists.data ?? []).map((p) => ({ id: p.id, name: p.name }));
    if (editing && editing.form.playlistId !== '' && !list.some((p) => p.id === editing.form.playlistId)) {
      list.push({ id: editing.form.playlistId, name: playlistName(editing.form.playlistId) });
    }
    return list;
  }, [playlists.data, editing, playlistName]);

  const playNow = schedule.data?.playNow ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-testid="schedule-panel">
      <FormAlert error={action.error && toApiError(action.error)} />
      {playNow ? (
        <Alert
          severity="info"
          data-testid="play-now"
          action={
            <Button color="inherit" size="small" startIcon={<StopCircleOutlined />} onClick={() => action.mutate(calls.stop)}>
              {t('devices.schedule.stopPlayNow')}
            </Button>
          }
        >
          {t('devices.schedule.playingNow', {
            name: playNow.playlistName ?? playlistName(playNow.playlistId),
            since: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(playNow.since)),
          })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ index: entries.length, form: newEntryForm() })}>
          {t('devices.schedule.addEntry')}
        </Button>
        <Button startIcon={<EventBusyOutlined />} disabled={entries.length === 0} onClick={() => setConfirm({ kind: 'clear' })}>
          {t('devices.schedule.clear')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
          {t('devices.schedule.inZone', { timeZone: zone })}
        </Typography>
      </Box>
      {schedule.isPending ? (
        <Skeleton variant="rounded" height={360} />
      ) : (
        <ScheduleCalendar
          entries={entries}
          timeZone={zone}
          playlistName={playlistName}
          onSlot={(slot) => setEditing({ index: entries.length, form: newEntryForm(slot) })}
          onEntry={(index) => {
            const entry = entries[index];
            if (entry) setEditing({ index, form: formFromEntry(entry) });
          }}
        />
      )}
      <Box>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
          {t('devices.schedule.entries')}
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{t('devices.schedule.empty')}</Typography>
        ) : (
          <List dense disablePadding data-testid="schedule-entries">
            {entries.map((entry, index) => (
              <ListItem
                // biome-ignore lint/suspicious/noArrayIndexKey: entries are addressed by index (spec 3).
                key={index}
                divider
                secondaryAction={
                  <Box sx={{ display: 'flex' }}>
                    <Tooltip title={t('devices.schedule.editEntry')}>
                      <IconButton
                        aria-label={`${t('devices.schedule.editEntry')} ${index + 1}`}
                        onClick={() => setEditing({ index, form: formFromEntry(entry) })}
                      >
                        <EditOutlined />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('devices.schedule.removeEntry')}>
                      <IconButton
                        aria-label={`${t('devices.schedule.removeEntry')} ${index + 1}`}
                        onClick={() => setConfirm({ kind: 'remove', index })}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Tooltip>
                  </Box>
                }
                sx={{ pr: 12 }}
              >
                <Box
                  aria-hidden
                  sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: playlistColor(entry.playlistId), mr: 1.5, flexShrink: 0 }}
                />
                <ListItemText primary={`${index + 1}. ${playlistName(entry.playlistId)}`} secondary={describeEntry(entry, t, locale)} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>

      {editing ? (
        <EntryDialog
          open
          title={
            editing.index < entries.length ? t('devices.schedule.editEntryN', { n: editing.index + 1 }) : t('devices.schedule.addEntry')
          }
          initial={editing.form}
          playlists={choices}
          timeZone={zone}
          onClose={() => setEditing(null)}
          onSubmit={async (entry) => {
            await calls.update(editing.index, entry);
            await refresh();
          }}
          extraActions={
            editing.index < entries.length ? (
              <Button
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => {
                  const index = editing.index;
                  setEditing(null);
                  setConfirm({ kind: 'remove', index });
                }}
              >
                {t('devices.schedule.removeEntry')}
              </Button>
            ) : null
          }
        />
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        title={confirm?.kind === 'clear' ? t('devices.schedule.clearTitle') : t('devices.schedule.removeTitle')}
        text={confirm?.kind === 'clear' ? t('devices.schedule.clearText') : t('devices.schedule.removeText')}
        confirmLabel={confirm?.kind === 'clear' ? t('devices.schedule.clear') : t('devices.schedule.removeEntry')}
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          const c = confirm;
          setConfirm(null);
          if (c?.kind === 'clear') action.mutate(calls.clear);
          else if (c) action.mutate(() => calls.remove(c.index));
        }}
      />
    </Box>
  );
}
