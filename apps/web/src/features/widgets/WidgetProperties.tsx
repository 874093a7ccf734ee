import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage, type Locale } from '@signage/shared';
import {
  getWidgetModel,
  WIDGET_LANGUAGES,
  WIDGET_TEXT_SIZES,
  WIDGET_THEMES,
  type WidgetCommonProps,
  type WidgetDataEntry,
  widgetSourceKey,
  widgetSourceOf,
} from '@signage/slides/widgets';
import type { JsonValue } from '@signage/slides/model';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { widgetKeys, widgetsApi } from './api.ts';
import { getWidgetEditor } from './registry.ts';

/**
 * The settings of a selected widget: its type's own panel, then what every widget has (theme, text
 * size, the language its words are written in) and where its data stands (spec 2.4: a source that
 * fails says why; the screen keeps the last good data).
 */
export function WidgetProperties({
  widget,
  props,
  onChange,
}: {
  widget: string;
  props: Record<string, unknown>;
  onChange: (props: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const model = getWidgetModel(widget);
  const editor = getWidgetEditor(widget);
  if (!model || !editor) return <Typography variant="body2">{t('widgets.common.unknown')}</Typography>;
  const parsed = model.schema.safeParse(props);
  // Invalid stored props (an older document): the panel starts from the defaults, keeping what parses.
  const value = (parsed.success ? parsed.data : model.schema.parse({})) as Record<string, unknown> & WidgetCommonProps;
  const set = (patch: Record<string, unknown>) => onChange({ ...props, ...(patch as Record<string, JsonValue>) });
  const { Panel } = editor;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }} data-widget-panel={widget}>
      <Panel value={value} onChange={set} />
      <TextField select size="small" label={t('widgets.common.theme')} value={value.theme} onChange={(e) => set({ theme: e.target.value })}>
        {WIDGET_THEMES.map((theme) => (
          <MenuItem key={theme} value={theme}>
            {t(`widgets.common.themes.${theme}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('widgets.common.textSize')}
        value={value.textSize}
        onChange={(e) => set({ textSize: e.target.value })}
      >
        {WIDGET_TEXT_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {t(`widgets.common.textSizes.${size}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('widgets.common.language')}
        value={value.language}
        onChange={(e) => set({ language: e.target.value })}
      >
        {WIDGET_LANGUAGES.map((language) => (
          <MenuItem key={language} value={language}>
            {t(`widgets.common.languages.${language}`)}
          </MenuItem>
        ))}
      </TextField>
      {model.source ? <DataStatus widget={widget} props={value} /> : null}
    </Box>
  );
}

function DataStatus({ widget, props }: { widget: string; props: Record<string, unknown> }) {
  const { t, i18n } = useTranslation();
  const source = widgetSourceOf(widget, props);
  const query = useQuery({
    queryKey: widgetKeys.data(widget, props),
    queryFn: () => widgetsApi.data({ widget, props }),
    enabled: !!source,
    staleTime: 30_000,
    retry: false,
  });
  if (!source) return null;
  const entry: WidgetDataEntry | null | undefined = query.data?.entry;
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const reason = (code?: string) => errorMessage(code ?? 'WIDGET_SOURCE_FAILED', i18n.language as Locale);
  let status: { severity: 'info' | 'success' | 'warning' | 'error'; text: string };
  if (query.isError) status = { severity: 'error', text: (query.error as Error).message };
  else if (!entry || entry.status === 'pending') status = { severity: 'info', text: t('widgets.common.dataPending') };
  else if (entry.status === 'failed')
    status = entry.fetchedAt
      ? { severity: 'warning', text: t('widgets.common.dataFailedKept', { time: time(entry.fetchedAt), reason: reason(entry.error) }) }
      : { severity: 'error', text: t('widgets.common.dataFailed', { reason: reason(entry.error) }) };
  else status = { severity: 'success', text: t('widgets.common.dataOk', { time: time(entry.fetchedAt ?? new Date().toISOString()) }) };
  return (
    <Alert
      severity={status.severity}
      data-widget-data-status={entry?.status ?? 'pending'}
      data-source={widgetSourceKey(source)}
      sx={{ py: 0 }}
    >
      {status.text}
    </Alert>
  );
}
