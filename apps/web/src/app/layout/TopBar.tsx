import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAppearance } from '../../state/appearance.tsx';
import type { StoredUser } from '../../state/session.ts';
import { BrandMark } from '../../components/BrandMark.tsx';
import { LanguageMenu } from '../../components/LanguageMenu.tsx';
import { UserMenu } from './UserMenu.tsx';
import { ActivityBell } from '../../features/activity/index.ts';

interface Props {
  user: StoredUser;
  showMenuButton: boolean;
  menuOpen: boolean;
  onMenu: () => void;
  logoUrl: string | null;
  /** The acting organization (the activity bell counts its new entries). */
  organizationId: number | undefined;
}

/** Top bar, height 48 (spec 2.3): logo to the dashboard, the activity bell, language dropdown, user menu. */
export function TopBar({ user, showMenuButton, menuOpen, onMenu, logoUrl, organizationId }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { orgTheme } = useAppearance();
  const title = orgTheme?.websiteTitle?.trim() || t('app.name');
  return (
    <AppBar
      component="header"
      position="fixed"
      elevation={0}
      sx={{
        zIndex: (th) => th.zIndex.drawer + 1,
        bgcolor: theme.signage.navBar,
        color: theme.signage.navText,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Toolbar
        variant="dense"
        sx={{ minHeight: theme.signage.topBarHeight, height: theme.signage.topBarHeight, gap: 1, px: { xs: 1, sm: 2 } }}
      >
        {showMenuButton ? (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onMenu}
            aria-label={menuOpen ? t('nav.close') : t('nav.open')}
            aria-expanded={menuOpen}
            aria-controls="side-navigation"
            data-testid="nav-toggle"
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        ) : null}
        <Link
          component={RouterLink}
          to="/home"
          color="inherit"
          underline="none"
          aria-label={`${title} – ${t('nav.home')}`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
        >
          <BrandMark size={28} src={logoUrl} />
          <Typography component="span" noWrap sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
            {title}
          </Typography>
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <ActivityBell organizationId={organizationId} />
        <LanguageMenu compact={showMenuButton} />
        <UserMenu user={user} />
      </Toolbar>
    </AppBar>
  );
}
