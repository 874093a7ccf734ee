import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  parseVideoLink,
  VIDEO_LINK_ERROR_CODES,
  VIDEO_LINK_MAX_LENGTH,
  VIDEO_START_MAX,
  type VideoLinkProps,
} from '@signage/slides/widgets/video-link/model.ts';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetPanelProps } from '../registry.ts';

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;
const KNOWN_CODES = new Set<string>(VIDEO_LINK_ERROR_CODES);

/** Whole seconds typed in the start field, or null when it is not a start time the model accepts. */
export function startSeconds(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d+$/.test(trimmed)) return null;
  const seconds = Number(trimmed);
  return seconds <= VIDEO_START_MAX ? seconds : null;
}

/**
 * What committing the typed link does: nothing (unchanged), a patch (an empty link clears the widget; a
 * video link is saved with the start time it carries), or the error code to show, saving nothing.
 */
export function linkCommit(typed: string, saved: string): { patch: Partial<VideoLinkProps> | null } | { error: string } {
  const text = typed.trim();
  if (text === saved) return { patch: null };
  if (text === '') return { patch: { url: '' } };
  const parsed = parseVideoLink(text);
  if (!parsed.ok) return { error: KNOWN_CODES.has(parsed.code) ? parsed.code : 'VIDEO_LINK_INVALID' };
  return { patch: { url: text, ...(parsed.video.start ? { start: parsed.video.start } : {}) } };
}

/**
 * Settings of a video-by-link widget: the link (kept as a draft while typed, committed on blur or
 * Enter only when it is a YouTube or Vimeo video link; otherwise the message says why and nothing is
 * saved), sound, looping and where playing starts. A link carrying a start time (`t=90`) sets it.
 */
export function VideoLinkPanel({ value, onChange }: WidgetPanelProps<VideoLinkProps>) {
  const { t } = useTranslation();
  const [link, setLink] = useState(value.url);
  const [linkError, setLinkError] = useState('');
  const [start, setStart] = useState(String(value.start));
  useEffect(() => {
    setLink(value.url);
    setLinkError('');
  }, [value.url]);
  useEffect(() => setStart(String(value.start)), [value.start]);

  const commitLink = () => {
    const result = linkCommit(link, value.url);
    if ('error' in result) return setLinkError(t(`widgets.video_link.errors.${result.error}`));
    setLinkError('');
    if (result.patch) onChange(result.patch);
  };
  const commitStart = () => {
    const seconds = startSeconds(start);
    if (seconds === null) return setStart(String(value.start));
    setStart(String(seconds));
    if (seconds !== value.start) onChange({ start: seconds });
  };
  const onEnter = (commit: () => void) => (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
  };

  const saved = value.url ? parseVideoLink(value.url) : null;
  const recognised =
    saved?.ok && link.trim() === value.url
      ? t('widgets.video_link.recognised', { provider: PROVIDER_NAMES[saved.video.provider], id: saved.video.id })
      : '';

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        size="small"
        type="url"
        label={t('widgets.video_link.url')}
        value={link}
        error={Boolean(linkError)}
        helperText={linkError || recognised || t('widgets.video_link.urlHelp')}
        onChange={(event) => setLink(event.target.value)}
        onBlur={commitLink}
        onKeyDown={onEnter(commitLink)}
        slotProps={{ htmlInput: { 'data-field': 'url', maxLength: VIDEO_LINK_MAX_LENGTH, autoComplete: 'off', spellCheck: false } }}
      />
      <Box>
        <FormControlLabel
          control={<Switch checked={value.muted} onChange={(event) => onChange({ muted: event.target.checked })} />}
          label={t('widgets.video_link.muted')}
        />
        {!value.muted && <FormHelperText>{t('widgets.video_link.mutedHelp')}</FormHelperText>}
      </Box>
      <FormControlLabel
        control={<Switch checked={value.loop} onChange={(event) => onChange({ loop: event.target.checked })} />}
        label={t('widgets.video_link.loop')}
      />
      <TextField
        size="small"
        type="number"
        label={t('widgets.video_link.start')}
        value={start}
        onChange={(event) => setStart(event.target.value)}
        onBlur={commitStart}
        onKeyDown={onEnter(commitStart)}
        slotProps={{ htmlInput: { 'data-field': 'start', min: 0, max: VIDEO_START_MAX, step: 1, inputMode: 'numeric' } }}
      />
      <Alert severity="info" variant="outlined" data-video-network="">
        {t('widgets.video_link.network')}
      </Alert>
    </Box>
  );
}
