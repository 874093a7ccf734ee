import { eq } from 'drizzle-orm';
import { licences } from '../src/db/schema/index.ts';
import { json, lastMailTo, login, post, STRONG_PASSWORD, signUp, type TestApp, uniqueEmail } from './helpers.ts';

/** Calls with `Authorization: SessionKey …` (spec 7.1 for organization and licence calls). */
export async function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  key: string | null,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { ...(key ? { authorization: `SessionKey ${key}` } : {}), ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** End of the local day as the CMS sends it (updateLocalTime). */
export function endOfLocalDay(now = new Date()): string {
  const d = new Date(now);
  d.setHours(23, 59, 59, 999);
  return d.toISOString();
}

/** Follows the invitation mailed to `email`: chooses a password, then signs in. */
export async function acceptInvitation(t: TestApp, email: string) {
  const mail = await lastMailTo(t, email);
  const token = mail?.text.match(/\/newpassword\/([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  const res = await post(t.app, '/api/auth/changePasswordToken', {
    token: decodeURIComponent(token),
    password: STRONG_PASSWORD,
    passwordRepeat: STRONG_PASSWORD,
  });
  if (res.statusCode !== 200) throw new Error(`invitation failed: ${res.body}`);
  return login(t, email);
}

export const licenseData = (over: Record<string, unknown> = {}) => ({
  package: 'LOCATION_1Y',
  numDevices: 10,
  numUsers: 5,
  validityDays: 200,
  interactiveDeviceLimit: 2,
  ...over,
});

/** Gives an organization a reseller licence directly (location package, sub-org management, impersonation, full theme). */
export async function makeReseller(t: TestApp, organizationId: number, subOrgUpdateAccess: 0 | 1 | 2 = 2) {
  await t.database.db
    .update(licences)
    .set({
      packageName: 'LOCATION_1Y',
      numDevices: 100,
      numUsers: 50,
      validityDays: 365,
      validityExpiresAt: new Date(Date.now() + 365 * 86_400_000),
      interactiveDeviceLimit: 20,
      overrides: { subOrgUpdateAccess, themeManagement: 2, impersonation: true, customTitle: true },
    })
    .where(eq(licences.organizationId, organizationId));
}

export interface OrgActor {
  organizationId: number;
  email: string;
  key: string;
}

/** A signed-up organization (child of the platform) with its owner signed in. */
export async function signedUpOrg(t: TestApp, orgName: string): Promise<OrgActor> {
  const org = await signUp(t, { orgName });
  const { sessionKey } = await login(t, org.email);
  return { organizationId: org.organizationId, email: org.email, key: sessionKey };
}

/** Creates a sub-organization through the API and signs its invited owner in. */
export async function createSub(t: TestApp, parent: OrgActor, name: string, over: Record<string, unknown> = {}): Promise<OrgActor> {
  const ownerEmail = uniqueEmail('subowner');
  const res = await call(t, 'POST', `/api/organizations/${parent.organizationId}/suborganizations/create`, parent.key, {
    name,
    parentOrganizationId: parent.organizationId,
    ownerName: `${name} Owner`,
    ownerEmail,
    country: 'Sweden',
    licenseData: licenseData(),
    ...over,
  });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  const id = json(res).response.id as number;
  const { sessionKey } = await acceptInvitation(t, ownerEmail);
  return { organizationId: id, email: ownerEmail, key: sessionKey };
}
