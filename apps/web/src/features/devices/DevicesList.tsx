import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import PlaylistPlay from '@mui/icons-material/PlaylistPlay';
import MoreVert from '@mui/icons-material/MoreVert';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DeviceListItem } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLocale } from '../../state/locale.ts';
import type { useDeviceActions } from './DeviceActions.tsx';
import { deliveryText, nowPlayingText, relativeTime, StatusChip } from './DeviceStatus.tsx';
import { FontFallbackIcon } from './FontFallbacks.tsx';
import { TagChips } from './DeviceTags.tsx';
import { visuallyHidden } from '../../components/a11y.ts';

type Actions = ReturnType<typeof useDeviceActions>['actions'];

export function deviceEditPath(device: Pick<DeviceListItem, 'deviceKey' | 'organizationId'>) {
  return `/home/devices/${encodeURIComponent(device.deviceKey)}/${device.organizationId}`;
}

function RowMenu({ device, actions }: { device: DeviceListItem; actions: Actions }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('devices.actionsFor', { name: device.name })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVert />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        <MenuItem component={RouterLink} to={deviceEditPath(device)} onClick={close}>
          <ListItemIcon>
            <TuneOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('devices.details')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            actions.assign(device);
          }}
        >
          <ListItemIcon>
            <PlaylistPlay fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('devices.assignPlaylist.menu')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            actions.rename(device);
          }}
        >
          <ListItemIcon>
            <DriveFileRenameOutline fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('devices.rename')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            actions.move(device);
          }}
        >
          <ListItemIcon>
            <DriveFileMoveOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('devices.moveToGroup')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            actions.remove(device);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon>
            <DeleteOutline fontSize="small" color="error" />
          </ListItemIcon>
          <ListItemText>{t('devices.remove')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}

/** Which screens are chosen for a bulk action (tags), by key. */
export interface Selection {
  keys: Set<string>;
  toggle: (deviceKey: string, on: boolean) => void;
  toggleAll: (on: boolean) => void;
}

/** The device list: a table from 900 px, cards below (phones). */
export function DevicesList({ devices, actions, selection }: { devices: DeviceListItem[]; actions: Actions; selection?: Selection }) {
  const { t } = useTranslation();
  const chosen = (d: DeviceListItem) => Boolean(selection?.keys.has(d.deviceKey));
  const allChosen = devices.length > 0 && devices.every(chosen);
  const someChosen = devices.some(chosen);
  const locale = useLocale();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));

  if (!wide) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} aria-label={t('devices.title')}>
        {devices.map((d) => (
          <Card component="li" key={d.deviceKey} variant="outlined" data-device={d.deviceKey}>
            <CardContent sx={{ display: 'grid', gap: 0.75, pb: '12px !important' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                {selection ? (
                  <Checkbox
                    checked={chosen(d)}
                    onChange={(e) => selection.toggle(d.deviceKey, e.target.checked)}
                    slotProps={{ input: { 'aria-label': t('devices.tags.select', { name: d.name }) } }}
                    sx={{ p: 0.5, ml: -0.5 }}
                  />
                ) : null}
                <Link component={RouterLink} to={deviceEditPath(d)} sx={{ fontWeight: 600, flex: 1, minWidth: 0 }} noWrap>
                  {d.name}
                </Link>
                <StatusChip status={d.status} />
                <FontFallbackIcon fontFallbacks={d.fontFallbacks} />
                <RowMenu device={d} actions={actions} />
              </Box>
              <Typography variant="body2">
                {t('devices.nowPlaying')}: {nowPlayingText(d, t)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {deliveryText(d, locale, t)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[d.groupName ?? t('devices.ungrouped'), t(`devices.types.${d.deviceType}`), relativeTime(d.lastSeenAt, locale, t)].join(
                  ' · ',
                )}
              </Typography>
              {d.tags.length ? (
                <Box aria-label={t('devices.tags.column')} role="group">
                  <TagChips tags={d.tags} />
                </Box>
              ) : null}
              <FormControlLabel
                control={<Switch checked={d.interactive} onChange={(e) => void actions.interactive(d, e.target.checked)} />}
                label={t('devices.interactive')}
              />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }

  return (
    <TableContainer>
      <Table size="small" aria-label={t('devices.title')}>
        <TableHead>
          <TableRow>
            {selection ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChosen}
                  indeterminate={someChosen && !allChosen}
                  onChange={(e) => selection.toggleAll(e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('devices.tags.selectAll') } }}
                />
              </TableCell>
            ) : null}
            <TableCell>{t('devices.name')}</TableCell>
            <TableCell>{t('devices.statusLabel')}</TableCell>
            <TableCell>{t('devices.type')}</TableCell>
            <TableCell>{t('devices.group')}</TableCell>
            <TableCell>{t('devices.tags.column')}</TableCell>
            <TableCell>{t('devices.nowPlaying')}</TableCell>
            <TableCell>{t('devices.deliveryLabel')}</TableCell>
            <TableCell>{t('devices.lastSeen')}</TableCell>
            <TableCell>{t('devices.appVersion')}</TableCell>
            <TableCell>{t('devices.interactive')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {t('devices.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {devices.map((d) => (
            <TableRow key={d.deviceKey} hover data-device={d.deviceKey} selected={chosen(d)}>
              {selection ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen(d)}
                    onChange={(e) => selection.toggle(d.deviceKey, e.target.checked)}
                    slotProps={{ input: { 'aria-label': t('devices.tags.select', { name: d.name }) } }}
                  />
                </TableCell>
              ) : null}
              <TableCell>
                <Link component={RouterLink} to={deviceEditPath(d)} sx={{ fontWeight: 600 }}>
                  {d.name}
                </Link>
              </TableCell>
              <TableCell>
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <StatusChip status={d.status} />
                  <FontFallbackIcon fontFallbacks={d.fontFallbacks} />
                </Box>
              </TableCell>
              <TableCell>{t(`devices.types.${d.deviceType}`)}</TableCell>
              <TableCell>{d.groupName ?? t('devices.ungrouped')}</TableCell>
              <TableCell>
                <TagChips tags={d.tags} />
              </TableCell>
              <TableCell>{nowPlayingText(d, t)}</TableCell>
              <TableCell sx={{ color: d.delivery.behind ? 'warning.dark' : 'text.secondary' }}>{deliveryText(d, locale, t)}</TableCell>
              <TableCell>{relativeTime(d.lastSeenAt, locale, t)}</TableCell>
              <TableCell>{d.appVersion || '—'}</TableCell>
              <TableCell>
                <Switch
                  checked={d.interactive}
                  onChange={(e) => void actions.interactive(d, e.target.checked)}
                  slotProps={{ input: { 'aria-label': t('devices.interactiveFor', { name: d.name }) } }}
                />
              </TableCell>
              <TableCell padding="checkbox">
                <RowMenu device={d} actions={actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
