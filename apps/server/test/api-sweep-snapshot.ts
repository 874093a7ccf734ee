import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import type { TestApp } from './helpers.ts';

// ---------------------------------------------------------------------------------------------------
// Snapshot of one organization's rows.

/**
 * Tables left out of the snapshot, each with its reason. Everything else is hashed: rows with the
 * organization's `organization_id`, or (tables without one) rows pointing at its users, devices,
 * playlists, media or templates, or (global tables) the whole table.
 */
export const SNAPSHOT_EXCLUDED: Record<string, string> = {
  sessions: 'every authenticated call touches last-used times',
  audit_log: 'append-only record of calls, refusals included',
  rate_counters: 'counts every call',
  mail_outbox: 'delivery state changes asynchronously; refused calls mail nobody (other suites check mails)',
  __drizzle_migrations: 'migration bookkeeping',
};

const PARENT_COLUMNS: Record<string, string> = {
  // First: a receipt belongs to the activation's organization, whichever screen sent it.
  activation_id: 'alert_activations',
  user_id: 'users',
  device_id: 'devices',
  playlist_id: 'playlists',
  media_id: 'media',
  template_id: 'templates',
};

export async function snapshotQuery(t: TestApp, organizationId: number) {
  const cols = rowsOf<{ table_name: string; column_name: string }>(
    await t.database.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
    ),
  );
  const byTable = new Map<string, string[]>();
  for (const c of cols) byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), c.column_name]);
  const parts: string[] = [];
  const org = Number(organizationId);
  for (const [table, columns] of byTable) {
    if (table in SNAPSHOT_EXCLUDED) continue;
    let where = 'true';
    if (table === 'organizations') where = `t.id = ${org}`;
    else if (columns.includes('organization_id')) where = `t.organization_id = ${org}`;
    else {
      const parent = Object.keys(PARENT_COLUMNS).find((c) => columns.includes(c));
      if (parent) where = `t.${parent} in (select id from ${PARENT_COLUMNS[parent]} where organization_id = ${org})`;
    }
    parts.push(
      `select '${table}' as name, count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t where ${where}`,
    );
  }
  const text = parts.join(' union all ');
  return async () => {
    const rows = rowsOf<{ name: string; n: number; h: string }>(await t.database.db.execute(sql.raw(text)));
    return Object.fromEntries(rows.map((r) => [r.name, `${r.n}:${r.h}`])) as Record<string, string>;
  };
}

/** The tables whose hash differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
}

export function assertMin(label: string, value: number, min: number) {
  console.log(`[sweep] ${label}: ${value}`);
  expect(value, label).toBeGreaterThanOrEqual(min);
}
