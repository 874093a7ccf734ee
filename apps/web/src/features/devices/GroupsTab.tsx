import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import TvOutlined from '@mui/icons-material/TvOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type DeviceListItem, type GroupItem, groupCreateBody } from '@signage/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type BodyOf, toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { deviceKeys, devicesApi } from './api.ts';
import type { useDeviceActions } from './DeviceActions.tsx';
import { StatusChip } from './DeviceStatus.tsx';
import { deviceEditPath } from './DevicesList.tsx';
import { buildTree, type GroupNode, groupOptions, normalGroups } from './groupTree.ts';
import { DynamicGroupsSection } from './DynamicGroups.tsx';

type Actions = ReturnType<typeof useDeviceActions>['actions'];

export function groupEditPath(group: Pick<GroupItem, 'id' | 'organizationId'>) {
  return `/home/devicegroup/${group.id}/${group.organizationId}`;
}

function DeviceChip({ device, actions }: { device: DeviceListItem; actions: Actions }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: device.deviceKey, data: { device } });
  return (
    <Box
      ref={setNodeRef}
      data-testid="group-device"
      data-device={device.deviceKey}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.5,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 10 : undefined,
        boxShadow: isDragging ? 4 : 0,
        position: 'relative',
      }}
    >
      <IconButton
        size="small"
        {...listeners}
        {...attributes}
        aria-label={t('devices.dragDevice', { name: device.name })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <TvOutlined fontSize="small" color="action" aria-hidden />
      <Typography component={RouterLink} to={deviceEditPath(device)} sx={{ flex: 1, minWidth: 0, color: 'text.primary' }} noWrap>
        {device.name}
      </Typography>
      <StatusChip status={device.status} />
      <Button size="small" onClick={() => actions.move(device)}>
        {t('devices.moveToGroup')}
      </Button>
    </Box>
  );
}

function DropZone({ id, label, children }: { id: number; label: string; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `group:${id}`, data: { groupId: id } });
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={label}
      data-group={id}
      sx={{
        p: 1,
        borderRadius: 1,
        border: '2px dashed',
        borderColor: isOver ? 'primary.main' : 'transparent',
        bgcolor: isOver ? 'action.hover' : undefined,
        display: 'grid',
        gap: 0.75,
      }}
    >
      {children}
    </Box>
  );
}

function GroupBranch({
  node,
  devices,
  actions,
  onRemove,
  onAddChild,
}: {
  node: GroupNode;
  devices: DeviceListItem[];
  actions: Actions;
  onRemove: (group: GroupItem) => void;
  onAddChild: (parentId: number) => void;
}) {
  const { t } = useTranslation();
  const own = devices.filter((d) => d.groupId === node.id);
  return (
    <Box component="li" sx={{ listStyle: 'none' }} data-testid="group-node" data-group-name={node.name}>
      <DropZone id={node.id} label={t('devices.groupDrop', { name: node.name })}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <FolderOutlined color="primary" aria-hidden />
          <Typography component="h3" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
            {node.name}
          </Typography>
          {node.wall ? (
            <Chip size="small" color="primary" label={t('devices.wall.badge', { columns: node.wall.columns, rows: node.wall.rows })} />
          ) : null}
          <Chip size="small" label={t('devices.deviceCount', { count: own.length })} variant="outlined" />
          <Tooltip title={t('devices.groups.edit')}>
            <IconButton component={RouterLink} to={groupEditPath(node)} aria-label={`${t('devices.groups.edit')}: ${node.name}`}>
              <TuneOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('devices.groups.addChild')}>
            <IconButton onClick={() => onAddChild(node.id)} aria-label={`${t('devices.groups.addChild')}: ${node.name}`}>
              <Add />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('devices.groups.remove')}>
            <IconButton onClick={() => onRemove(node)} aria-label={`${t('devices.groups.remove')}: ${node.name}`}>
              <DeleteOutline />
            </IconButton>
          </Tooltip>
        </Box>
        {own.map((d) => (
          <DeviceChip key={d.deviceKey} device={d} actions={actions} />
        ))}
        {node.children.length ? (
          <Box
            component="ul"
            sx={{ pl: { xs: 1.5, sm: 3 }, m: 0, display: 'grid', gap: 1, borderLeft: '2px solid', borderColor: 'divider' }}
          >
            {node.children.map((c) => (
              <GroupBranch key={c.id} node={c} devices={devices} actions={actions} onRemove={onRemove} onAddChild={onAddChild} />
            ))}
          </Box>
        ) : null}
      </DropZone>
    </Box>
  );
}

