import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LanguageMenu } from './LanguageMenu.tsx';
import { BrandMark } from './BrandMark.tsx';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Wider card for long forms (register). */
  wide?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}

/** Public pages: a centered card on the branded background, with the language switcher. */
export function PublicLayout({ title, subtitle, wide = false, icon, children }: Props) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        color: '#fff',
        background:
          'radial-gradient(1200px 600px at 10% -10%, #1f6fc5 0%, transparent 60%), radial-gradient(900px 500px at 110% 110%, #2a4d9b 0%, transparent 55%), linear-gradient(160deg, #0b2545 0%, #0d3b66 55%, #123e73 100%)',
      }}
    >
      <Box
        component="header"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 1.5 }}
      >
        <Link component={RouterLink} to="/" color="inherit" underline="none" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <BrandMark size={32} />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.25rem', letterSpacing: 0.2 }}>
            {t('app.name')}
          </Typography>
        </Link>
        <LanguageMenu />
      </Box>
      <Box
        component="main"
        id="main"
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'center',
          px: { xs: 1.5, sm: 3 },
          py: { xs: 2, sm: 4 },
        }}
      >
        <Card variant="elevation" elevation={8} sx={{ width: '100%', maxWidth: wide ? 720 : 440, borderRadius: 3, color: 'text.primary' }}>
          <CardContent sx={{ p: { xs: 2.5, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
            <Stack spacing={1} sx={{ mb: 3 }}>
              {icon}
              <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
                {title}
              </Typography>
              {subtitle ? (
                <Typography color="text.secondary" component="div">
                  {subtitle}
                </Typography>
              ) : null}
            </Stack>
            {children}
          </CardContent>
        </Card>
      </Box>
      <Box component="footer" sx={{ textAlign: 'center', py: 2, px: 2 }}>
        <Typography variant="body2" sx={{ color: 'rgba(255,255,255,0.85)' }}>
          {t('app.tagline')} · {t('app.footer')}
        </Typography>
      </Box>
    </Box>
  );
}

/** A full-page spinner in the same frame (session checks). */
export function PublicLoading({ label }: { label: string }) {
  return (
    <PublicLayout title={label}>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }} role="status" aria-live="polite">
        <CircularProgress aria-label={label} />
      </Box>
    </PublicLayout>
  );
}
