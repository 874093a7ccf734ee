import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OrganizationDetails } from '@signage/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { Section } from './InfoTab.tsx';

/**
 * Read-only lists of the organization's devices and groups. The devices and groups modules (spec 7.5,
 * 7.6) are built in another branch: these tabs call `/device/{organizationId}/list` and `/group/list`
 * as the spec names them and read the fields defensively.
 */
interface DeviceRow {
  id?: number;
  deviceKey?: string;
  name?: string;
  status?: string;
  active?: boolean;
  offline?: boolean;
}
interface GroupRow {
  id?: number;
  name?: string;
  description?: string;
  parentId?: number;
}

function rows<T>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    for (const k of [key, 'results', 'items']) if (Array.isArray(record[k])) return record[k] as T[];
  }
  return [];
}

function deviceStatus(d: DeviceRow): string {
  if (d.status) return d.status;
  if (d.active === false) return 'inactive';
  if (d.offline) return 'offline';
  return 'active';
}

export function DevicesTab({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['organizations', 'devices', org.id],
    queryFn: () => api.post<unknown>(`/device/${org.id}/list`, {}, { auth: true }),
    retry: false,
  });
  const devices = rows<DeviceRow>(list.data, 'devices');
  return (
    <Section title={t('organizations.tabs.devices')} id="org-devices">
      {list.isPending ? (
        <Skeleton height={80} />
      ) : list.isError ? (
        <Typography color="text.secondary">{t('organizations.devicesUnavailable')}</Typography>
      ) : devices.length === 0 ? (
        <Typography color="text.secondary">{t('organizations.noDevices')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="org-devices">
          <TableHead>
            <TableRow>
              <TableCell>{t('organizations.columns.name')}</TableCell>
              <TableCell>{t('organizations.columns.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {devices.map((d, i) => (
              <TableRow key={d.deviceKey ?? d.id ?? i}>
                <TableCell>{d.name || t('organizations.defaultDeviceName', { id: d.id ?? '' })}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    variant="outlined"
                    label={t(`organizations.deviceStates.${deviceStatus(d)}`, { defaultValue: deviceStatus(d) })}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}

export function GroupsTab({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: ['organizations', 'groups', org.id],
    queryFn: () => api.post<unknown>('/group/list', { parentId: -1, organizationId: org.id }, { auth: true }),
    retry: false,
  });
  const groups = rows<GroupRow>(list.data, 'groups');
  return (
    <Section title={t('organizations.tabs.groups')} id="org-groups">
      {list.isPending ? (
        <Skeleton height={80} />
      ) : list.isError ? (
        <Typography color="text.secondary">{t('organizations.groupsUnavailable')}</Typography>
      ) : groups.length === 0 ? (
        <Typography color="text.secondary">{t('organizations.noGroups')}</Typography>
      ) : (
        <Table size="small" aria-labelledby="org-groups">
          <TableHead>
            <TableRow>
              <TableCell>{t('organizations.columns.name')}</TableCell>
              <TableCell>{t('organizations.columns.description')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((g, i) => (
              <TableRow key={g.id ?? i}>
                <TableCell>{g.name}</TableCell>
                <TableCell>{g.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
