import { describe, expect, it } from 'vitest';
import { hasTeam } from './team.ts';

describe('getting started: invite your team', () => {
  it('is done once a second user holds a seat', () => {
    expect(hasTeam(undefined)).toBe(false);
    expect(hasTeam({ usedUsers: 1 })).toBe(false);
    expect(hasTeam({ usedUsers: 2 })).toBe(true);
    expect(hasTeam({ usedUsers: 12 })).toBe(true);
  });
});
