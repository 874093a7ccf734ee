import {
  ACTIVITY_DEFAULT_PAGE_SIZE,
  ACTIVITY_KINDS,
  ACTIVITY_OBJECT_TYPES,
  ACTIVITY_PAGE_SIZES,
  type ActivityKind,
  type ActivityObjectType,
  type activityListBody,
} from '@signage/shared';
import type { BodyOf } from '../../api/client.ts';

/** The feed's filters, as the page keeps them in its address (`/home/activity?kinds=media&user=4…`). */
export interface ActivityFilters {
  kinds: ActivityKind[];
  userId: number | null;
  objectType: ActivityObjectType | null;
  objectId: number | null;
  /** The name of the object of `objectId`, for its chip. */
  objectName: string | null;
  /** Local dates, yyyy-mm-dd. */
  from: string | null;
  to: string | null;
  page: number;
  /** A sub-organization's log (a managing parent). */
  organizationId: number | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const positive = (v: string | null): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

export function readFilters(params: URLSearchParams): ActivityFilters {
  const kinds = (params.get('kinds') ?? '').split(',').filter((k): k is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(k));
  const type = params.get('type');
  const objectType = (ACTIVITY_OBJECT_TYPES as readonly string[]).includes(type ?? '') ? (type as ActivityObjectType) : null;
  const from = params.get('from');
  const to = params.get('to');
  return {
    kinds: [...new Set(kinds)],
    userId: positive(params.get('user')),
    objectType,
    objectId: objectType ? positive(params.get('id')) : null,
    objectName: params.get('name'),
    from: from && DATE.test(from) ? from : null,
    to: to && DATE.test(to) ? to : null,
    page: Math.min(positive(params.get('page')) ?? 1, 10_000),
    organizationId: positive(params.get('org')),
  };
}

export function writeFilters(f: ActivityFilters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.kinds.length) p.set('kinds', f.kinds.join(','));
  if (f.userId) p.set('user', String(f.userId));
  if (f.objectType) p.set('type', f.objectType);
  if (f.objectType && f.objectId) p.set('id', String(f.objectId));
  if (f.objectType && f.objectId && f.objectName) p.set('name', f.objectName);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  if (f.page > 1) p.set('page', String(f.page));
  if (f.organizationId) p.set('org', String(f.organizationId));
  return p;
}

/** Start of a local day, or its end (`end`), as an instant. */
export function localDay(date: string, end = false): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
  return at.toISOString();
}

/** The body of `/activity/list` for these filters (dates in the browser's time zone; "to" includes its day). */
export function listBody(f: ActivityFilters, pageSize: number): BodyOf<typeof activityListBody> {
  let from = f.from;
  let to = f.to;
  if (from && to && from > to) [from, to] = [to, from];
  return {
    ...(f.organizationId ? { organizationId: f.organizationId } : {}),
    ...(f.kinds.length ? { kinds: f.kinds } : {}),
    ...(f.userId ? { userId: f.userId } : {}),
    ...(f.objectType ? { objectType: f.objectType } : {}),
    ...(f.objectType && f.objectId ? { objectId: f.objectId } : {}),
    ...(from ? { from: localDay(from) } : {}),
    ...(to ? { to: localDay(to, true) } : {}),
    page: f.page,
    pageSize,
  };
}

export const hasFilters = (f: ActivityFilters) =>
  f.kinds.length > 0 || f.userId !== null || f.objectType !== null || f.from !== null || f.to !== null;

const PAGE_SIZE_KEY = 'signage.activity.pageSize';

/** Items per page (spec part 9: configurable), remembered in this browser. */
export function storedPageSize(): number {
  try {
    const n = Number(window.localStorage.getItem(PAGE_SIZE_KEY));
    return (ACTIVITY_PAGE_SIZES as readonly number[]).includes(n) ? n : ACTIVITY_DEFAULT_PAGE_SIZE;
  } catch {
    return ACTIVITY_DEFAULT_PAGE_SIZE;
  }
}

export function storePageSize(n: number): void {
  try {
    window.localStorage.setItem(PAGE_SIZE_KEY, String(n));
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}
