import { describe, expect, it } from 'vitest';
import { canManageUser, canResetSecondFactor, deletableSelection } from './rules.ts';

const user = (role: 'owner' | 'admin' | 'staff' | 'screen_manager' | 'content_creator', extra = {}) => ({
  role,
  isOwner: role === 'owner',
  isSelf: false,
  ...extra,
});

describe('user management rules (spec part 6)', () => {
  it('lets only the owner manage admins', () => {
    expect(canManageUser('owner', user('admin'))).toBe(true);
    expect(canManageUser('admin', user('admin'))).toBe(false);
  });
  it('lets owners and admins manage the other roles', () => {
    for (const actor of ['owner', 'admin'] as const) {
      expect(canManageUser(actor, user('staff'))).toBe(true);
      expect(canManageUser(actor, user('content_creator'))).toBe(true);
    }
    expect(canManageUser('staff', user('content_creator'))).toBe(false);
    expect(canManageUser('screen_manager', user('staff'))).toBe(false);
  });
  it('never manages the owner or oneself here', () => {
    expect(canManageUser('owner', user('owner'))).toBe(false);
    expect(canManageUser('owner', user('staff', { isSelf: true }))).toBe(false);
    expect(canManageUser(undefined, user('staff'))).toBe(false);
  });
  it('refuses a deletion that includes the owner or oneself', () => {
    expect(deletableSelection([user('staff'), user('owner')])).toBe(false);
    expect(deletableSelection([user('staff', { isSelf: true })])).toBe(false);
    expect(deletableSelection([user('staff'), user('admin')])).toBe(true);
    expect(deletableSelection([])).toBe(false);
  });
  it('lets owners and admins reset the second factor of others, admins included, but an admin not the owner’s', () => {
    expect(canResetSecondFactor('admin', user('admin'), false)).toBe(true);
    expect(canResetSecondFactor('owner', user('admin'), false)).toBe(true);
    expect(canResetSecondFactor('admin', user('staff'), false)).toBe(true);
    expect(canResetSecondFactor('admin', user('owner'), false)).toBe(false);
    expect(canResetSecondFactor('owner', user('owner', { isSelf: true }), false)).toBe(false);
    expect(canResetSecondFactor('admin', user('admin', { isSelf: true }), false)).toBe(false);
    expect(canResetSecondFactor('staff', user('content_creator'), false)).toBe(false);
    // A managing parent's owner or admin, in the sub-organization's list: its owner too.
    expect(canResetSecondFactor('admin', user('owner'), true)).toBe(true);
  });
});
