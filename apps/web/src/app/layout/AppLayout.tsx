import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { can } from '@signage/shared';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ImpersonationBanner, useOrgTheme } from '../../features/organizations/index.ts';
import { useAppearance } from '../../state/appearance.tsx';
import { useEffectiveOrganizationId, useImpersonation } from '../../state/impersonation.ts';
import { useLicence } from '../../features/licences/index.ts';
import { useWaitingApprovals } from '../../features/playlists/index.ts';
import { useStoredUser } from '../../state/session.ts';
import { LicenceBanner } from './LicenceBanner.tsx';
import { OrgBreadcrumbs } from './OrgBreadcrumbs.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { NAV_WIDTH, SideNav } from './SideNav.tsx';
import { TopBar } from './TopBar.tsx';

/** The authenticated frame: top bar (48 px), side navigation, page header with breadcrumbs. */
export default function AppLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const location = useLocation();
  const user = useStoredUser();
  // While impersonating, the CMS works in (and wears the theme of) the impersonated organization.
  const impersonation = useImpersonation();
  const orgId = useEffectiveOrganizationId(user?.organizationId);
  // The editors get the window's width: the navigation folds away behind the menu button (as on a phone).
  const editing = /^\/home\/(?:playlists|template)\/\d+(?:\/|$)/.test(location.pathname);
  const navPermanent = desktop && !editing;
  const pageOrgMatch = location.pathname.match(/^\/home\/(?:organizations|licensing)\/(\d+)/);
  const breadcrumbOrgId = pageOrgMatch ? Number(pageOrgMatch[1]) : orgId;
  const { setOrgTheme } = useAppearance();
  const orgTheme = useOrgTheme(orgId);
  const licence = useLicence(orgId);
  // Owners and admins see how many playlist changes wait for their approval beside Playlists.
  const waiting = useWaitingApprovals(can(user?.role, 'organizations.manage'));

  // Spec part 4: on success the theme is loaded and the title set to the website title if non-empty.
  useEffect(() => {
    if (!orgTheme.data) return;
    setOrgTheme(orgTheme.data);
    const title = orgTheme.data.websiteTitle?.trim();
    document.title = title ? title : t('app.name');
  }, [orgTheme.data, setOrgTheme, t]);

  useEffect(() => () => setOrgTheme(null), [setOrgTheme]);

  // Close the folded navigation after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes only.
  useEffect(() => {
    setMobileOpen(false);
  }, [location.pathname]);

  if (!user) return null;

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (th) => th.zIndex.tooltip + 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <TopBar
        user={user}
        showMenuButton={!navPermanent}
        menuOpen={mobileOpen}
        onMenu={() => setMobileOpen((open) => !open)}
        logoUrl={orgTheme.data?.logoUrl ?? null}
        organizationId={orgId ?? user.organizationId}
      />
      <SideNav
        badges={{
          playlists: { count: waiting.data?.totalCount ?? 0, label: t('nav.waitingForApproval', { count: waiting.data?.totalCount ?? 0 }) },
        }}
        role={user.role}
        flags={licence.data?.properties}
        variant={navPermanent ? 'permanent' : 'temporary'}
        open={navPermanent || mobileOpen}
        onClose={() => setMobileOpen(false)}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, width: navPermanent ? `calc(100% - ${NAV_WIDTH}px)` : '100%' }}>
        <Toolbar variant="dense" sx={{ minHeight: theme.signage.topBarHeight }} />
        {impersonation ? <ImpersonationBanner target={impersonation} /> : null}
        <LicenceBanner status={impersonation && licence.data ? licence.data.licenseStatus : user.licenseStatus} role={user.role} />
        <Box
          component="main"
          id="main"
          tabIndex={-1}
          sx={{
            px: editing ? { xs: 1, sm: 2 } : { xs: 2, sm: 3, lg: 4 },
            py: editing ? { xs: 1, sm: 1.5 } : { xs: 2, sm: 3 },
            maxWidth: editing ? 'none' : 1280,
            mx: 'auto',
            outline: 'none',
          }}
        >
          <OrgBreadcrumbs organizationId={breadcrumbOrgId ?? user.organizationId} homeOrganizationId={orgId ?? user.organizationId} />
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
