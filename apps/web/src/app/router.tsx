import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useParams } from 'react-router';
import { RequireNavItem } from './guards/RequireNavItem.tsx';
import { RequireSession } from './guards/RequireSession.tsx';
import { PageLoading } from '../components/PageLoading.tsx';

// Public pages: each its own small chunk.
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage.tsx'));
const RegisterPage = lazy(() => import('../features/auth/pages/RegisterPage.tsx'));
const VerifyPage = lazy(() => import('../features/auth/pages/VerifyPage.tsx'));
const ApproveUserPage = lazy(() => import('../features/auth/pages/ApproveUserPage.tsx'));
const ForgotPage = lazy(() => import('../features/auth/pages/ForgotPage.tsx'));
const EmailSentPage = lazy(() => import('../features/auth/pages/EmailSentPage.tsx'));
const NewPasswordPage = lazy(() => import('../features/auth/pages/NewPasswordPage.tsx'));
const ConfirmEmailPage = lazy(() => import('../features/auth/pages/ConfirmEmailPage.tsx'));
const AdminApprovalPage = lazy(() => import('../features/auth/pages/AdminApprovalPage.tsx'));
const OrgEntryPage = lazy(() => import('../features/auth/pages/OrgEntryPage.tsx'));
const GoogleSignUpPage = lazy(() => import('../features/auth/pages/GoogleSignUpPage.tsx'));
const SsoContinuePage = lazy(() => import('../features/auth/pages/SsoContinuePage.tsx'));
const PublicNotFoundPage = lazy(() => import('../features/auth/pages/NotFoundPage.tsx'));

// The authenticated area.
const AppLayout = lazy(() => import('./layout/AppLayout.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage.tsx'));
const AccountPage = lazy(() => import('../features/account/AccountPage.tsx'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage.tsx'));
const HelpPage = lazy(() => import('../features/help/HelpPage.tsx'));
const MediaPage = lazy(() => import('../features/media/MediaPage.tsx'));
const PlaylistsArea = lazy(() => import('../features/playlists/PlaylistsArea.tsx'));
const PlaylistsPage = lazy(() => import('../features/playlists/PlaylistsPage.tsx'));
// The slide editor is its own chunk (react-moveable and the renderer load only there).
const PlaylistEditorPage = lazy(() => import('../features/editor/PlaylistEditorPage.tsx'));
const ApprovalsPage = lazy(() => import('../features/playlists/approval/ApprovalsPage.tsx'));
const ApprovalReviewPage = lazy(() => import('../features/playlists/approval/ApprovalReviewPage.tsx'));
const TemplateEditorPage = lazy(() => import('../features/editor/TemplateEditorPage.tsx'));
const UsersPage = lazy(() => import('../features/users/UsersPage.tsx'));
const OrganizationsPage = lazy(() => import('../features/organizations/OrganizationsPage.tsx'));
const OrganizationDetailPage = lazy(() => import('../features/organizations/OrganizationDetailPage.tsx'));
const LicencePage = lazy(() => import('../features/organizations/LicencePage.tsx'));
// Screens: devices, groups, schedules (FullCalendar and dnd-kit load only here).
const DeviceManagementPage = lazy(() => import('../features/devices/DeviceManagementPage.tsx'));
const DeviceEditPage = lazy(() => import('../features/devices/DeviceEditPage.tsx'));
const GroupEditPage = lazy(() => import('../features/devices/GroupEditPage.tsx'));
const SimplifiedAssignPage = lazy(() => import('../features/devices/SimplifiedAssignPage.tsx'));
const AndroidPage = lazy(() => import('../features/devices/AndroidPage.tsx'));
// Alerts, integrations and screen messages (behind the licence flags of their side-menu items).
const AlertsListPage = lazy(() => import('../features/alerts/AlertsListPage.tsx'));
const AlertEditPage = lazy(() => import('../features/alerts/AlertEditPage.tsx'));
const IntegrationsPage = lazy(() => import('../features/alerts/IntegrationsPage.tsx'));
const IntegrationEditPage = lazy(() => import('../features/alerts/IntegrationEditPage.tsx'));
const MessagesPage = lazy(() => import('../features/messages/MessagesPage.tsx'));
// Spec 2.4: the social networks' connection result pages (the server's OAuth callback redirects there).
const SocialResultPage = lazy(() => import('../features/widgets/social/SocialResultPage.tsx'));
const CanvaResultPage = lazy(() => import('../features/media/CanvaResultPage.tsx'));
// The activity log (docs/insight.md "The activity log"), opened from the bell in the top bar.
const ActivityPage = lazy(() => import('../features/activity/ActivityPage.tsx'));
// Usage stats (owner or admin with the licence flag; recharts loads in its own chunk).
const StatsPage = lazy(() => import('../features/stats/StatsPage.tsx'));
// Card payments (spec 2.4): the payment result page and the built-in test provider's checkout.
const PaymentResultPage = lazy(() => import('../features/payments/PaymentResultPage.tsx'));
const TestCheckoutPage = lazy(() => import('../features/payments/TestCheckoutPage.tsx'));
const HomeNotFoundPage = lazy(() => import('../features/dashboard/HomeNotFoundPage.tsx'));

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

export const router = createBrowserRouter([
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
      { path: 'sso', element: page(<SsoContinuePage />) },
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
          { path: 'approvals', element: page(<ApprovalsPage />) },
          { path: 'approvals/:requestId', element: page(<ApprovalReviewPage />) },
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
]);
