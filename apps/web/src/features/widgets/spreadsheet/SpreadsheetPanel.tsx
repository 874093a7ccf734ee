import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  SPREADSHEET_DISPLAYS,
  SPREADSHEET_LABEL_MAX,
  type SpreadsheetProps,
  spreadsheetRange,
  spreadsheetUrl,
} from '@signage/slides/widgets/models';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../../api/client.ts';
import type { WidgetPanelProps } from '../registry.ts';
import { spreadsheetApi, spreadsheetFileAcceptable, uploadSpreadsheet } from './api.ts';

const INVALID = 'SPREADSHEET_INVALID_URL_OR_RANGE';

/** The translated message of what the model's schema finds wrong with a sheet link ('' when fine; an empty link is required here). */
export function sheetUrlProblem(value: string): string {
  if (!value.trim()) return fallbackMessage(INVALID);
  return spreadsheetUrl.safeParse(value).success ? '' : fallbackMessage(INVALID);
}

/** The translated message of what the model's schema finds wrong with a range, or ''. */
export function rangeProblem(value: string): string {
  return spreadsheetRange.safeParse(value).success ? '' : fallbackMessage(INVALID);
}

type Upload = { name: string; progress: number; abort: () => void };

/**
 * Settings of a spreadsheet widget (spec parts 4, 5 and 8): where the data comes from (a public
 * sheet's link, synced on the server with its states: in progress, success with a preview, failed
 * with the reason; or an uploaded CSV/XLSX, with its progress), the cell or range, and how it shows.
 */
