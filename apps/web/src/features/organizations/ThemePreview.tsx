import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { readableOn, textOn } from '../../components/color.ts';

/** A small picture of the CMS in the chosen colours (the same shading rules as the real theme). */
export function ThemePreview({
  colors,
  logoUrl,
  backgroundUrl,
  title,
}: {
  colors: Pick<Theme, 'accentColor' | 'navBarColor' | 'contentColor' | 'navTextColor'>;
  logoUrl: string | null;
  backgroundUrl: string | null;
  title: string;
}) {
  const { t } = useTranslation();
  const hex = (v: string, fallback: string) => (/^#[0-9A-Fa-f]{6}$/.test(v) ? v : fallback);
  const navBar = hex(colors.navBarColor, '#0d3b66');
  const content = hex(colors.contentColor, '#f4f6fa');
  const navText = readableOn(hex(colors.navTextColor, '#ffffff'), navBar);
  const accent = readableOn(hex(colors.accentColor, '#2E96F4'), content);
  const onAccent = textOn(accent);
  const navAccent = readableOn(hex(colors.accentColor, '#2E96F4'), '#ffffff');
  return (
    <Box
      data-testid="theme-preview"
      role="img"
      aria-label={t('organizations.theme.previewLabel')}
      sx={{ borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider', fontSize: 12 }}
    >
      <Box sx={{ bgcolor: navBar, color: navText, height: 32, px: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
        {logoUrl ? <Box component="img" src={logoUrl} alt="" sx={{ height: 20, maxWidth: 80, objectFit: 'contain' }} /> : null}
        <Typography component="span" sx={{ fontSize: 13, fontWeight: 600, color: 'inherit' }} noWrap>
          {title}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', minHeight: 180 }}>
        {/* The side navigation stays neutral in the CMS (the bar colour themes the top bar); the selected item takes the accent. */}
        <Box
          sx={{
            width: 88,
            bgcolor: '#ffffff',
            color: '#18202c',
            borderRight: 1,
            borderColor: 'divider',
            p: 1,
            display: 'flex',
            flexDirection: 'column',
            gap: 0.75,
          }}
        >
          {['dashboard', 'playlists', 'media', 'devices'].map((item, i) => (
            <Box
              key={item}
              sx={{
                px: 0.75,
                py: 0.25,
                borderLeft: 3,
                borderColor: i === 0 ? navAccent : 'transparent',
                color: i === 0 ? navAccent : 'inherit',
                fontWeight: i === 0 ? 700 : 400,
                fontSize: 11,
              }}
            >
              {t(`nav.${item as 'dashboard'}`)}
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            flex: 1,
            bgcolor: content,
            backgroundImage: backgroundUrl ? `url("${encodeURI(backgroundUrl)}")` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
            p: 1.5,
          }}
        >
          <Box sx={{ bgcolor: '#ffffff', borderRadius: 1, p: 1.5, color: '#18202c' }}>
            <Box sx={{ fontWeight: 600, mb: 0.5 }}>{t('nav.dashboard')}</Box>
            <Box sx={{ color: accent, fontWeight: 600, mb: 1 }}>{t('organizations.theme.previewLink')}</Box>
            <Box
              component="span"
              sx={{ display: 'inline-block', bgcolor: accent, color: onAccent, px: 1.25, py: 0.5, borderRadius: 1, fontWeight: 600 }}
            >
              {t('organizations.theme.previewButton')}
            </Box>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
