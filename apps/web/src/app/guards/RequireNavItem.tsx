import { type NavItem, visibleNavItems } from '@signage/shared';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useLicence } from '../../features/licences/index.ts';
import { useEffectiveOrganizationId } from '../../state/impersonation.ts';
import { useStoredUser } from '../../state/session.ts';

/**
 * Pages behind a licence flag (messages, alerts): the session check (`RequireSession`) already sends a
 * role without the permission back to /home; a licence without the flag does the same here, once the
 * licence is known, so a typed URL meets the same rule as the hidden side-menu item. If the licence
 * cannot be read the page opens and the server's 403 `FEATURE_NOT_LICENSED` speaks.
 */
export function RequireNavItem({ item, children }: { item: NavItem; children: ReactNode }) {
  const user = useStoredUser();
  const orgId = useEffectiveOrganizationId(user?.organizationId);
  const licence = useLicence(orgId);
  if (!user) return null;
  if (licence.isPending && orgId) return <PageLoading />;
  if (licence.data && !visibleNavItems(user.role, licence.data.properties).includes(item)) return <Navigate to="/home" replace />;
  return <>{children}</>;
}
