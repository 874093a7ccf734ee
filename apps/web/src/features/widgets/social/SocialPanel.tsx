import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SOCIAL_LAYOUTS, SOCIAL_MAX_POSTS, type SocialLayout, type SocialProps } from '@signage/slides/widgets/models';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import type { WidgetPanelProps } from '../registry.ts';
import { socialApi, socialKeys } from './api.ts';

/**
 * Settings of a Facebook or Instagram widget: connect the organization's account (the provider's
 * sign-in opens in a new tab and comes back to /social/connected or /social/failed), choose a page,
 * how many posts and how; disconnect (revokes access, asks first).
 */
export function SocialPanel({ type, value, onChange }: WidgetPanelProps<SocialProps> & { type: 'facebook' | 'instagram' }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [waiting, setWaiting] = useState(false);
  // Refetched when the editor's tab gets the focus back from the provider's tab, and every few
  // seconds while a sign-in started here has not come back yet.
  const pages = useQuery({
    queryKey: socialKeys.pages,
    queryFn: () => socialApi.pages({}),
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (waiting && !query.state.data?.connection ? 3000 : false),
  });
  const connect = useMutation({
    mutationFn: () => socialApi.connect({}),
    onSuccess: ({ url }) => {
      setWaiting(true);
      window.open(url, '_blank', 'noopener');
    },
  });
  const disconnect = useMutation({
    mutationFn: () => socialApi.disconnect({}),
    onSuccess: async () => {
      setConfirming(false);
      onChange({ connectionId: '', pageId: '' });
      await queryClient.invalidateQueries({ queryKey: socialKeys.pages });
    },
  });

  const connection = pages.data?.connection ?? null;
  const choices = (connection?.pages ?? []).filter((page) => type === 'facebook' || page.instagram !== null);
  const chosen = connection && value.connectionId === connection.id ? choices.find((page) => page.id === value.pageId) : undefined;
  const error = pages.error ?? connect.error;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="social-panel">
      {error ? <Alert severity="error">{toApiError(error).message}</Alert> : null}
      {pages.isPending ? null : connection === null ? (
        <>
          <Typography variant="body2">{t('widgets.social.notConnected')}</Typography>
          <Button variant="contained" onClick={() => connect.mutate()} disabled={connect.isPending} data-testid="social-connect">
            {connect.isPending ? t('widgets.social.connecting') : t('widgets.social.connect')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('widgets.social.connectHint')}
          </Typography>
        </>
      ) : (
        <>
          {connection.pages.length === 0 ? (
            <Alert severity="info" data-testid="social-no-pages">
              {fallbackMessage('SOCIAL_NO_PAGES_FOUND')}
            </Alert>
          ) : choices.length === 0 ? (
            <Alert severity="info" data-testid="social-no-instagram">
              {t('widgets.social.noInstagram')}
            </Alert>
          ) : (
            <TextField
              select
              size="small"
              label={t('widgets.social.page')}
              value={chosen?.id ?? ''}
              onChange={(e) => onChange({ connectionId: connection.id, pageId: e.target.value })}
              helperText={value.pageId && !chosen ? t('widgets.social.pageGone') : undefined}
              slotProps={{ htmlInput: { 'data-testid': 'social-page' } }}
            >
              <MenuItem value="" disabled>
                {t('widgets.social.choosePage')}
              </MenuItem>
              {choices.map((page) => (
                <MenuItem key={page.id} value={page.id}>
                  {type === 'instagram' && page.instagram ? `@${page.instagram.username} (${page.name})` : page.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            select
            size="small"
            label={t('widgets.social.maxPosts')}
            value={value.maxPosts}
            onChange={(e) => onChange({ maxPosts: Number(e.target.value) })}
          >
            {Array.from({ length: SOCIAL_MAX_POSTS }, (_, i) => i + 1).map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('widgets.social.layout')}
            value={value.layout}
            onChange={(e) => onChange({ layout: e.target.value as SocialLayout })}
          >
            {SOCIAL_LAYOUTS.map((layout) => (
              <MenuItem key={layout} value={layout}>
                {t(`widgets.social.layouts.${layout}`)}
              </MenuItem>
            ))}
          </TextField>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <FormControlLabel
              control={<Switch checked={value.showImages} onChange={(e) => onChange({ showImages: e.target.checked })} />}
              label={t('widgets.social.showImages')}
            />
            <FormControlLabel
              control={<Switch checked={value.showDate} onChange={(e) => onChange({ showDate: e.target.checked })} />}
              label={t('widgets.social.showDate')}
            />
          </Box>
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)} data-testid="social-disconnect">
            {t('widgets.social.disconnect')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('widgets.social.disconnectTitle')}
        text={t('widgets.social.disconnectText')}
        confirmLabel={t('widgets.social.disconnect')}
        busy={disconnect.isPending}
        error={disconnect.error ? toApiError(disconnect.error) : null}
        onClose={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate()}
      />
    </Box>
  );
}
