import RestartAlt from '@mui/icons-material/RestartAlt';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { OrganizationDetails, Theme } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fallbackMessage, toApiError } from '../../../api/client.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { organizationsApi, organizationsKeys, type ThemeColorKey, type ThemeProperty, uploadThemeImage } from '../api.ts';
import { ThemePreview } from '../ThemePreview.tsx';
import { Section } from '../../../components/Section.tsx';

const COLOR_KEYS: readonly ThemeColorKey[] = ['accentColor', 'navBarColor', 'contentColor', 'navTextColor'];
const HEX = /^#[0-9A-Fa-f]{6}$/;
/** Theme images: one JPG, PNG, SVG or GIF (the media image limit of spec part 9). */
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/svg+xml', 'image/gif'];
const IMAGE_LIMIT_MB = 100;

type Colors = Pick<Theme, ThemeColorKey>;

/**
 * Theme tab (spec 3 Theme, 7.4): colour pickers for accent, navigation bar, content and navigation
 * text, logo and background upload with progress, website title, reset per property, live preview.
 * After saving, every theme query is refetched so the CMS (and sub-organizations without their own
 * theme) show the new branding at once.
 */
export function ThemeTab({ org }: { org: OrganizationDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const theme = useQuery({ queryKey: organizationsKeys.theme(org.id), queryFn: () => organizationsApi.theme(org.id) });
  const [colors, setColors] = useState<Colors | null>(null);
  const [title, setTitle] = useState('');
  const [notice, setNotice] = useState('');
  const editable = org.abilities.editTheme;

  useEffect(() => {
    if (!theme.data) return;
    setColors({
      accentColor: theme.data.accentColor,
      navBarColor: theme.data.navBarColor,
      contentColor: theme.data.contentColor,
      navTextColor: theme.data.navTextColor,
    });
    setTitle(theme.data.websiteTitle);
  }, [theme.data]);

  async function refreshThemes() {
    // The organization and every sub-organization that inherits its theme.
    await queryClient.invalidateQueries({ queryKey: organizationsKeys.themes });
  }

  /** One theme change (colours, title, a reset); `done` is the notice on success. */
  const change = useMutation({
    mutationFn: ({ call }: { call: () => Promise<unknown>; done: string }) => call(),
    onSuccess: async (_, { done }) => {
      await refreshThemes();
      setNotice(done);
    },
  });
  const run = (call: () => Promise<unknown>, done: string) => change.mutate({ call, done });
  const reset = (properties: ThemeProperty[]) =>
    run(() => organizationsApi.resetTheme(org.id, properties), t('organizations.theme.resetDone'));

  if (!theme.data || !colors) return <Skeleton variant="rounded" height={320} />;
  const invalid = COLOR_KEYS.some((key) => !HEX.test(colors[key]));
  const changed = COLOR_KEYS.some((key) => colors[key].toLowerCase() !== theme.data[key].toLowerCase());

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Section title={t('organizations.theme.colors')} id="theme-colors">
          <FormAlert error={change.error ? toApiError(change.error) : null} />
          {editable ? null : (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('organizations.theme.readOnly')}
            </Alert>
          )}
          <Grid container spacing={2}>
            {COLOR_KEYS.map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6 }}>
                <ColorField
                  name={key}
                  label={t(`organizations.theme.${key}`)}
                  value={colors[key]}
                  disabled={!editable || change.isPending}
                  onChange={(value) => setColors((c) => (c ? { ...c, [key]: value } : c))}
                  onReset={() => reset([key])}
                  resetLabel={t('organizations.theme.resetOne', { name: t(`organizations.theme.${key}`) })}
                />
              </Grid>
            ))}
          </Grid>
          {editable ? (
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
              <Button
                variant="contained"
                disabled={change.isPending || invalid || !changed}
                onClick={() => run(() => organizationsApi.updateColors(org.id, colors), t('organizations.theme.saved'))}
              >
                {t('organizations.theme.saveColors')}
              </Button>
              <Button startIcon={<RestartAlt />} disabled={change.isPending} onClick={() => reset([...COLOR_KEYS])}>
                {t('organizations.theme.resetColors')}
              </Button>
            </Stack>
          ) : null}
        </Section>

        <Section title={t('organizations.theme.images')} id="theme-images">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ImageField
                orgId={org.id}
                kind="logo"
                label={t('organizations.theme.logo')}
                url={theme.data.logoUrl}
                disabled={!editable}
                onUploaded={async () => {
                  await refreshThemes();
                  setNotice(t('organizations.theme.uploaded'));
                }}
                onReset={() => reset(['logoUrl'])}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ImageField
                orgId={org.id}
                kind="background"
                label={t('organizations.theme.background')}
                url={theme.data.homeBackgroundUrl}
                disabled={!editable}
                onUploaded={async () => {
                  await refreshThemes();
                  setNotice(t('organizations.theme.uploaded'));
                }}
                onReset={() => reset(['homeBackgroundUrl'])}
              />
            </Grid>
          </Grid>
        </Section>

        <Section title={t('organizations.theme.websiteTitle')} id="theme-title">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
            <TextField
              name="websiteTitle"
              label={t('organizations.theme.websiteTitle')}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              disabled={!editable}
              helperText={t('organizations.theme.websiteTitleHelp')}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
            {editable ? (
              <Stack direction="row" spacing={1} sx={{ pt: { sm: 1 } }}>
                <Button
                  variant="contained"
                  disabled={change.isPending || title === theme.data.websiteTitle}
                  onClick={() =>
                    run(() => organizationsApi.updateWebsiteTitle(org.id, { title: title.trim() }), t('organizations.theme.saved'))
                  }
                >
                  {t('common.save')}
                </Button>
                <Button startIcon={<RestartAlt />} disabled={change.isPending} onClick={() => reset(['websiteTitle'])}>
                  {t('organizations.theme.reset')}
                </Button>
              </Stack>
            ) : null}
          </Stack>
        </Section>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Section title={t('organizations.theme.preview')} id="theme-preview">
          <ThemePreview
            colors={colors}
            logoUrl={theme.data.logoUrl}
            backgroundUrl={theme.data.homeBackgroundUrl}
            title={title || org.name}
          />
        </Section>
      </Grid>
      <Snackbar open={!!notice} autoHideDuration={4000} onClose={() => setNotice('')} message={notice} />
    </Grid>
  );
}

