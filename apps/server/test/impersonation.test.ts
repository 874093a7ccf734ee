import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, licences, users } from '../src/db/schema/index.ts';
import { addUser, buildTestApp, json, login, type TestApp, uniqueEmail } from './helpers.ts';
import { call, createSub, endOfLocalDay, licenseData, makeReseller, type OrgActor, signedUpOrg } from './org-fixtures.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

const HEADER = 'Impersonation-Target-Organization-Id';
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let root: OrgActor;
let parent: OrgActor;
let child: OrgActor;
let grandchild: OrgActor;
let sibling: OrgActor;
let unrelated: OrgActor;
let requestId: number;

const as = (target: number | string) => ({ [HEADER]: String(target) });

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await buildTestApp({ smtpUrl: smtp.url, mailFrom: 'Signage <signage@example.org>' });
  root = await signedUpOrg(t, 'Platform');
  parent = await signedUpOrg(t, 'Parent Co');
  await makeReseller(t, parent.organizationId);
  child = await createSub(t, parent, 'Child Shop', { licenseData: licenseData({ subOrgUpdateAccess: 1 }) });
  grandchild = await createSub(t, child, 'Grandchild Kiosk', {
    licenseData: licenseData({ numDevices: 2, numUsers: 2, interactiveDeviceLimit: 0 }),
  });
  sibling = await createSub(t, parent, 'Sibling Shop');
  unrelated = await signedUpOrg(t, 'Unrelated Ltd');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('impersonation: request, consent mail, accept, act, audit, revoke (spec 4, 6, 7.1, 7.4)', () => {
  it('a parent owner asks a direct sub-organization; its owner receives the consent mail over SMTP', async () => {
    const res = await call(t, 'POST', '/api/organizations/impersonation/request', parent.key, {
      recipientOrganizationId: child.organizationId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const req = json(res).response;
    expect(req).toMatchObject({
      status: 'pending',
      direction: 'sent',
      recipientOrganizationName: 'Child Shop',
      requesterOrganizationName: 'Parent Co',
    });
    requestId = req.id;
    await t.app.ctx.mailer.idle();
    const mail = smtp.inbox.find((m) => m.to.includes(child.email) && m.text.includes('impersonation'));
    expect(mail?.text).toContain(`https://signage.test/home/organizations?impersonationRequest=${requestId}`);
    expect(mail?.text).toContain('Parent Co');
    // One live request per pair.
    const again = await call(t, 'POST', '/api/organizations/impersonation/request', parent.key, {
      recipientOrganizationId: child.organizationId,
    });
    expect(again.statusCode).toBe(409);
    expect(json(again).errorCode).toBe('IMPERSONATION_REQUEST_EXISTS');
  });

  it('only direct children can be asked; other organizations are invisible', async () => {
    const deeper = await call(t, 'POST', '/api/organizations/impersonation/request', parent.key, {
      recipientOrganizationId: grandchild.organizationId,
    });
    expect(deeper.statusCode).toBe(403);
    expect(json(deeper)).toMatchObject({
      errorCode: 'IMPERSONATION_NOT_ALLOWED',
      message: 'Only directly subordinate organizations can be enabled for impersonation.',
    });
    for (const id of [unrelated.organizationId, root.organizationId, 987654]) {
      expect(
        (await call(t, 'POST', '/api/organizations/impersonation/request', parent.key, { recipientOrganizationId: id })).statusCode,
      ).toBe(404);
    }
    // A trial organization's licence does not allow impersonation.
    const trial = await call(t, 'POST', '/api/organizations/impersonation/request', unrelated.key, {
      recipientOrganizationId: unrelated.organizationId,
    });
    expect(trial.statusCode).toBe(403);
  });

  it('the header is refused until the owner accepts', async () => {
    const res = await call(t, 'POST', '/api/users/list', parent.key, {}, as(child.organizationId));
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('IMPERSONATION_NOT_ACCEPTED');
  });

  it('lists received/sent; accepting needs agreement to the terms and the owner (not an admin)', async () => {
    const received = json(await call(t, 'GET', '/api/organizations/impersonation/requests/received', child.key)).response;
    expect(received).toEqual([expect.objectContaining({ id: requestId, direction: 'received', status: 'pending' })]);
    const sent = json(await call(t, 'GET', '/api/organizations/impersonation/requests/sent', parent.key)).response;
    expect(sent.map((r: { id: number }) => r.id)).toContain(requestId);
    const noTerms = await call(t, 'POST', `/api/organizations/impersonation/${requestId}/accept`, child.key, { agreeToTerms: false });
    expect(noTerms.statusCode).toBe(400);
    expect(json(noTerms).fields.agreeToTerms).toMatchObject({ code: 'TERMS_REQUIRED', message: 'You must accept the terms to continue.' });
    const admin = await addUser(t, child.organizationId, 'admin');
    const adminKey = (await login(t, admin.email)).sessionKey;
    expect(
      (await call(t, 'POST', `/api/organizations/impersonation/${requestId}/accept`, adminKey, { agreeToTerms: true })).statusCode,
    ).toBe(403);
    // The requester cannot accept its own request; a stranger cannot see it.
    expect(
      (await call(t, 'POST', `/api/organizations/impersonation/${requestId}/accept`, parent.key, { agreeToTerms: true })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'POST', `/api/organizations/impersonation/${requestId}/accept`, unrelated.key, { agreeToTerms: true })).statusCode,
    ).toBe(404);
    const ok = await call(t, 'POST', `/api/organizations/impersonation/${requestId}/accept`, child.key, { agreeToTerms: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json(ok).response).toMatchObject({ status: 'accepted', respondedByName: 'Child Shop Owner' });
    const accepted = json(await call(t, 'GET', '/api/organizations/impersonation/requests/accepted', parent.key)).response;
    expect(accepted).toEqual([expect.objectContaining({ id: requestId, direction: 'sent' })]);
  });

  it('with the header the parent acts inside the child; every call is audited with both organizations', async () => {
    const list = await call(t, 'POST', '/api/users/list', parent.key, {}, as(child.organizationId));
    expect(list.statusCode, list.body).toBe(200);
    expect(json(list).response.users.map((u: { email: string }) => u.email)).toContain(child.email);
    const added = await call(
      t,
      'POST',
      '/api/users/add',
      parent.key,
      { fullname: 'Via Parent', email: uniqueEmail('via'), role: 'staff' },
      as(child.organizationId),
    );
    expect(added.statusCode, added.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, json(added).response.id));
    expect(row?.organizationId).toBe(child.organizationId);
    const upd = await call(
      t,
      'POST',
      `/api/organizations/${child.organizationId}/update`,
      parent.key,
      { organizationId: child.organizationId, name: 'Child Shop', country: 'Denmark' },
      as(child.organizationId),
    );
    expect(upd.statusCode, upd.body).toBe(200);
    await new Promise((r) => setTimeout(r, 50));
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'impersonation.call'), eq(auditLog.organizationId, child.organizationId)));
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(audit.every((a) => a.actorOrganizationId === parent.organizationId)).toBe(true);
    const [invited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.invited'), eq(auditLog.objectId, String(json(added).response.id))));
    expect(invited).toMatchObject({ organizationId: child.organizationId, actorOrganizationId: parent.organizationId });
  });

  it('under impersonation: no consent, ownership or licence calls (TEN-7); the grandchild stays out of reach of the header', async () => {
    const refused: Array<[string, string, unknown]> = [
      ['POST', '/api/organizations/impersonation/request', { recipientOrganizationId: grandchild.organizationId }],
      ['POST', `/api/organizations/impersonation/${requestId}/accept`, { agreeToTerms: true }],
      ['POST', `/api/organizations/impersonation/${requestId}/delete`, {}],
      [
        'POST',
        `/api/organizations/${child.organizationId}/updateOwner`,
        { organizationId: child.organizationId, ownerName: 'X', ownerEmail: uniqueEmail('x') },
      ],
      [
        'POST',
        '/api/license/update',
        { data: { organizationId: grandchild.organizationId, updateLocalTime: endOfLocalDay(), numUsers: 1 } },
      ],
      ['POST', `/api/license/${grandchild.organizationId}/credits/add`, { numberOfCredits: 5 }],
      ['GET', '/api/organizations/impersonation/requests/received', undefined],
    ];
    for (const [method, url, body] of refused) {
      const res = await call(t, method as 'GET' | 'POST', url, parent.key, body, as(child.organizationId));
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(json(res).errorCode).toBe('IMPERSONATION_REFUSED');
    }
  });

  it('refuses every other use of the header with the same answer, revealing nothing', async () => {
    const staff = await addUser(t, parent.organizationId, 'staff');
    const staffKey = (await login(t, staff.email)).sessionKey;
    const cases: Array<[string, string, string, string]> = [
      ['grandchild', parent.key, String(grandchild.organizationId), 'IMPERSONATION_NOT_ALLOWED'],
      ['unrelated', parent.key, String(unrelated.organizationId), 'IMPERSONATION_NOT_ALLOWED'],
      ['the platform', parent.key, String(root.organizationId), 'IMPERSONATION_NOT_ALLOWED'],
      ['own organization', parent.key, String(parent.organizationId), 'IMPERSONATION_NOT_ALLOWED'],
      ['missing', parent.key, '987654', 'IMPERSONATION_NOT_ALLOWED'],
      ['malformed', parent.key, 'abc', 'IMPERSONATION_NOT_ALLOWED'],
      ['negative', parent.key, '-1', 'IMPERSONATION_NOT_ALLOWED'],
      ['exponent', parent.key, '1e3', 'IMPERSONATION_NOT_ALLOWED'],
      ['empty', parent.key, '', 'IMPERSONATION_NOT_ALLOWED'],
      ['sibling without consent', parent.key, String(sibling.organizationId), 'IMPERSONATION_NOT_ACCEPTED'],
      ['staff of the parent', staffKey, String(child.organizationId), 'IMPERSONATION_NOT_ALLOWED'],
      ['child upwards', child.key, String(parent.organizationId), 'IMPERSONATION_NOT_ALLOWED'],
      ['sibling sideways', sibling.key, String(child.organizationId), 'IMPERSONATION_NOT_ALLOWED'],
    ];
    const bodies = new Set<string>();
    for (const [name, key, header, code] of cases) {
      const res = await call(t, 'POST', '/api/users/list', key, {}, { [HEADER]: header });
      expect(res.statusCode, name).toBe(403);
      expect(json(res).errorCode, name).toBe(code);
      for (const secret of ['Grandchild Kiosk', 'Unrelated Ltd', 'Platform', 'Sibling Shop']) expect(res.body).not.toContain(secret);
      if (code === 'IMPERSONATION_NOT_ALLOWED') bodies.add(JSON.stringify({ ...json(res), requestId: undefined }));
    }
    expect(bodies.size).toBe(1);
  });

  it('refuses the header when the parent licence stops allowing impersonation, and writes while the parent licence is expired', async () => {
    const [lic] = await t.database.db.select().from(licences).where(eq(licences.organizationId, parent.organizationId));
    await t.database.db
      .update(licences)
      .set({ overrides: { ...lic?.overrides, impersonation: false } })
      .where(eq(licences.organizationId, parent.organizationId));
    const off = await call(t, 'POST', '/api/users/list', parent.key, {}, as(child.organizationId));
    expect(json(off).errorCode).toBe('IMPERSONATION_NOT_ALLOWED');
    await t.database.db
      .update(licences)
      .set({ overrides: lic?.overrides, validityExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(licences.organizationId, parent.organizationId));
    const read = await call(t, 'POST', '/api/users/list', parent.key, {}, as(child.organizationId));
    expect(read.statusCode).toBe(200);
    const write = await call(
      t,
      'POST',
      '/api/users/add',
      parent.key,
      { fullname: 'X', email: uniqueEmail('x'), role: 'staff' },
      as(child.organizationId),
    );
    expect(json(write).errorCode).toBe('LICENSE_EXPIRED');
    await t.database.db
      .update(licences)
      .set({ validityExpiresAt: lic?.validityExpiresAt })
      .where(eq(licences.organizationId, parent.organizationId));
  });

  it('either side revokes; the header is refused at once afterwards', async () => {
    const revoke = await call(t, 'POST', `/api/organizations/impersonation/${requestId}/delete`, child.key, {});
    expect(revoke.statusCode, revoke.body).toBe(200);
    expect(json(revoke).response.status).toBe('revoked');
    const after = await call(t, 'POST', '/api/users/list', parent.key, {}, as(child.organizationId));
    expect(json(after).errorCode).toBe('IMPERSONATION_NOT_ACCEPTED');
    // The parent side: a new request, accepted, then revoked by the parent.
    const again = json(
      await call(t, 'POST', '/api/organizations/impersonation/request', parent.key, { recipientOrganizationId: child.organizationId }),
    ).response;
    await call(t, 'POST', `/api/organizations/impersonation/${again.id}/accept`, child.key, { agreeToTerms: true });
    expect((await call(t, 'POST', '/api/users/list', parent.key, {}, as(child.organizationId))).statusCode).toBe(200);
    const byParent = await call(t, 'POST', `/api/organizations/impersonation/${again.id}/delete`, parent.key);
    expect(byParent.statusCode, byParent.body).toBe(200);
    expect(json(byParent).response.status).toBe('revoked');
    expect((await call(t, 'POST', '/api/users/list', parent.key, {}, as(child.organizationId))).statusCode).toBe(403);
    // A pending request rejected by the child.
    const third = json(
      await call(t, 'POST', '/api/organizations/impersonation/request', parent.key, { recipientOrganizationId: child.organizationId }),
    ).response;
    const rejected = await call(t, 'POST', `/api/organizations/impersonation/${third.id}/delete`, child.key, {});
    expect(json(rejected).response.status).toBe('rejected');
    expect(
      (await call(t, 'POST', `/api/organizations/impersonation/${third.id}/accept`, child.key, { agreeToTerms: true })).statusCode,
    ).toBe(409);
    // Someone else's request id is invisible.
    expect((await call(t, 'POST', `/api/organizations/impersonation/${third.id}/delete`, unrelated.key, {})).statusCode).toBe(404);
  });
});
