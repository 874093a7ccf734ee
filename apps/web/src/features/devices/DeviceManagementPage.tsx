import './i18n/index.ts';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEVICE_STATUSES } from '@signage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useLicence } from '../licences/index.ts';
import { useStoredUser } from '../../state/session.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { AddDeviceDialog } from './AddDeviceDialog.tsx';
import { useDeviceActions } from './DeviceActions.tsx';
import { DevicesList, type Selection } from './DevicesList.tsx';
import { BulkTagsDialog } from './DeviceTags.tsx';
import { GroupsTab } from './GroupsTab.tsx';
import { deviceKeys } from './api.ts';
import { useDevices, useDeviceStats, useGroups } from './hooks.ts';
import { LiveGrid } from './LivePreview.tsx';
import { NotificationsTab } from './NotificationsTab.tsx';
import { useLiveDeviceEvents } from './live.ts';
import { filterByStatus, readStatusFilter } from './statusFilter.ts';
import { statusTone, statusToneColor } from './statusTone.ts';

const TABS = ['devices', 'groups', 'livepreview', 'notifications'] as const;
type TabName = (typeof TABS)[number];

function Stat({ label, value, color }: { label: string; value: number | undefined; color: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 0', minWidth: 0 }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700, color }} data-stat={label}>
          {value ?? '–'}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** /home/devicemanagement/{devices|groups|livepreview} and /home/devicemanagement/devices/add/{otp}. */
export default function DeviceManagementPage() {
  const { tab, otp } = useParams();
  if (otp !== undefined) return <DeviceManagement tab="devices" otp={/^\d{4}$/.test(otp) ? otp : ''} />;
  if (!(TABS as readonly string[]).includes(tab ?? '')) return <Navigate to="/home/devicemanagement/devices" replace />;
  return <DeviceManagement tab={tab as TabName} />;
}

function DeviceManagement({ tab, otp }: { tab: TabName; otp?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const devices = useDevices();
  const stats = useDeviceStats();
  const groups = useGroups();
  const licence = useLicence(user?.organizationId);
  const { actions, dialogs, error } = useDeviceActions();
  const [adding, setAdding] = useState(otp !== undefined);
  const [added, setAdded] = useState('');
  const [params, setParams] = useSearchParams();
  const status = readStatusFilter(params);
  const tag = params.get('tag') ?? '';
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulk, setBulk] = useState<'add' | 'remove' | null>(null);
  const [notice, setNotice] = useState('');
  useLiveDeviceEvents();

  const list = devices.data ?? [];
  const tagsInUse = [...new Set(list.flatMap((d) => d.tags))].sort((a, b) => a.localeCompare(b));
  const shown = filterByStatus(list, status).filter((d) => !tag || d.tags.includes(tag));
  const chosen = shown.filter((d) => selected.has(d.deviceKey)).map((d) => d.deviceKey);
  const selection: Selection = {
    keys: selected,
    toggle: (key, on) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      }),
    toggleAll: (on) => setSelected(on ? new Set(shown.map((d) => d.deviceKey)) : new Set()),
  };
  const setFilter = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const limit = licence.data?.interactiveDeviceLimit;
  const interactiveCount = list.filter((d) => d.interactive).length;

  function closeAdd() {
    setAdding(false);
    if (otp !== undefined) navigate('/home/devicemanagement/devices', { replace: true });
  }

  return (
    <>
      <PageHeader
        title={t('devices.title')}
        subtitle={t('devices.subtitle')}
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            {t('devices.add.button')}
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 2 }} data-testid="device-stats">
        <Stat
          label={t('devices.status.active')}
          value={stats.data?.active}
          color={statusToneColor(statusTone('active', stats.data?.active))}
        />
        <Stat label={t('devices.status.inactive')} value={stats.data?.inactive} color="text.secondary" />
        <Stat
          label={t('devices.status.offline')}
          value={stats.data?.offline}
          color={statusToneColor(statusTone('offline', stats.data?.offline))}
        />
        <Stat label={t('devices.status.sleeping')} value={stats.data?.sleeping} color="text.secondary" />
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => navigate(`/home/devicemanagement/${value}`)}
        aria-label={t('devices.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
          // Phone width: compact tabs, so that all four fit at 390 px (Spanish included) without scrolling.
          '& .MuiTab-root': { minWidth: { xs: 0, sm: 90 }, px: { xs: 1, sm: 2 }, fontSize: { xs: '0.8125rem', sm: '0.875rem' } },
        }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`devices.tabs.${name}`)} component={RouterLink} to={`/home/devicemanagement/${name}`} />
        ))}
      </Tabs>
      {added ? (
        <Alert severity="success" onClose={() => setAdded('')} sx={{ mb: 2 }} role="status">
          {t('devices.add.added', { name: added })}
        </Alert>
      ) : null}
      <FormAlert error={error ?? (devices.error ? String(devices.error.message) : null)} />
      {tab === 'notifications' ? (
        <NotificationsTab />
      ) : devices.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : tab === 'devices' ? (
        <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
          {limit !== undefined && limit !== null ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="interactive-usage">
              {t('devices.interactiveUsage', { used: interactiveCount, limit })}
            </Typography>
          ) : null}
          {list.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 4 }}>
              <Typography sx={{ mb: 2 }}>{t('devices.empty')}</Typography>
              <Button variant="outlined" component={RouterLink} to="/android">
                {t('devices.getPlayer')}
              </Button>
            </Box>
          ) : (
            <>
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mb: 1.5 }}>
                <TextField
                  select
                  size="small"
                  label={t('devices.statusLabel')}
                  value={status ?? ''}
                  onChange={(e) => setFilter('status', e.target.value)}
                  sx={{ width: { xs: '100%', sm: 240 } }}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  data-testid="device-status-filter"
                >
                  <MenuItem value="">{t('devices.statusAll')}</MenuItem>
                  {DEVICE_STATUSES.map((s) => (
                    <MenuItem key={s} value={s}>
                      {t(`devices.status.${s}`)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  size="small"
                  label={t('devices.tags.filter')}
                  value={tag}
                  onChange={(e) => setFilter('tag', e.target.value)}
                  sx={{ width: { xs: '100%', sm: 240 } }}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  data-testid="device-tag-filter"
                >
                  <MenuItem value="">{t('devices.tags.filterAll')}</MenuItem>
                  {(tag && !tagsInUse.includes(tag) ? [...tagsInUse, tag] : tagsInUse).map((x) => (
                    <MenuItem key={x} value={x}>
                      #{x}
                    </MenuItem>
                  ))}
                </TextField>
              </Box>
              {chosen.length ? (
                <Box
                  sx={{
                    display: 'flex',
                    gap: 1,
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    mb: 1.5,
                    p: 1,
                    borderRadius: 1,
                    bgcolor: 'action.hover',
                  }}
                  data-testid="bulk-bar"
                >
                  <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }} role="status">
                    {t('devices.tags.selected', { count: chosen.length })}
                  </Typography>
                  <Button size="small" variant="contained" onClick={() => setBulk('add')}>
                    {t('devices.tags.add')}
                  </Button>
                  <Button size="small" variant="outlined" onClick={() => setBulk('remove')}>
                    {t('devices.tags.remove')}
                  </Button>
                  <Button size="small" onClick={() => setSelected(new Set())}>
                    {t('devices.tags.clear')}
                  </Button>
                </Box>
              ) : null}
              {shown.length === 0 ? (
                <Typography sx={{ py: 2 }} role="status">
                  {tag ? t('devices.tags.filterNone') : t('devices.statusNone')}
                </Typography>
              ) : (
                <DevicesList devices={shown} actions={actions} selection={selection} />
              )}
            </>
          )}
        </Paper>
      ) : tab === 'groups' ? (
        <GroupsTab groups={groups.data ?? []} devices={list} actions={actions} />
      ) : list.length === 0 ? (
        <Typography>{t('devices.empty')}</Typography>
      ) : (
        <LiveGrid devices={list} />
      )}
      {dialogs}
      {bulk ? (
        <BulkTagsDialog
          mode={bulk}
          deviceKeys={chosen}
          onClose={() => setBulk(null)}
          onDone={(message) => {
            setBulk(null);
            setNotice(message);
          }}
        />
      ) : null}
      <Snackbar open={Boolean(notice)} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
      <AddDeviceDialog
        open={adding}
        initialCode={otp ?? ''}
        groups={groups.data ?? []}
        onClose={closeAdd}
        onAdded={(_, name) => {
          setAdded(name);
          closeAdd();
          void queryClient.invalidateQueries({ queryKey: deviceKeys.all });
        }}
      />
    </>
  );
}
