import { describe, expect, it } from 'vitest';
import type { RouteAccess } from '../../core/context.ts';
import { tokenScopeFor } from './token-scopes.ts';

const session = (over: Partial<RouteAccess> = {}): RouteAccess => ({ auth: 'session', ...over });

describe('the scope an API token needs for a route', () => {
  it('reads need read; changes need the scope of their permission or path', () => {
    expect(tokenScopeFor('GET', '/api/media/:id/content/:sha256', session({ cookie: true }))).toBe('read');
    expect(tokenScopeFor('POST', '/api/playlist/list', session({ permission: 'playlists.assignShared' }))).toBe('read');
    expect(tokenScopeFor('POST', '/api/device/getSchedule', session({ permission: 'devices.manage' }))).toBe('read');
    expect(tokenScopeFor('POST', '/api/playlist/create', session({ permission: 'content.manage', write: true }))).toBe('content');
    expect(tokenScopeFor('POST', '/api/playlist/assignToDevice', session({ permission: 'playlists.assignShared', write: true }))).toBe(
      'screens',
    );
    expect(tokenScopeFor('POST', '/api/alerts/broadcast', session({ permission: 'alerts.manage' }))).toBe('alerts');
    expect(tokenScopeFor('POST', '/api/messages/create', session({ permission: 'messages.view', write: true }))).toBe('alerts');
    expect(tokenScopeFor('POST', '/api/users/updateRole', session({ permission: 'users.manage', write: true }))).toBe('users');
    // A "read-looking" name on a write route is still a write.
    expect(tokenScopeFor('POST', '/api/device/details', session({ permission: 'devices.manage', write: true }))).toBe('screens');
    // An unrecognised change without a known domain is closed, never `read`.
    expect(tokenScopeFor('POST', '/api/something/new', session())).toBeNull();
  });

  it('token management, the account, licences, payments, organization settings and impersonation are closed', () => {
    expect(tokenScopeFor('POST', '/api/apiTokens/list', session({ permission: 'apiTokens.manage' }))).toBeNull();
    expect(tokenScopeFor('POST', '/api/auth/changePassword', session())).toBeNull();
    expect(tokenScopeFor('POST', '/api/users/me', session({ permission: 'account.manage' }))).toBeNull();
    expect(tokenScopeFor('POST', '/api/license/info', session())).toBeNull();
    expect(tokenScopeFor('POST', '/api/payments/checkout', session({ permission: 'licence.manage' }))).toBeNull();
    expect(tokenScopeFor('GET', '/api/organizations/:id', session({ permission: 'organizations.manage' }))).toBeNull();
    expect(tokenScopeFor('POST', '/api/organizations/impersonation/request', session({ noImpersonation: true }))).toBeNull();
    expect(tokenScopeFor('POST', '/api/media/canva/connect', session({ permission: 'content.manage' }))).toBeNull();
    expect(tokenScopeFor('GET', '/api/events', session({ permission: 'devices.manage' }))).toBeNull();
    expect(tokenScopeFor('POST', '/api/organizations/orgentry', { auth: 'orgentry' })).toBeNull();
    expect(tokenScopeFor('GET', '/api/player/manifest', { auth: 'device' })).toBeNull();
  });
});
