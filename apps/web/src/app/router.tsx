import { Suspense, type ReactNode } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject, useParams } from 'react-router';
import { lazyPage, preloadPages, visitElementTypes } from './lazyPage.ts';
import { RequireNavItem } from './guards/RequireNavItem.tsx';
import { RequireSession, startSessionCheck } from './guards/RequireSession.tsx';
import { PageLoading } from '../components/PageLoading.tsx';

// Public pages: each its own small chunk.
const LoginPage = lazyPage(() => import('../features/auth/pages/LoginPage.tsx'));
const RegisterPage = lazyPage(() => import('../features/auth/pages/RegisterPage.tsx'));
const VerifyPage = lazyPage(() => import('../features/auth/pages/VerifyPage.tsx'));
const ApproveUserPage = lazyPage(() => import('../features/auth/pages/ApproveUserPage.tsx'));
const ForgotPage = lazyPage(() => import('../features/auth/pages/ForgotPage.tsx'));
const EmailSentPage = lazyPage(() => import('../features/auth/pages/EmailSentPage.tsx'));
const NewPasswordPage = lazyPage(() => import('../features/auth/pages/NewPasswordPage.tsx'));
const ConfirmEmailPage = lazyPage(() => import('../features/auth/pages/ConfirmEmailPage.tsx'));
const AdminApprovalPage = lazyPage(() => import('../features/auth/pages/AdminApprovalPage.tsx'));
const OrgEntryPage = lazyPage(() => import('../features/auth/pages/OrgEntryPage.tsx'));
const GoogleSignUpPage = lazyPage(() => import('../features/auth/pages/GoogleSignUpPage.tsx'));
const PublicNotFoundPage = lazyPage(() => import('../features/auth/pages/NotFoundPage.tsx'));

// The authenticated area.
const AppLayout = lazyPage(() => import('./layout/AppLayout.tsx'));
const DashboardPage = lazyPage(() => import('../features/dashboard/DashboardPage.tsx'));
const AccountPage = lazyPage(() => import('../features/account/AccountPage.tsx'));
const SettingsPage = lazyPage(() => import('../features/settings/SettingsPage.tsx'));
const HelpPage = lazyPage(() => import('../features/help/HelpPage.tsx'));
const MediaPage = lazyPage(() => import('../features/media/MediaPage.tsx'));
const PlaylistsArea = lazyPage(() => import('../features/playlists/PlaylistsArea.tsx'));
const PlaylistsPage = lazyPage(() => import('../features/playlists/PlaylistsPage.tsx'));
// The slide editor is its own chunk (react-moveable and the renderer load only there).
const PlaylistEditorPage = lazyPage(() => import('../features/editor/PlaylistEditorPage.tsx'));
const TemplateEditorPage = lazyPage(() => import('../features/editor/TemplateEditorPage.tsx'));
const UsersPage = lazyPage(() => import('../features/users/UsersPage.tsx'));
const OrganizationsPage = lazyPage(() => import('../features/organizations/OrganizationsPage.tsx'));
const OrganizationDetailPage = lazyPage(() => import('../features/organizations/OrganizationDetailPage.tsx'));
const LicencePage = lazyPage(() => import('../features/organizations/LicencePage.tsx'));
// Screens: devices, groups, schedules (FullCalendar and dnd-kit load only here).
const DeviceManagementPage = lazyPage(() => import('../features/devices/DeviceManagementPage.tsx'));
const DeviceEditPage = lazyPage(() => import('../features/devices/DeviceEditPage.tsx'));
const GroupEditPage = lazyPage(() => import('../features/devices/GroupEditPage.tsx'));
const SimplifiedAssignPage = lazyPage(() => import('../features/devices/SimplifiedAssignPage.tsx'));
const AndroidPage = lazyPage(() => import('../features/devices/AndroidPage.tsx'));
// Alerts, integrations and screen messages (issue 14; behind the licence flags of their side-menu items).
const AlertsListPage = lazyPage(() => import('../features/alerts/AlertsListPage.tsx'));
const AlertEditPage = lazyPage(() => import('../features/alerts/AlertEditPage.tsx'));
const IntegrationsPage = lazyPage(() => import('../features/alerts/IntegrationsPage.tsx'));
const IntegrationEditPage = lazyPage(() => import('../features/alerts/IntegrationEditPage.tsx'));
const MessagesPage = lazyPage(() => import('../features/messages/MessagesPage.tsx'));
// Spec 2.4: the social networks' connection result pages (the server's OAuth callback redirects there).
const SocialResultPage = lazyPage(() => import('../features/widgets/social/SocialResultPage.tsx'));
const CanvaResultPage = lazyPage(() => import('../features/media/CanvaResultPage.tsx'));
// The activity log (issue 15), opened from the bell in the top bar.
const ActivityPage = lazyPage(() => import('../features/activity/ActivityPage.tsx'));
// Usage stats (issue 15; owner or admin with the licence flag; recharts loads in its own chunk).
const StatsPage = lazyPage(() => import('../features/stats/StatsPage.tsx'));
// Card payments (issue 16, spec 2.4): the payment result page and the built-in test provider's checkout.
const PaymentResultPage = lazyPage(() => import('../features/payments/PaymentResultPage.tsx'));
const TestCheckoutPage = lazyPage(() => import('../features/payments/TestCheckoutPage.tsx'));
const HomeNotFoundPage = lazyPage(() => import('../features/dashboard/HomeNotFoundPage.tsx'));

