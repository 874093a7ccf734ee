import './i18n/index.ts';
import DoneAll from '@mui/icons-material/DoneAll';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import {
  ACTIVITY_KINDS,
  ACTIVITY_OBJECT_TYPES,
  ACTIVITY_PAGE_SIZES,
  ACTIVITY_UNREAD_CAP,
  type ActivityKind,
  type ActivityObjectType,
  can,
  LIVE_REFRESH_MS,
  type Role,
} from '@signage/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useEffectiveOrganizationId } from '../../state/impersonation.ts';
import { useStoredUser } from '../../state/session.ts';
import { useAllBelow, useOrganization } from '../organizations/index.ts';
import { ActivityEntry } from './ActivityEntry.tsx';
import { ActivityFiltersBar } from './ActivityFiltersBar.tsx';
import { activityApi, activityKeys } from './api.ts';
import { type ActivityFilters, hasFilters, listBody, readFilters, storedPageSize, storePageSize, writeFilters } from './query.ts';

/** The kinds a role is offered: all for a whole-log reader, else what its permissions show besides its own actions. */
function kindsFor(role: Role | undefined): readonly ActivityKind[] {
  if (can(role, 'activity.viewAll')) return ACTIVITY_KINDS;
  return ACTIVITY_KINDS.filter(
    (k) =>
      k === 'account' ||
      k === 'signins' ||
      ((k === 'content' || k === 'media') && can(role, 'content.manage')) ||
      ((k === 'screens' || k === 'schedules') && can(role, 'devices.manage')),
  );
}

/** The object types a role is offered, as for the kinds. */
function objectTypesFor(role: Role | undefined): readonly ActivityObjectType[] {
  if (can(role, 'activity.viewAll')) return ACTIVITY_OBJECT_TYPES;
  return ACTIVITY_OBJECT_TYPES.filter(
    (type) =>
      (['playlist', 'template', 'media', 'media_folder'].includes(type) && can(role, 'content.manage')) ||
      (['device', 'device_group'].includes(type) && can(role, 'devices.manage')),
  );
}

/** The clock relative times are counted from, ticking every 30 s. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * /home/activity (spec part 1 "logs (new and read)"): the organization's activity log, opened
 * from the bell in the top bar. Filters live in the address; the first page refreshes every 10 s
 * (spec part 9); new entries are highlighted until "Mark all read".
 */
export default function ActivityPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const actingOrgId = useEffectiveOrganizationId(user?.organizationId);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [pageSize, setPageSize] = useState(storedPageSize);
  const [notice, setNotice] = useState<string | null>(null);
  const now = useNow();
  const wholeLog = can(user?.role, 'activity.viewAll');

  const body = listBody(filters, pageSize);
  const list = useQuery({
    queryKey: activityKeys.list({ ...body, actingOrgId }),
    queryFn: () => activityApi.list(body),
    placeholderData: keepPreviousData,
    refetchInterval: filters.page === 1 ? LIVE_REFRESH_MS : false,
  });
  const organizationId = filters.organizationId ?? undefined;
  const people = useQuery({
    queryKey: [...activityKeys.people(organizationId), actingOrgId],
    queryFn: () => activityApi.people(organizationId ? { organizationId } : {}),
    staleTime: 60_000,
  });
  const below = useAllBelow(wholeLog ? actingOrgId : undefined);
  const own = useOrganization(wholeLog && below.data?.length ? actingOrgId : undefined);
  const markRead = useMutation({
    mutationFn: () => activityApi.markRead(organizationId ? { organizationId } : {}),
    onSuccess: async () => {
      setNotice(t('activity.markedRead'));
      await queryClient.invalidateQueries({ queryKey: activityKeys.all });
    },
  });

  const data = list.data;
  const items = data?.items ?? [];
  const ownName = own.data?.name;
  const organizations = useMemo(() => {
    const subs = below.data ?? [];
    if (!subs.length || !actingOrgId || !ownName) return [];
    return [{ id: actingOrgId, name: ownName, depth: 0 }, ...subs];
  }, [below.data, actingOrgId, ownName]);
  const orgName = organizations.find((o) => o.id === (filters.organizationId ?? actingOrgId))?.name ?? items[0]?.organization.name ?? null;

  function change(next: ActivityFilters) {
    setNotice(null);
    setParams(writeFilters(next));
  }
  function only(type: ActivityObjectType, id: number, name: string) {
    change({ ...filters, objectType: type, objectId: id, objectName: name, page: 1 });
  }

  const unread = data?.unreadCount ?? 0;
  const unreadText =
    unread >= ACTIVITY_UNREAD_CAP
      ? t('activity.newCountMore', { count: ACTIVITY_UNREAD_CAP - 1 })
      : unread > 0
        ? t('activity.newCount', { count: unread })
        : t('activity.upToDate');

  return (
    <Box>
      <PageHeader
        title={t('activity.title')}
        subtitle={orgName ? t('activity.subtitle', { organization: orgName }) : t('activity.subtitleAny')}
        actions={
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Typography color="text.secondary" role="status" data-testid="activity-unread-text">
              {data ? unreadText : ''}
            </Typography>
            <Button
              variant="contained"
              startIcon={<DoneAll />}
              disabled={!data || unread === 0 || markRead.isPending}
              onClick={() => markRead.mutate()}
              data-testid="activity-mark-read"
            >
              {t('activity.markAllRead')}
            </Button>
          </Box>
        }
      />
      {notice ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      <FormAlert error={markRead.error ? toApiError(markRead.error) : list.error ? toApiError(list.error) : null} />
      <ActivityFiltersBar
        filters={filters}
        onChange={change}
        people={people.data?.people ?? []}
        kinds={kindsFor(user?.role)}
        objectTypes={objectTypesFor(user?.role)}
        organizations={organizations}
      />
      <Paper variant="outlined">
        {!data && list.isPending ? (
          <Box sx={{ p: 2 }}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 1 }} />
            ))}
          </Box>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="activity-empty">
            {hasFilters(filters) ? t('activity.emptyFiltered') : t('activity.empty')}
          </Typography>
        ) : (
          <Box component="ul" aria-label={t('activity.feedLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="activity-feed">
            {items.map((item) => (
              <ActivityEntry key={item.id} item={item} now={now} onOnly={only} />
            ))}
          </Box>
        )}
        {data && (data.totalCount > 0 || filters.page > 1) ? (
          <TablePagination
            component="div"
            count={data.totalCount}
            page={Math.max(0, filters.page - 1)}
            onPageChange={(_e, page) => change({ ...filters, page: page + 1 })}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...ACTIVITY_PAGE_SIZES]}
            onRowsPerPageChange={(e) => {
              const size = Number(e.target.value);
              storePageSize(size);
              setPageSize(size);
              change({ ...filters, page: 1 });
            }}
            showFirstButton
            showLastButton
            labelRowsPerPage={t('activity.pagination.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              data.totalCapped
                ? t('activity.pagination.displayedMore', { from, to, count })
                : t('activity.pagination.displayed', { from, to, count })
            }
            getItemAriaLabel={(type) => t(`activity.pagination.${type}`)}
            sx={{
              borderTop: 1,
              borderColor: 'divider',
              '.MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 1, px: { xs: 1, sm: 2 } },
            }}
          />
        ) : null}
      </Paper>
    </Box>
  );
}
