import './i18n/index.ts';
import PlaylistPlay from '@mui/icons-material/PlaylistPlay';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GroupItem, groupUpdateDetailsBody, ruleMatches } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { type BodyOf, toApiError } from '../../api/client.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { AssignPlaylistDialog } from './AssignPlaylistDialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { deviceKeys, devicesApi } from './api.ts';
import { Section } from './DeviceEditPage.tsx';
import { SleepHoursEditor } from './SleepHours.tsx';
import { Timeline } from './Timeline.tsx';
import { StatusChip } from './DeviceStatus.tsx';
import { deviceEditPath } from './DevicesList.tsx';
import { descendantIds, groupOptions } from './groupTree.ts';
import { useDevices, useGroups } from './hooks.ts';
import { SchedulePanel } from './schedule/SchedulePanel.tsx';
import { DynamicGroupPanel, ruleSummary } from './DynamicGroups.tsx';
import { GroupSyncSection } from './GroupSync.tsx';
import { useLiveDeviceEvents } from './live.ts';
import { WallPanel } from './WallPanel.tsx';

/** /home/devicegroup/{groupId}/{orgId}: name, description, parent, devices and the group's schedule. */
export default function GroupEditPage() {
  const { t } = useTranslation();
  const { groupId = '' } = useParams();
  const id = Number(groupId);
  const group = useQuery({
    queryKey: deviceKeys.group(id),
    queryFn: () => devicesApi.groups.details({ id }),
    enabled: Number.isInteger(id) && id > 0,
  });
  if (!(Number.isInteger(id) && id > 0) || group.error) {
    return (
      <>
        <PageHeader title={t('devices.groups.notFound')} />
        <FormAlert error={group.error ? toApiError(group.error) : t('devices.groups.notFound')} />
        <Button component={RouterLink} to="/home/devicemanagement/groups" startIcon={<ArrowBack />}>
          {t('devices.groups.back')}
        </Button>
      </>
    );
  }
  if (!group.data) return <Skeleton variant="rounded" height={400} />;
  return <GroupEditor group={group.data} />;
}