/** The player's pairing screen links to /devicemanagement/devices/add/{code}: the page lives under /home. */
function AddByCodeRedirect() {
  const { otp } = useParams();
  return <Navigate to={`/home/devicemanagement/devices/add/${encodeURIComponent(otp ?? '')}`} replace />;
}

/** /home/playlists/{my|shared|stock} is a list; /home/playlists/{id} is the editor. */
function PlaylistRoute() {
  const { ref } = useParams();
  return /^\d+$/.test(ref ?? '') ? page(<PlaylistEditorPage />) : page(<PlaylistsPage />);
}

function page(node: ReactNode) {
  return <Suspense fallback={<PageLoading />}>{node}</Suspense>;
}

const routes: RouteObject[] = [
  { path: '/', element: page(<LoginPage />) },
  { path: '/register', element: page(<RegisterPage />) },
  { path: '/register/verify', element: page(<VerifyPage />) },
  { path: '/register/user/approve', element: page(<ApproveUserPage />) },
  { path: '/forgot', element: page(<ForgotPage />) },
  { path: '/emailsent', element: page(<EmailSentPage />) },
  { path: '/newpassword/:token', element: page(<NewPasswordPage />) },
  { path: '/confirm-email', element: page(<ConfirmEmailPage />) },
  { path: '/android', element: page(<AndroidPage />) },
  { path: '/devicemanagement/devices/add/:otp', element: <AddByCodeRedirect /> },
  { path: '/devicemanagement/devices/add', element: <Navigate to="/home/devicemanagement/devices" replace /> },
  { path: '/devicemanagement', element: <Navigate to="/home/devicemanagement/devices" replace /> },
  { path: '/devicemanagement/:tab', element: <Navigate to="/home/devicemanagement/devices" replace /> },
  {
    path: '/devicemanagement/devices/simplified/:deviceId',
    element: <RequireSession>{page(<SimplifiedAssignPage />)}</RequireSession>,
  },
  { path: '/social/connected', element: <RequireSession>{page(<SocialResultPage outcome="connected" />)}</RequireSession> },
  { path: '/connection/canva', element: <RequireSession>{page(<CanvaResultPage />)}</RequireSession> },
  { path: '/payment/result', element: <RequireSession>{page(<PaymentResultPage />)}</RequireSession> },
  { path: '/payment/test-checkout', element: <RequireSession>{page(<TestCheckoutPage />)}</RequireSession> },
  { path: '/social/failed', element: <RequireSession>{page(<SocialResultPage outcome="failed" />)}</RequireSession> },
  {
    path: '/authflow',
    children: [
      { index: true, element: <Navigate to="/" replace /> },
      { path: 'adminapproval', element: page(<AdminApprovalPage />) },
      { path: 'orgentry', element: page(<OrgEntryPage />) },
      { path: 'google', element: page(<GoogleSignUpPage />) },
    ],
  },
  {
    path: '/home',
    element: <RequireSession>{page(<AppLayout />)}</RequireSession>,
    children: [
      { index: true, element: <DashboardPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'settings', element: <SettingsPage /> },
      { path: 'help', element: <Navigate to="/home/help/contact" replace /> },
      { path: 'help/:topic', element: <HelpPage /> },
      { path: 'media', element: <Navigate to="/home/media/my" replace /> },
      { path: 'media/:section', element: <MediaPage /> },
      {
        path: 'playlists',
        element: page(<PlaylistsArea />),
        children: [
          { index: true, element: <Navigate to="/home/playlists/my" replace /> },
          { path: ':ref', element: <PlaylistRoute /> },
        ],
      },
      // Spec 2.2: /template/{templateId} is the template editor (the slide editor's workspace).
      { path: 'template/:templateId', element: page(<TemplateEditorPage />) },
      { path: 'users', element: <UsersPage /> },
      { path: 'organizations', element: <OrganizationsPage /> },
      { path: 'organizations/:orgId', element: <OrganizationDetailPage /> },
      { path: 'organizations/:orgId/:tab', element: <OrganizationDetailPage /> },
      { path: 'licensing/:orgId', element: <LicencePage /> },
      { path: 'devicemanagement', element: <Navigate to="/home/devicemanagement/devices" replace /> },
      { path: 'devicemanagement/devices/add', element: <Navigate to="/home/devicemanagement/devices" replace /> },
      { path: 'devicemanagement/devices/add/:otp', element: page(<DeviceManagementPage />) },
      { path: 'devicemanagement/:tab', element: page(<DeviceManagementPage />) },
      { path: 'devices/:deviceId/:orgId', element: page(<DeviceEditPage />) },
      { path: 'devicegroup/:groupId/:orgId', element: page(<GroupEditPage />) },
      // Spec 2.2: /alerts/create, /alerts/list, /alerts/integrations, /alerts/integrations/edit (editing: ?id=).
      {
        path: 'alerts',
        element: (
          <RequireNavItem item="alerts">
            <Outlet />
          </RequireNavItem>
        ),
        children: [
          { index: true, element: <Navigate to="/home/alerts/list" replace /> },
          { path: 'list', element: page(<AlertsListPage />) },
          { path: 'create', element: page(<AlertEditPage />) },
          { path: 'integrations', element: page(<IntegrationsPage />) },
          { path: 'integrations/edit', element: page(<IntegrationEditPage />) },
          { path: '*', element: <Navigate to="/home/alerts/list" replace /> },
        ],
      },
      { path: 'messages', element: <RequireNavItem item="messages">{page(<MessagesPage />)}</RequireNavItem> },
      { path: 'activity', element: <ActivityPage /> },
      { path: 'stats', element: <RequireNavItem item="stats">{page(<StatsPage />)}</RequireNavItem> },
      { path: '*', element: <HomeNotFoundPage /> },
    ],
  },
  { path: '*', element: page(<PublicNotFoundPage />) },
];

/**
 * A page opened straight (a bookmark, a reload): its session check and the chunks of its layout and
 * page start now, side by side, instead of one after another (check → layout chunk → page chunk →
 * the page's calls), which was most of a signed-in page's time to its largest paint (docs/performance.md).
 */
function startOpeningPage() {
  const matches = matchRoutes(routes, window.location) ?? [];
  let guarded = false;
  for (const { route } of matches) {
    preloadPages(route.element);
    visitElementTypes(route.element, (type) => {
      if (type === RequireSession) guarded = true;
    });
  }
  if (guarded) startSessionCheck(window.location.pathname);
}
startOpeningPage();

export const router = createBrowserRouter(routes);
