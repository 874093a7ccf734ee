import type { OrganizationDetails } from '@signage/shared';
import { useEffectiveOrganizationId } from '../../../state/impersonation.ts';
import { useStoredUser } from '../../../state/session.ts';
import { UsersTable } from '../../users/index.ts';

/** Users tab: the same table as /users, for this organization. */
export function UsersTab({ org }: { org: OrganizationDetails }) {
  const user = useStoredUser();
  const homeId = useEffectiveOrganizationId(user?.organizationId);
  return <UsersTable organizationId={org.id === homeId ? undefined : org.id} />;
}
