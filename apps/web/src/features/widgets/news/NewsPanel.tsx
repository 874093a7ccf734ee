import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NEWS_LAYOUTS, NEWS_MAX_STORIES, type NewsLayout, type NewsProps, newsFeedUrl } from '@signage/slides/widgets/models';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../../api/client.ts';
import type { WidgetPanelProps } from '../registry.ts';
import { newsApi } from './api.ts';

/** The translated message of the first problem the model's schema finds in a feed address, or ''. */
export function feedUrlProblem(value: string): string {
  const parsed = newsFeedUrl.safeParse(value);
  return parsed.success ? '' : fallbackMessage(parsed.error.issues[0]?.message ?? 'WEB_ADDRESS_INVALID');
}

/**
 * Settings of a news widget: the feed address (checked on the server: RSS 2.0 only, spec part 5),
 * how many top stories, the layout and what each story shows.
 */
export function NewsPanel({ value, onChange }: WidgetPanelProps<NewsProps>) {
  const { t } = useTranslation();
  const [url, setUrl] = useState(value.feedUrl);
  const [error, setError] = useState('');
  const [found, setFound] = useState('');
  useEffect(() => {
    setUrl(value.feedUrl);
    setError('');
    setFound('');
  }, [value.feedUrl]);

  const check = useMutation({
    mutationFn: (address: string) => newsApi.check({ url: address }),
    onSuccess: (answer) => {
      setError('');
      setFound(t('widgets.news.checked', { title: answer.title || t('widgets.news.untitled'), count: answer.count }));
    },
    onError: (failure) => {
      const apiError = toApiError(failure);
      setFound('');
      setError(apiError.field('url') ?? apiError.message);
    },
  });

  /** Saves the typed address when the model accepts it; answers whether it did. */
  function commitUrl(): boolean {
    const address = url.trim();
    const problem = feedUrlProblem(address);
    setError(problem);
    if (problem) return false;
    if (address !== value.feedUrl) onChange({ feedUrl: address });
    return true;
  }
  function runCheck() {
    setFound('');
    if (commitUrl()) check.mutate(url.trim());
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      runCheck();
    }
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="news-panel">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          type="url"
          label={t('widgets.news.feedUrl')}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError('');
            setFound('');
          }}
          onBlur={commitUrl}
          onKeyDown={onKeyDown}
          error={!!error}
          helperText={error || t('widgets.news.feedUrlHelp')}
          slotProps={{ htmlInput: { maxLength: 2048, 'data-testid': 'news-feed-url' } }}
        />
        <Button variant="outlined" onClick={runCheck} disabled={check.isPending} sx={{ flex: 'none', mt: 0.25 }} data-testid="news-check">
          {check.isPending ? t('widgets.news.checking') : t('widgets.news.check')}
        </Button>
      </Box>
      <TextField
        select
        size="small"
        label={t('widgets.news.maxStories')}
        value={value.maxStories}
        onChange={(e) => onChange({ maxStories: Number(e.target.value) })}
      >
        {Array.from({ length: NEWS_MAX_STORIES }, (_, i) => i + 1).map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('widgets.news.layout')}
        value={value.layout}
        onChange={(e) => onChange({ layout: e.target.value as NewsLayout })}
      >
        {NEWS_LAYOUTS.map((layout) => (
          <MenuItem key={layout} value={layout}>
            {t(`widgets.news.layouts.${layout}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <FormControlLabel
          control={<Switch checked={value.showImages} onChange={(e) => onChange({ showImages: e.target.checked })} />}
          label={t('widgets.news.showImages')}
        />
        <FormControlLabel
          control={<Switch checked={value.showDate} onChange={(e) => onChange({ showDate: e.target.checked })} />}
          label={t('widgets.news.showDate')}
        />
        <FormControlLabel
          control={<Switch checked={value.showSource} onChange={(e) => onChange({ showSource: e.target.checked })} />}
          label={t('widgets.news.showSource')}
        />
      </Box>
      {found ? (
        <Typography variant="body2" color="success.main" role="status" data-testid="news-check-result">
          {found}
        </Typography>
      ) : null}
    </Box>
  );
}
