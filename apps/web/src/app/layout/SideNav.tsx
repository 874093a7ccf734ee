import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import { alpha, useTheme } from '@mui/material/styles';
import type { LicenceFlags, Role } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { visuallyHidden } from '../../components/a11y.ts';
import { NO_FLAGS, navEntries, navItemForPath } from '../../components/nav.ts';

export const NAV_WIDTH = 240;

interface Props {
  role: Role;
  flags: LicenceFlags | undefined;
  variant: 'permanent' | 'temporary';
  open: boolean;
  onClose: () => void;
  /** A count beside an item (playlists waiting for approval), with the sentence a screen reader hears. */
  badges?: Partial<Record<string, { count: number; label: string }>>;
}

/** Side navigation (spec 2.3): items filtered by role and licence flags; a drawer on phones. */
export function SideNav({ role, flags, variant, open, onClose, badges }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { pathname } = useLocation();
  const selected = navItemForPath(pathname);
  const entries = navEntries(role, flags ?? NO_FLAGS);

  const content = (
    <Box component="nav" aria-label={t('nav.label')} id="side-navigation" sx={{ overflowY: 'auto' }}>
      <Toolbar variant="dense" sx={{ minHeight: theme.signage.topBarHeight }} />
      <List sx={{ px: 1, py: 1.5 }}>
        {entries.map(({ item, path, Icon }) => {
          const active = selected === item;
          const badge = badges?.[item];
          return (
            <ListItem key={item} disablePadding sx={{ display: 'block' }}>
              <ListItemButton
                component={RouterLink}
                to={path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                data-testid={`nav-${item}`}
                sx={{
                  borderRadius: 2,
                  mb: 0.5,
                  '&.Mui-selected, &.Mui-selected:hover': {
                    bgcolor: (th) => alpha(th.palette.primary.main, th.palette.mode === 'dark' ? 0.22 : 0.1),
                    color: 'primary.main',
                    '& .MuiListItemIcon-root': { color: 'primary.main' },
                  },
                }}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  <Icon />
                </ListItemIcon>
                <ListItemText primary={t(`nav.${item}`)} slotProps={{ primary: { sx: { fontWeight: active ? 600 : 500 } } }} />
                {badge && badge.count > 0 ? (
                  <>
                    <Chip
                      size="small"
                      color="warning"
                      label={badge.count > 99 ? '99+' : badge.count}
                      aria-hidden
                      data-testid={`nav-${item}-badge`}
                      sx={{ height: 20, fontWeight: 600 }}
                    />
                    <Box component="span" sx={visuallyHidden}>
                      {badge.label}
                    </Box>
                  </>
                ) : null}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );

  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      sx={{
        width: variant === 'permanent' ? NAV_WIDTH : undefined,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: NAV_WIDTH, boxSizing: 'border-box', borderRight: '1px solid', borderColor: 'divider' },
      }}
    >
      {content}
    </Drawer>
  );
}
