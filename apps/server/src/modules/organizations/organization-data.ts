import type { DbOrTx } from '../../db/client.ts';

/**
 * Which tables hold an organization's content, for "transfer the data to the parent" and
 * POST /organizations/{id}/transfer. The composition root adds the tables of modules built
 * elsewhere (devices, groups, alerts…) with `organizationData.tables.push('devices')`, or a custom mover.
 */
export interface OrganizationDataHooks {
  /** Tables with an `organization_id` column whose rows move with the content. */
  tables: string[];
  /**
   * Extra movers (tables needing more than an organization_id update). They run first, inside the
   * transfer's transaction, while every row of `tables` is still `fromOrg`'s.
   */
  movers: Array<(fromOrg: number, toOrg: number, tx: DbOrTx) => Promise<void>>;
  /**
   * History tables with an `organization_id` column and no foreign key (proof of play, the stats
   * roll-ups: they outlive the screens and playlists they count). They move with the content, and
   * an organization deleted with its content takes its rows along; nothing cascades to them.
   */
  history: string[];
}

/** The content tables of this module's neighbours, built once by the composition root. */
export function createOrganizationDataHooks(): OrganizationDataHooks {
  return { tables: ['media_folders', 'media', 'playlists', 'templates'], movers: [], history: [] };
}
