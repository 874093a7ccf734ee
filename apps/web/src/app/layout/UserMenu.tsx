import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import Logout from '@mui/icons-material/Logout';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/a11y.ts';
import { Link as RouterLink } from 'react-router';
import { useLogout } from './useLogout.ts';
import type { StoredUser } from '../../state/session.ts';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts[parts.length - 1]?.[0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase() || '?';
}

/** Account menu: account, settings, sign out. */
export function UserMenu({ user }: { user: StoredUser }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { logout, busy, error, clearError } = useLogout();
  const menuId = useId();
  const buttonId = useId();
  const name = user.fullname || user.email;

  return (
    <>
      <Button
        id={buttonId}
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        data-testid="user-menu"
        sx={{ gap: 1, px: 0.5, minWidth: 0 }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('userMenu.open')}{' '}
        </Box>
        <Avatar aria-hidden sx={{ width: 30, height: 30, fontSize: '0.8rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          {initials(name)}
        </Avatar>
        <Typography
          component="span"
          noWrap
          sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 180, fontSize: '0.9rem', fontWeight: 500 }}
        >
          {name}
        </Typography>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography noWrap sx={{ fontWeight: 600 }}>
            {user.fullname}
          </Typography>
          <Typography noWrap variant="body2" color="text.secondary">
            {user.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`roles.${user.role}`)}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={RouterLink} to="/home/account" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <AccountCircleOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.account')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to="/home/settings" onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.settings')}</ListItemText>
        </MenuItem>
        <Divider />
        <MenuItem
          disabled={busy}
          data-testid="logout"
          onClick={() => {
            setAnchor(null);
            void logout();
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{busy ? t('userMenu.loggingOut') : t('userMenu.logout')}</ListItemText>
        </MenuItem>
      </Menu>
      <Snackbar open={Boolean(error)} autoHideDuration={6000} onClose={clearError} message={error ?? ''} />
    </>
  );
}
