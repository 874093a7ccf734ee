import type { AuthContext } from '../../core/context.ts';
import type { OrganizationTree } from './organization-tree.ts';

/**
 * Who is looking (spec part 3 visibility): the caller's user, the organization the request acts in,
 * and that organization's ancestors (stock offered from above). Media, playlists, templates and
 * schedules resolve ids through it.
 */
export interface Viewer {
  userId: number;
  orgId: number;
  /** Strict ancestors of orgId, nearest first. */
  ancestorIds: number[];
}

export async function viewerOf(tree: OrganizationTree, auth: AuthContext): Promise<Viewer> {
  // Read with the session (one query for the caller: sessions.repository.ts), unless the request acts
  // in another organization (impersonation) than the one they were read for.
  const known = auth.ancestry;
  if (known && known.organizationId === auth.organization.id) {
    return { userId: auth.user.id, orgId: auth.organization.id, ancestorIds: [...known.ancestorIds] };
  }
  const chain = await tree.pathToRoot(auth.organization.id);
  const ancestorIds = chain
    .map((o) => o.id)
    .filter((id) => id !== auth.organization.id)
    .reverse();
  return { userId: auth.user.id, orgId: auth.organization.id, ancestorIds };
}