export function SpreadsheetPanel({ value, onChange }: WidgetPanelProps<SpreadsheetProps>) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(value.url);
  const [range, setRange] = useState(value.range);
  const [label, setLabel] = useState(value.label);
  const [urlError, setUrlError] = useState('');
  const [rangeError, setRangeError] = useState('');
  const [upload, setUpload] = useState<Upload | null>(null);
  const [uploadResult, setUploadResult] = useState('');
  const [uploadError, setUploadError] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => setUrl(value.url), [value.url]);
  useEffect(() => setRange(value.range), [value.range]);
  useEffect(() => setLabel(value.label), [value.label]);

  const sync = useMutation({
    mutationFn: (body: { url: string; range: string }) => spreadsheetApi.check(body),
  });
  const syncError = sync.isError ? toApiError(sync.error).message : '';

  function commitUrl(): boolean {
    const address = url.trim();
    const problem = address ? sheetUrlProblem(address) : '';
    setUrlError(problem);
    if (problem) return false;
    if (address !== value.url) onChange({ url: address });
    return true;
  }
  function commitRange(): string | null {
    const problem = rangeProblem(range);
    setRangeError(problem);
    if (problem) return null;
    const canonical = spreadsheetRange.parse(range);
    setRange(canonical);
    if (canonical !== value.range) onChange({ range: canonical });
    return canonical;
  }
  function runSync() {
    sync.reset();
    const problem = sheetUrlProblem(url);
    setUrlError(problem);
    const canonical = commitRange();
    if (problem || canonical === null || !commitUrl()) return;
    sync.mutate({ url: url.trim(), range: canonical });
  }
  const syncOnEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      runSync();
    }
  };

  function pickFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadResult('');
    setUploadError('');
    if (!spreadsheetFileAcceptable(file)) {
      setUploadError(fallbackMessage('SPREADSHEET_FILE_INVALID'));
      return;
    }
    const handle = uploadSpreadsheet(file, (fraction) => setUpload((u) => (u ? { ...u, progress: fraction } : u)));
    setUpload({ name: file.name, progress: 0, abort: handle.abort });
    handle.promise.then(
      (answer) => {
        setUpload(null);
        setUploadResult(t('widgets.spreadsheet.uploaded', { name: answer.name || file.name, rows: answer.rows, columns: answer.columns }));
        onChange({ fileId: answer.fileId, fileName: (answer.name || file.name).slice(0, 255) });
      },
      (failure) => {
        setUpload(null);
        if (failure instanceof DOMException && failure.name === 'AbortError') return;
        setUploadError(toApiError(failure).message);
      },
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="spreadsheet-panel">
      <Box>
        <Typography variant="caption" component="div" id="spreadsheet-origin" sx={{ mb: 0.5 }}>
          {t('widgets.spreadsheet.origin')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={value.origin}
          aria-labelledby="spreadsheet-origin"
          // Labels in the body text colour: MUI's default grey is too faint (axe colour contrast).
          sx={{ '& .MuiToggleButton-root': { color: 'text.primary' } }}
          onChange={(_, origin) => origin && onChange({ origin })}
        >
          <ToggleButton value="url" data-testid="spreadsheet-origin-url">
            {t('widgets.spreadsheet.origins.url')}
          </ToggleButton>
          <ToggleButton value="file" data-testid="spreadsheet-origin-file">
            {t('widgets.spreadsheet.origins.file')}
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>

      {value.origin === 'url' ? (
        <TextField
          size="small"
          fullWidth
          type="url"
          label={t('widgets.spreadsheet.url')}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setUrlError('');
            sync.reset();
          }}
          onBlur={commitUrl}
          onKeyDown={syncOnEnter}
          error={!!urlError}
          helperText={urlError || t('widgets.spreadsheet.urlHelp')}
          slotProps={{ htmlInput: { maxLength: 2048, 'data-testid': 'spreadsheet-url' } }}
        />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography variant="body2" data-testid="spreadsheet-file-name">
            {value.fileId
              ? t('widgets.spreadsheet.currentFile', { name: value.fileName || value.fileId.slice(-12) })
              : t('widgets.spreadsheet.noFile')}
          </Typography>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={pickFile}
            data-testid="spreadsheet-file-input"
          />
          <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={upload !== null} sx={{ alignSelf: 'flex-start' }}>
            {value.fileId ? t('widgets.spreadsheet.replaceFile') : t('widgets.spreadsheet.chooseFile')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('widgets.spreadsheet.fileHelp')}
          </Typography>
          {upload ? (
            <Box role="status" data-testid="spreadsheet-upload-progress">
              <Typography variant="body2">{t('widgets.spreadsheet.uploading', { name: upload.name })}</Typography>
              <LinearProgress
                variant="determinate"
                value={Math.round(upload.progress * 100)}
                aria-label={t('widgets.spreadsheet.uploading', { name: upload.name })}
              />
            </Box>
          ) : null}
          {uploadResult ? (
            <Typography variant="body2" color="success.main" role="status">
              {uploadResult}
            </Typography>
          ) : null}
          {uploadError ? (
            <Typography variant="body2" color="error" role="alert" data-testid="spreadsheet-upload-error">
              {uploadError}
            </Typography>
          ) : null}
        </Box>
      )}

      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={t('widgets.spreadsheet.range')}
          value={range}
          onChange={(e) => {
            setRange(e.target.value);
            setRangeError('');
            sync.reset();
          }}
          onBlur={commitRange}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            if (value.origin === 'url') runSync();
            else commitRange();
          }}
          error={!!rangeError}
          helperText={rangeError || t('widgets.spreadsheet.rangeHelp')}
          slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'spreadsheet-range' } }}
        />
        {value.origin === 'url' ? (
          <Button
            variant="outlined"
            onClick={runSync}
            disabled={sync.isPending}
            sx={{ flex: 'none', mt: 0.25 }}
            data-testid="spreadsheet-sync"
          >
            {t('widgets.spreadsheet.sync')}
          </Button>
        ) : null}
      </Box>

      {value.origin === 'url' ? <SyncState pending={sync.isPending} error={syncError} preview={sync.data?.preview ?? null} /> : null}

      <TextField
        select
        size="small"
        label={t('widgets.spreadsheet.display')}
        value={value.display}
        onChange={(e) => onChange({ display: e.target.value as SpreadsheetProps['display'] })}
      >
        {SPREADSHEET_DISPLAYS.map((display) => (
          <MenuItem key={display} value={display}>
            {t(`widgets.spreadsheet.displays.${display}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.display === 'value' ? (
        <TextField
          size="small"
          label={t('widgets.spreadsheet.label')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          onBlur={() => label !== value.label && onChange({ label })}
          slotProps={{ htmlInput: { maxLength: SPREADSHEET_LABEL_MAX } }}
        />
      ) : (
        <FormControlLabel
          control={<Switch checked={value.headerRow} onChange={(e) => onChange({ headerRow: e.target.checked })} />}
          label={t('widgets.spreadsheet.headerRow')}
        />
      )}
    </Box>
  );
}

/** Spec part 4: "spreadsheet sync (in progress, success, failed)". */
function SyncState({ pending, error, preview }: { pending: boolean; error: string; preview: string[][] | null }) {
  const { t } = useTranslation();
  if (pending)
    return (
      <Box role="status" data-testid="spreadsheet-sync-state" data-state="progress">
        <Typography variant="body2">{t('widgets.spreadsheet.syncing')}</Typography>
        <LinearProgress aria-label={t('widgets.spreadsheet.syncing')} />
      </Box>
    );
  if (error)
    return (
      <Typography variant="body2" color="error" role="alert" data-testid="spreadsheet-sync-state" data-state="failed">
        {error}
      </Typography>
    );
  if (!preview) return null;
  return (
    <Box role="status" data-testid="spreadsheet-sync-state" data-state="success">
      <Typography variant="body2" color="success.main">
        {t('widgets.spreadsheet.synced')}
      </Typography>
      <Table size="small" aria-label={t('widgets.spreadsheet.preview')} sx={{ mt: 0.5 }}>
        <TableBody>
          {preview.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the range.
            <TableRow key={r}>
              {row.map((cell, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in the range.
                <TableCell key={c} sx={{ maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
