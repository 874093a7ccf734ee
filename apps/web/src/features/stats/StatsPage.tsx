import './i18n/index.ts';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { STATS_METRICS, type StatsType } from '@signage/shared';
import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { toApiError } from '../../api/client.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { useEffectiveOrganizationId } from '../../state/impersonation.ts';
import { useLocale } from '../../state/locale.ts';
import { useStoredUser } from '../../state/session.ts';
import { saveBlob } from '../../api/download.ts';
import { downloadReport, statsApi, statsKeys } from './api.ts';
import {
  exportBody,
  readFilters,
  refreshInterval,
  type StatsFilters,
  storedPageSize,
  storePageSize,
  todayIn,
  usageBody,
  writeFilters,
} from './filters.ts';
import { formatTime } from './format.ts';
import { StatsFiltersPanel } from './StatsFiltersPanel.tsx';
import { StatsTypeCard } from './StatsTypeCard.tsx';

/**
 * /home/stats (spec parts 1, 2.2, 2.4, 5, 6, 9): usage stats for owners and admins whose
 * licence includes them. Filters live in the address (a report can be bookmarked and shared); each
 * selected usage type is a card with totals, a chart (or the same figures as a table) and its rows;
 * the whole report downloads as CSV or PDF. Figures refresh every minute while the range includes today.
 */
export default function StatsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useStoredUser();
  const actingOrgId = useEffectiveOrganizationId(user?.organizationId);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const [pageSize, setPageSize] = useState(storedPageSize);
  const [notice, setNotice] = useState<string | null>(null);

  const options = useQuery({
    queryKey: statsKeys.options(filters.organizationId, actingOrgId),
    queryFn: () => statsApi.options(filters.organizationId ? { organizationId: filters.organizationId } : {}),
    staleTime: 60_000,
  });
  const timeZone = options.data?.timeZone;
  const today = todayIn(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
  const interval = refreshInterval(filters.range, today);

  const usage = useQueries({
    queries: filters.types.map((type) => {
      const body = usageBody(filters, type, pageSize);
      return {
        queryKey: statsKeys.usage(body, actingOrgId),
        queryFn: () => statsApi.usage(body),
        placeholderData: keepPreviousData,
        refetchInterval: interval,
      };
    }),
  });
  const updatedAt = Math.max(0, ...usage.map((q) => q.dataUpdatedAt));
  const fetching = usage.some((q) => q.isFetching);

  const download = useMutation({
    mutationFn: (format: 'csv' | 'pdf') => downloadReport(exportBody(filters, format)),
    onMutate: () => setNotice(null),
    onSuccess: ({ blob, fileName }) => {
      saveBlob(blob, fileName);
      setNotice(t('stats.export.done', { file: fileName }));
    },
  });
  const generating = download.isPending ? download.variables : null;

  function change(next: StatsFilters) {
    setNotice(null);
    setParams(writeFilters(next), { replace: false });
  }

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageHeader
        title={t('stats.title')}
        subtitle={t('stats.subtitle')}
        actions={
          <Box role="group" aria-label={t('stats.export.label')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {(['csv', 'pdf'] as const).map((format) => (
              <Button
                key={format}
                variant={format === 'csv' ? 'contained' : 'outlined'}
                startIcon={
                  generating === format ? (
                    <CircularProgress size={16} color="inherit" aria-hidden />
                  ) : format === 'csv' ? (
                    <FileDownloadOutlined />
                  ) : (
                    <PictureAsPdfOutlined />
                  )
                }
                disabled={download.isPending}
                aria-busy={generating === format}
                onClick={() => download.mutate(format)}
                data-testid={`stats-export-${format}`}
              >
                {generating === format ? t('stats.export.generating') : t(`stats.export.${format}`)}
              </Button>
            ))}
          </Box>
        }
      />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, alignItems: 'baseline', mb: 2, mt: -1.5 }}
        data-testid="stats-meta"
      >
        {timeZone ? (
          <Typography variant="body2" color="text.secondary" data-testid="stats-time-zone">
            {t('stats.timeZone', { timeZone })}
          </Typography>
        ) : null}
        <Typography variant="body2" color="text.secondary" role="status" data-testid="stats-updated">
          {fetching && !updatedAt ? t('stats.updating') : updatedAt ? t('stats.updatedAt', { time: formatTime(updatedAt, locale) }) : ''}
        </Typography>
        {interval ? (
          <Typography variant="body2" color="text.secondary">
            {t('stats.autoRefresh')}
          </Typography>
        ) : null}
        <Link component={RouterLink} to="/home/help/stats" variant="body2">
          {t('stats.help')}
        </Link>
      </Box>
      {notice ? (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)} data-testid="stats-export-done">
          {notice}
        </Alert>
      ) : null}
      <FormAlert error={download.error ? toApiError(download.error) : options.error ? toApiError(options.error) : null} />
      <StatsFiltersPanel filters={filters} onChange={change} options={options.data} today={today} locale={locale} />
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        {filters.types.map((type: StatsType, i) => {
          const q = usage[i];
          return (
            <StatsTypeCard
              key={type}
              type={type}
              data={q?.data}
              pending={q?.isPending ?? true}
              error={q?.error ? toApiError(q.error) : null}
              locale={locale}
              pageSize={pageSize}
              sortBy={filters.sortBy[type] ?? STATS_METRICS[type][0]}
              onSort={(metric) =>
                change({ ...filters, sortBy: { ...filters.sortBy, [type]: metric }, page: { ...filters.page, [type]: 1 } })
              }
              onPage={(page) => change({ ...filters, page: { ...filters.page, [type]: page } })}
              onPageSize={(size) => {
                storePageSize(size);
                setPageSize(size);
                change({ ...filters, page: {} });
              }}
            />
          );
        })}
      </Box>
    </Box>
  );
}
