import BarChartIcon from '@mui/icons-material/BarChart';
import TableRowsOutlined from '@mui/icons-material/TableRowsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../components/a11y.ts';
import { type Locale, STATS_METRICS, STATS_PAGE_SIZES, type StatsType, type StatsUsageResponse } from '@signage/shared';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ApiError } from '../../api/client.ts';
import { CHART_METRICS, chartModel, chartsRows } from './chart.ts';
import { formatDay, formatMetric } from './format.ts';

const StatsChart = lazy(() => import('./StatsChart.tsx'));

const PLAY_TYPES: readonly StatsType[] = ['playlistPlays', 'slidePlays', 'mediaPlays', 'screenPlays', 'groupPlays'];

interface Props {
  type: StatsType;
  data: StatsUsageResponse | undefined;
  pending: boolean;
  error: ApiError | null;
  locale: Locale;
  pageSize: number;
  sortBy: string;
  onSort: (metric: string) => void;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** One usage type: totals, a chart (or the same figures as a table), and its rows, sorted and paged by the server. */
export function StatsTypeCard({ type, data, pending, error, locale, pageSize, sortBy, onSort, onPage, onPageSize }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const metrics = STATS_METRICS[type] as readonly string[];
  const typeName = t(`stats.types.${type}`);
  const model = useMemo(() => (data ? chartModel(type, data, locale) : null), [data, type, locale]);
  const empty = data ? data.totalCount === 0 && metrics.every((m) => !data.totals[m]) : false;
  const chartMetricNames = CHART_METRICS[type].map((m) => t(`stats.metrics.${m}`));
  const unitName = t(data?.granularity === 'hour' ? 'stats.chart.hour' : 'stats.chart.day');
  const chartLabel = data
    ? [
        chartsRows(type)
          ? t('stats.chart.labelRows', { type: typeName, metrics: chartMetricNames.join(', ') })
          : t('stats.chart.label', {
              type: typeName,
              metrics: chartMetricNames.join(', '),
              unit: unitName,
              from: formatDay(data.from, locale),
              to: formatDay(data.to, locale),
            }),
        ...(model?.points ?? []).map((p) =>
          t('stats.chart.point', {
            bucket: p.name,
            values: CHART_METRICS[type]
              .map((m, i) => (CHART_METRICS[type].length > 1 ? `${chartMetricNames[i]} ${p.values[m]}` : p.values[m]))
              .join(', '),
          }),
        ),
      ].join('. ')
    : '';

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} data-testid={`stats-card-${type}`} sx={{ minWidth: 0 }}>
      <CardContent sx={{ p: { xs: 1.5, sm: 2.5 } }}>
        <Typography id={headingId} variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
          {typeName}
        </Typography>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
          {t(`stats.typeHelp.${type}`)}
        </Typography>

        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error.message}
          </Alert>
        ) : null}

        {!data && pending ? (
          <Box aria-busy="true" data-testid={`stats-loading-${type}`}>
            <Box sx={{ display: 'flex', gap: 2, mb: 2 }}>
              {metrics.map((m) => (
                <Skeleton key={m} variant="rounded" width={120} height={56} />
              ))}
            </Box>
            <Skeleton variant="rounded" height={220} sx={{ mb: 2 }} />
            <Skeleton variant="rounded" height={120} />
          </Box>
        ) : null}

        {data ? (
          <>
            <Box
              component="dl"
              aria-label={t('stats.totals')}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, sm: 4 }, m: 0, mb: 2 }}
              data-testid={`stats-totals-${type}`}
            >
              {metrics.map((m) => (
                <Box key={m} sx={{ minWidth: 0 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {t(`stats.metrics.${m}`)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 600 }} data-metric={m}>
                    {formatMetric(m, data.totals[m], locale)}
                  </Typography>
                </Box>
              ))}
            </Box>

            {empty ? (
              <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }} data-testid={`stats-empty-${type}`}>
                {PLAY_TYPES.includes(type) ? t('stats.empty') : type === 'onlineTime' ? t('stats.emptyOnline') : t('stats.emptyOther')}
              </Typography>
            ) : (
              <>
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
                  <Button
                    size="small"
                    startIcon={asTable ? <BarChartIcon /> : <TableRowsOutlined />}
                    onClick={() => setAsTable(!asTable)}
                    aria-pressed={asTable}
                    data-testid={`stats-as-table-${type}`}
                  >
                    {asTable ? t('stats.chart.showChart') : t('stats.chart.showTable')}
                  </Button>
                </Box>
                {model && asTable ? (
                  <TableContainer
                    sx={{ maxHeight: 320, mb: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
                    tabIndex={0}
                    aria-label={t('stats.chart.tableCaption', { type: typeName, unit: unitName })}
                  >
                    <Table size="small" stickyHeader>
                      <caption style={visuallyHidden}>{chartLabel.split('. ')[0]}</caption>
                      <TableHead>
                        <TableRow>
                          <TableCell>{chartsRows(type) ? t('stats.chart.kind') : t('stats.chart.bucket')}</TableCell>
                          {CHART_METRICS[type].map((m) => (
                            <TableCell key={m} align="right">
                              {t(`stats.metrics.${m}`)}
                            </TableCell>
                          ))}
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {model.points.map((p) => (
                          <TableRow key={p.name}>
                            <TableCell component="th" scope="row">
                              {p.name}
                            </TableCell>
                            {CHART_METRICS[type].map((m) => (
                              <TableCell key={m} align="right">
                                {p.values[m]}
                              </TableCell>
                            ))}
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableContainer>
                ) : model ? (
                  <Box sx={{ mb: 2 }}>
                    <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
                      <StatsChart
                        data={model.data}
                        series={CHART_METRICS[type].map((m, i) => ({ key: m, name: chartMetricNames[i] ?? m }))}
                        label={chartLabel}
                        unit={model.unit}
                      />
                    </Suspense>
                  </Box>
                ) : null}

                <TableContainer
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}
                  tabIndex={0}
                  aria-label={t('stats.table.label', { type: typeName })}
                  data-testid={`stats-rows-${type}`}
                >
                  <Table size="small" sx={{ minWidth: 120 + metrics.length * 130 }}>
                    <TableHead>
                      <TableRow>
                        <TableCell sx={{ minWidth: 140 }}>{t(`stats.labelColumn.${type}`)}</TableCell>
                        {metrics.map((m) => (
                          <TableCell key={m} align="right" sortDirection={sortBy === m ? 'desc' : false} sx={{ whiteSpace: 'nowrap' }}>
                            <TableSortLabel
                              active={sortBy === m}
                              direction="desc"
                              onClick={() => onSort(m)}
                              aria-label={t('stats.table.sortBy', { metric: t(`stats.metrics.${m}`) })}
                              data-testid={`stats-sort-${type}-${m}`}
                            >
                              {t(`stats.metrics.${m}`)}
                              {sortBy === m ? <Box component="span" sx={visuallyHidden}>{`, ${t('stats.table.sorted')}`}</Box> : null}
                            </TableSortLabel>
                          </TableCell>
                        ))}
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {data.rows.map((row) => (
                        <TableRow key={row.key} data-row-key={row.key}>
                          <TableCell component="th" scope="row" sx={{ maxWidth: 320 }}>
                            {row.link ? (
                              <Link component={RouterLink} to={row.link} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                                {row.label}
                              </Link>
                            ) : (
                              <Box component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                                {row.label}
                              </Box>
                            )}
                            {row.detail ? (
                              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                                {row.detail}
                              </Typography>
                            ) : null}
                          </TableCell>
                          {metrics.map((m) => (
                            <TableCell key={m} align="right" sx={{ whiteSpace: 'nowrap' }} data-metric={m}>
                              {formatMetric(m, row.values[m], locale)}
                            </TableCell>
                          ))}
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
                <TablePagination
                  component="div"
                  count={data.totalCount}
                  page={Math.max(0, data.page - 1)}
                  onPageChange={(_e, page) => onPage(page + 1)}
                  rowsPerPage={pageSize}
                  rowsPerPageOptions={[...STATS_PAGE_SIZES]}
                  onRowsPerPageChange={(e) => onPageSize(Number(e.target.value))}
                  showFirstButton
                  showLastButton
                  labelRowsPerPage={t('stats.pagination.rowsPerPage')}
                  labelDisplayedRows={({ from, to, count }) => t('stats.pagination.displayed', { from, to, count })}
                  getItemAriaLabel={(kind) => t(`stats.pagination.${kind}`)}
                  sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 1, px: { xs: 0, sm: 2 } } }}
                />
              </>
            )}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