function GroupEditor({ group }: { group: GroupItem }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const groups = useGroups();
  const devices = useDevices();
  const [name, setName] = useState(group.name);
  const [description, setDescription] = useState(group.description);
  const [parentId, setParentId] = useState(group.parentId);
  const [nameError, setNameError] = useState('');
  const [notice, setNotice] = useState('');
  const [removing, setRemoving] = useState(false);
  const [assigning, setAssigning] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another group is shown.
  useEffect(() => {
    setName(group.name);
    setDescription(group.description);
    setParentId(group.parentId);
  }, [group.id]);

  const blocked = descendantIds(groups.data ?? [], group.id);
  const parents = groupOptions(groups.data ?? [], t('devices.groups.root')).filter((g) => !blocked.has(g.id));
  const rule = group.rule;
  useLiveDeviceEvents();
  const members = (devices.data ?? []).filter((d) =>
    rule ? d.organizationId === group.organizationId && ruleMatches(rule, d.tags) : d.groupId === group.id,
  );
  // Entries are evaluated in each device's time zone; shown here in the first member's (or this browser's).
  const zone = members[0]?.timeZone || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

  const save = useMutation({
    mutationFn: (body: BodyOf<typeof groupUpdateDetailsBody>) => devicesApi.groups.updateDetails(body),
    onSuccess: async () => {
      setNotice(t('devices.savedDetails'));
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
    // The server's message about the name shows under the field.
    onError: (e) => {
      const message = toApiError(e).field('name');
      if (message) setNameError(message);
    },
  });
  const removal = useMutation({
    mutationFn: () => devicesApi.groups.remove({ id: group.id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
      navigate('/home/devicemanagement/groups');
    },
  });
  const saveError = save.error && toApiError(save.error);
  const error = (saveError && !saveError.field('name') ? saveError : null) ?? (removal.error && toApiError(removal.error));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!groupUpdateDetailsBody.shape.name.safeParse(name).success) return setNameError(t('devices.fieldRequired'));
    setNameError('');
    removal.reset();
    // A dynamic group stays under the root: its place is not sent.
    save.mutate({ id: group.id, name: name.trim(), description: description.trim(), ...(rule ? {} : { parentId }) });
  }

  return (
    <>
      <Button component={RouterLink} to="/home/devicemanagement/groups" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('devices.groups.back')}
      </Button>
      <PageHeader
        title={group.name}
        subtitle={
          rule
            ? `${t('devices.dynamic.badge')} · ${ruleSummary(rule, t)} · ${t('devices.deviceCount', { count: members.length })}`
            : group.wall
              ? `${t('devices.wall.badge', { columns: group.wall.columns, rows: group.wall.rows })} · ${t('devices.deviceCount', { count: members.length })}`
              : t('devices.deviceCount', { count: members.length })
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<PlaylistPlay />} onClick={() => setAssigning(true)}>
              {t('devices.assignPlaylist.menu')}
            </Button>
            <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setRemoving(true)}>
              {t('devices.groups.remove')}
            </Button>
          </Box>
        }
      />
      {assigning ? (
        <AssignPlaylistDialog
          target={{ kind: 'group', groupId: group.id, name: group.name, playingPlaylistId: group.playNow?.playlistId ?? null }}
          onClose={() => setAssigning(false)}
        />
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Section title={t('devices.details')} testId="group-details">
            <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2 }}>
              <FormAlert error={error} />
              <TextField
                label={t('devices.groups.name')}
                value={name}
                onChange={(e) => setName(e.target.value)}
                error={Boolean(nameError)}
                helperText={nameError}
                required
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
              <TextField
                label={t('devices.description')}
                value={description}
                onChange={(e) => setDescription(e.target.value)}
                multiline
                minRows={2}
              />
              {rule ? null : (
                <TextField select label={t('devices.groups.parent')} value={parentId} onChange={(e) => setParentId(Number(e.target.value))}>
                  {parents.map((g) => (
                    <MenuItem key={g.id} value={g.id} sx={{ pl: 2 + g.depth * 2 }}>
                      {g.name}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              <Box>
                <Button type="submit" variant="contained">
                  {t('common.save')}
                </Button>
              </Box>
            </Box>
          </Section>
          <GroupSyncSection group={group} onSaved={setNotice} />
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          {rule ? (
            <Section title={t('devices.dynamic.rule')} testId="group-rule">
              <DynamicGroupPanel group={{ ...group, rule }} devices={devices.data ?? []} onSaved={setNotice} />
            </Section>
          ) : (
            <Section title={t('devices.groups.members')}>
              {members.length === 0 ? (
                <Typography color="text.secondary">{t('devices.groups.noMembers')}</Typography>
              ) : (
                <List dense disablePadding>
                  {members.map((d) => (
                    <ListItem key={d.deviceKey} divider disableGutters secondaryAction={<StatusChip status={d.status} />}>
                      <ListItemText
                        primary={
                          <Link component={RouterLink} to={deviceEditPath(d)}>
                            {d.name}
                          </Link>
                        }
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Section>
          )}
        </Grid>
        {rule ? null : (
          <Grid size={12}>
            <Section title={t('devices.wall.title')} testId="group-wall">
              <WallPanel key={group.id} group={group} members={members} onSaved={setNotice} />
            </Section>
          </Grid>
        )}
        <Grid size={12}>
          <Section title={t('devices.sleep.title')} testId="group-sleep">
            <SleepHoursEditor kind="group" group={group} onSaved={setNotice} />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title={t('devices.timeline.title')} testId="group-timeline">
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('devices.timeline.groupHint')}
            </Typography>
            <Timeline target={{ kind: 'group', groupId: group.id, timeZone: zone }} />
          </Section>
        </Grid>
        <Grid size={12}>
          <Section title={t('devices.schedule.groupTitle')}>
            <SchedulePanel target={{ kind: 'group', groupId: group.id }} timeZone={zone} />
          </Section>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={removing}
        title={t('devices.groups.removeTitle', { name: group.name })}
        text={t('devices.groups.removeText')}
        confirmLabel={t('devices.groups.remove')}
        onClose={() => setRemoving(false)}
        onConfirm={() => {
          setRemoving(false);
          save.reset();
          removal.mutate();
        }}
      />
      <Snackbar open={Boolean(notice)} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </>
  );
}
