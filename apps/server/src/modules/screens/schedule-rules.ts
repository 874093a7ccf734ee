import { parseScheduleEntry, type ScheduleEntry } from '@signage/schedule';
import { can } from '@signage/shared';
import type { AuthContext } from '../../core/context.ts';
import { AppError, fieldError, notFound } from '../../lib/errors.ts';
import { parseJsonText } from '../../lib/json-text.ts';
import type { PlaylistsRepository } from '../playlists/playlists.repository.ts';
import type { OrganizationTree } from '../tenancy/organization-tree.ts';
import { viewerOf } from '../tenancy/viewer.ts';

const invalid = (fields?: Record<string, 'SCHEDULE_INVALID'>) => new AppError(400, 'SCHEDULE_INVALID', undefined, fields);

/**
 * A schedule entry from a request: an object or its JSON text (spec: "scheduleEntry as JSON text").
 * Malformed, or start not before end (spec part 5) → 400 SCHEDULE_INVALID ('Please choose a valid
 * schedule...'), with the offending fields under `field`.
 */
export function parseEntryInput(input: unknown, field = 'scheduleEntry'): ScheduleEntry {
  const value = typeof input === 'string' ? parseJsonText(input, field, () => invalid({ [field]: 'SCHEDULE_INVALID' })) : input;
  const parsed = parseScheduleEntry(value);
  if (parsed.ok) return parsed.entry;
  if (parsed.code === 'VALIDATION') {
    const fields: Record<string, 'SCHEDULE_INVALID'> = {};
    for (const issue of parsed.error.issues) fields[[field, ...issue.path.map(String)].join('.')] = 'SCHEDULE_INVALID';
    throw invalid(fields);
  }
  throw invalid({ [`${field}.end`]: 'SCHEDULE_INVALID' });
}

/** Puts an entry at `index` (index = length appends); a larger index → 400 SCHEDULE_INDEX_INVALID. */
export function putEntry<T>(list: T[], index: number, entry: T): T[] {
  if (index > list.length) throw new AppError(400, 'SCHEDULE_INDEX_INVALID', undefined, { scheduleEntryIndex: 'SCHEDULE_INDEX_INVALID' });
  const next = [...list];
  if (index === list.length) next.push(entry);
  else next[index] = entry;
  return next;
}

export function dropEntry<T>(list: T[], index: number): T[] {
  if (index >= list.length) throw new AppError(400, 'SCHEDULE_INDEX_INVALID', undefined, { scheduleEntryIndex: 'SCHEDULE_INDEX_INVALID' });
  return list.filter((_, i) => i !== index);
}

/**
 * A playlist the caller may put on screens (spec parts 4 and 6; security.md TEN-3): visible to the
 * caller (else 404), a playlist (not a folder), shared or stock when the caller is a screen manager
 * (403 PLAYLIST_SHARED_ONLY), and published (400 PLAYLIST_NOT_PUBLISHED).
 */
export class AssignablePlaylists {
  constructor(
    private readonly tree: OrganizationTree,
    private readonly playlists: PlaylistsRepository,
    /** Approval before publishing: where it is required, the last approved version may be assigned while changes wait. */
    private readonly approval?: { requiredFor(organizationId: number): Promise<boolean> },
  ) {}

  async check(auth: AuthContext, playlistId: number, field = 'playlistId') {
    const viewer = await viewerOf(this.tree, auth);
    const [row] = await this.playlists.findVisible(viewer, [playlistId]);
    if (!row) throw notFound();
    if (row.p.type !== 'playlist') throw fieldError(field, 'FIELD_INVALID');
    if (!can(auth.role, 'content.manage') && row.p.section !== 'shared' && row.p.section !== 'stock')
      throw new AppError(403, 'PLAYLIST_SHARED_ONLY');
    const approved = row.p.publishedVersion > 0 && (await this.approval?.requiredFor(row.p.organizationId));
    if (!row.p.isPublished && !approved) throw new AppError(400, 'PLAYLIST_NOT_PUBLISHED');
    return row.p;
  }
}