/** The group tree (root -1) with devices; drag a device onto a group, or use "Move to group". */
export function GroupsTab({ groups, devices, actions }: { groups: GroupItem[]; devices: DeviceListItem[]; actions: Actions }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const [create, setCreate] = useState<{ parentId: number } | null>(null);
  const [removing, setRemoving] = useState<GroupItem | null>(null);
  const removal = useMutation({
    mutationFn: (group: GroupItem) => devicesApi.groups.remove({ id: group.id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
  // Dynamic groups hold no screens themselves: they are listed on their own, below the tree.
  const tree = buildTree(normalGroups(groups));
  const ungrouped = devices.filter((d) => d.groupId <= 0 || !groups.some((g) => g.id === d.groupId));

  function onDragEnd(event: DragEndEvent) {
    const device = event.active.data.current?.device as DeviceListItem | undefined;
    const groupId = event.over?.data.current?.groupId as number | undefined;
    if (!device || groupId === undefined || groupId === device.groupId) return;
    void actions.moveTo(device, groupId);
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FormAlert error={removal.error && toApiError(removal.error)} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setCreate({ parentId: -1 })}>
          {t('devices.groups.create')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('devices.groups.dragHint')}
        </Typography>
      </Box>
      <DndContext
        sensors={sensors}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: t('devices.groups.dragInstructions') },
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('devices.groups.tree')}
          </Typography>
          {tree.length === 0 ? <Typography color="text.secondary">{t('devices.groups.none')}</Typography> : null}
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }} data-testid="group-tree">
            {tree.map((n) => (
              <GroupBranch
                key={n.id}
                node={n}
                devices={devices}
                actions={actions}
                onRemove={setRemoving}
                onAddChild={(parentId) => setCreate({ parentId })}
              />
            ))}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} data-testid="ungrouped">
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
            {t('devices.ungroupedDevices')}
          </Typography>
          <DropZone id={-1} label={t('devices.groupDrop', { name: t('devices.ungrouped') })}>
            {ungrouped.length === 0 ? (
              <Typography color="text.secondary" variant="body2">
                {t('devices.groups.noUngrouped')}
              </Typography>
            ) : null}
            {ungrouped.map((d) => (
              <DeviceChip key={d.deviceKey} device={d} actions={actions} />
            ))}
          </DropZone>
        </Paper>
      </DndContext>
      <DynamicGroupsSection groups={groups} devices={devices} />
      {create ? (
        <CreateGroupDialog
          groups={groups}
          parentId={create.parentId}
          onClose={() => setCreate(null)}
          onCreated={async () => {
            setCreate(null);
            await queryClient.invalidateQueries({ queryKey: deviceKeys.all });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('devices.groups.removeTitle', { name: removing?.name ?? '' })}
        text={t('devices.groups.removeText')}
        confirmLabel={t('devices.groups.remove')}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          const g = removing;
          setRemoving(null);
          if (g) removal.mutate(g);
        }}
      />
    </Box>
  );
}

export function CreateGroupDialog({
  groups,
  parentId,
  onClose,
  onCreated,
}: {
  groups: GroupItem[];
  parentId: number;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [parent, setParent] = useState(parentId);
  const [nameError, setNameError] = useState('');
  const create = useMutation({
    mutationFn: (body: BodyOf<typeof groupCreateBody>) => devicesApi.groups.create(body),
    onSuccess: (result) => onCreated(result.id),
    // The server's message about the name shows under the field.
    onError: (e) => {
      const message = toApiError(e).field('name');
      if (message) setNameError(message);
    },
  });
  const error = create.error && toApiError(create.error);
  const failure = error && !error.field('name') ? error : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!groupCreateBody.shape.name.safeParse(name).success) return setNameError(t('devices.fieldRequired'));
    create.mutate({ name: name.trim(), description: description.trim(), parentId: parent, deviceArray: [] });
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('devices.groups.create')}</DialogTitle>
        <DialogContent>
          <FormAlert error={failure} />
          <TextField
            label={t('devices.groups.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={Boolean(nameError)}
            helperText={nameError || ' '}
            required
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <TextField
            label={t('devices.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            sx={{ mb: 2 }}
          />
          <TextField select label={t('devices.groups.parent')} value={parent} onChange={(e) => setParent(Number(e.target.value))} fullWidth>
            {groupOptions(groups, t('devices.groups.root')).map((g) => (
              <MenuItem key={g.id} value={g.id} sx={{ pl: 2 + g.depth * 2 }}>
                {g.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('devices.groups.createSubmit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