function ColorField({
  name,
  label,
  value,
  disabled,
  onChange,
  onReset,
  resetLabel,
}: {
  name: string;
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  onReset: () => void;
  resetLabel: string;
}) {
  const { t } = useTranslation();
  const pickerId = useId();
  const valid = HEX.test(value);
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value.trim())}
      error={!valid}
      helperText={valid ? ' ' : t('organizations.theme.hexHelp')}
      slotProps={{
        htmlInput: { maxLength: 7, spellCheck: false },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Box
                component="input"
                id={pickerId}
                type="color"
                aria-label={t('organizations.theme.pick', { name: label })}
                value={valid ? value.toLowerCase() : '#000000'}
                disabled={disabled}
                onChange={(e: React.ChangeEvent<HTMLInputElement>) => onChange(e.target.value.toUpperCase())}
                sx={{ width: 32, height: 32, p: 0, border: 0, bgcolor: 'transparent', cursor: disabled ? 'default' : 'pointer' }}
              />
            </InputAdornment>
          ),
          endAdornment: disabled ? undefined : (
            <InputAdornment position="end">
              <Tooltip title={resetLabel}>
                <IconButton aria-label={resetLabel} onClick={onReset} edge="end" size="small">
                  <RestartAlt fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function ImageField({
  orgId,
  kind,
  label,
  url,
  disabled,
  onUploaded,
  onReset,
}: {
  orgId: number;
  kind: 'logo' | 'background';
  label: string;
  url: string | null;
  disabled: boolean;
  onUploaded: () => Promise<void>;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadThemeImage(orgId, kind, file, setProgress).promise;
    },
    onSuccess: () => onUploaded(),
    onSettled: () => {
      setProgress(null);
      if (input.current) input.current.value = '';
    },
  });

  function upload(files: FileList | null) {
    send.reset();
    setRefused(null);
    if (files?.length !== 1) {
      setRefused(fallbackMessage('MEDIA_TOO_MANY_FILES'));
      return;
    }
    const file = files[0] as File;
    if (!IMAGE_TYPES.includes(file.type)) {
      setRefused(fallbackMessage('MEDIA_TYPE_NOT_ALLOWED'));
      return;
    }
    if (file.size > IMAGE_LIMIT_MB * 1024 * 1024) {
      setRefused(t('organizations.theme.tooLarge', { filesize: IMAGE_LIMIT_MB }));
      return;
    }
    send.mutate(file);
  }

  return (
    <Box>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <FormAlert error={send.error ? toApiError(send.error) : refused} />
      <Box
        sx={{
          height: 120,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          mb: 1,
        }}
      >
        {url ? (
          <Box component="img" src={url} alt={label} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('organizations.theme.noImage')}
          </Typography>
        )}
      </Box>
      {progress !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('organizations.theme.uploading', { name: label })}
          sx={{ mb: 1 }}
        />
      ) : null}
      {disabled ? null : (
        <Stack direction="row" spacing={1}>
          <Button component="label" variant="outlined" startIcon={<UploadFileOutlined />} disabled={progress !== null}>
            {t('organizations.theme.upload')}
            <input
              ref={input}
              hidden
              type="file"
              name={kind}
              accept={IMAGE_TYPES.join(',')}
              onChange={(e) => upload(e.target.files)}
              data-testid={`theme-${kind}-input`}
            />
          </Button>
          <Button startIcon={<RestartAlt />} disabled={progress !== null || !url} onClick={onReset}>
            {t('organizations.theme.reset')}
          </Button>
        </Stack>
      )}
    </Box>
  );
}
