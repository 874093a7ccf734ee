import Link from '@mui/material/Link';
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
import { Link as RouterLink } from 'react-router';
import { devicesApi, StatusChip } from '../../devices/index.ts';
import { organizationsKeys } from '../api.ts';
import { Section } from '../../../components/Section.tsx';

/**
 * The organization's screens and groups (spec 2.2 tabs devices / groups), read through the devices
 * feature's calls (spec 7.5, 7.6); each links to its edit page, where it is managed.
 */
export function DevicesTab({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation();
  const list = useQuery({
    queryKey: organizationsKeys.devices(org.id),
    queryFn: () => devicesApi.list(org.id),
    retry: false,
  });
  const devices = list.data ?? [];
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
            {devices.map((d) => (
              <TableRow key={d.deviceKey}>
                <TableCell>
                  <Link component={RouterLink} to={`/home/devices/${d.deviceKey}/${org.id}`}>
                    {d.name || t('organizations.defaultDeviceName', { id: d.id })}
                  </Link>
                </TableCell>
                <TableCell>
                  <StatusChip status={d.status} />
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
    queryKey: organizationsKeys.groups(org.id),
    queryFn: () => devicesApi.groups.list({ parentId: -1, all: true, organizationId: org.id }),
    retry: false,
  });
  const groups = (list.data ?? []).filter((g) => g.organizationId === org.id);
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
            {groups.map((g) => (
              <TableRow key={g.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/home/devicegroup/${g.id}/${org.id}`}>
                    {g.name}
                  </Link>
                </TableCell>
                <TableCell>{g.description}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
