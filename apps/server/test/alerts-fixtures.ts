import { eq } from 'drizzle-orm';
import { licences } from '../src/db/schema/index.ts';
import type { AppConfig } from '../src/config.ts';
import { appWithOrgs, json, post, type TestApp, tempDataDir } from './helpers.ts';
import { ok } from './screens-fixtures.ts';

/**
 * The alert suites' app (docs/alerts.md): the platform, Org A and Org B signed in, and Org A's admin,
 * content creator, screen manager and staff; both organizations may have 20 screens.
 */
export async function alertsApp(prefix: string, overrides: Partial<AppConfig> = {}) {
  const dir = tempDataDir(prefix);
  const { t, keys, orgs, userIds } = await appWithOrgs(dir, { rateLimits: false, ...overrides }, [
    'admin',
    'content_creator',
    'screen_manager',
    'staff',
  ]);
  for (const org of [orgs.a, orgs.b]) await t.database.db.update(licences).set({ numDevices: 20 }).where(eq(licences.organizationId, org));
  return { t, dir, keys, orgs, userIds };
}

/** The fields of a valid alert (continuous, every screen), with changes. */
export const alertFields = (over: Record<string, unknown> = {}) => ({
  name: 'Fire drill',
  type: 'fire',
  description: 'A fire drill is under way.',
  instructions: 'Leave by the nearest exit.',
  mode: 'continuous',
  backgroundColor: '#B71C1C',
  textColor: '#FFFFFF',
  targets: { all: true },
  ...over,
});

export const messageFields = (over: Record<string, unknown> = {}) => ({
  text: 'Lunch is served in the atrium',
  style: 'ticker',
  position: 'bottom',
  backgroundColor: '#000000',
  textColor: '#FFFFFF',
  targets: { all: true },
  ...over,
});

/** Sets licence flags of an organization through its overrides (as a managing parent would). */
export async function setFlags(t: TestApp, organizationId: number, flags: Record<string, boolean>) {
  const [lic] = await t.database.db.select().from(licences).where(eq(licences.organizationId, organizationId));
  await t.database.db
    .update(licences)
    .set({ overrides: { ...lic?.overrides, ...flags } })
    .where(eq(licences.organizationId, organizationId));
}

/** A new alert of the caller's organization (or `organizationId`); answers its summary. */
export async function createAlert(t: TestApp, key: string, over: Record<string, unknown> = {}) {
  return ok(t, key, '/alerts/create', alertFields(over));
}

/** A new integration; answers the IntegrationSecret (key and URLs). */
export async function createIntegration(t: TestApp, key: string, body: Record<string, unknown>) {
  return ok(t, key, '/alerts/integrations/create', { provider: 'generic', ...body }) as Promise<{
    integration: Record<string, any>;
    apiKey: string;
    triggerUrl: string;
    deactivateUrl: string;
    jsonUrl: string;
  }>;
}

/** A hook call without a session, from `address`. */
export async function hook(
  t: TestApp,
  key: string,
  path: '' | '/trigger' | '/deactivate',
  body?: unknown,
  headers: Record<string, string> = {},
  address?: string,
) {
  const res =
    body === undefined
      ? await t.app.inject({ method: 'POST', url: `/api/hooks/${key}${path}`, headers, remoteAddress: address ?? '127.0.0.1' })
      : typeof body === 'string'
        ? await t.app.inject({
            method: 'POST',
            url: `/api/hooks/${key}${path}`,
            payload: body,
            headers: { 'content-type': 'application/xml', ...headers },
            remoteAddress: address ?? '127.0.0.1',
          })
        : await post(t.app, `/api/hooks/${key}${path}`, body, headers, address);
  return { status: res.statusCode, body: json(res), headers: res.headers };
}
