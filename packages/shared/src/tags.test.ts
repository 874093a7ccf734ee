import { describe, expect, it } from 'vitest';
import { screenTag, screenTags, tagRule } from './contracts/devices.ts';
import { dynamicGroupsOf, membersOf, ruleMatches } from './tags.ts';

describe('screen tags and dynamic group rules', () => {
  it('takes the hashtag format, lower-cased, without repeats', () => {
    expect(screenTag.parse('#Lobby')).toBe('lobby');
    expect(screenTags.parse(['a', 'A', '#a', 'b_2', 'ö-x'])).toEqual(['a', 'b_2', 'ö-x']);
    for (const bad of ['', '#', 'two words', 'semi;colon', 'x'.repeat(41)]) expect(screenTag.safeParse(bad).success).toBe(false);
    expect(tagRule.safeParse({ match: 'any', tags: [] }).success).toBe(false);
    expect(tagRule.safeParse({ match: 'some', tags: ['a'] }).success).toBe(false);
  });

  it('all of needs every tag, any of one; an empty rule or no tags match nothing', () => {
    expect(ruleMatches({ match: 'all', tags: ['a', 'b'] }, ['a', 'b', 'c'])).toBe(true);
    expect(ruleMatches({ match: 'all', tags: ['a', 'b'] }, ['a'])).toBe(false);
    expect(ruleMatches({ match: 'any', tags: ['a', 'b'] }, ['b'])).toBe(true);
    expect(ruleMatches({ match: 'any', tags: ['a'] }, ['c'])).toBe(false);
    expect(ruleMatches({ match: 'any', tags: [] }, ['a'])).toBe(false);
    expect(ruleMatches({ match: 'all', tags: ['a'] }, [])).toBe(false);
    expect(ruleMatches(null, ['a'])).toBe(false);
  });

  it('matches only groups and screens of the same organization, newest group first', () => {
    const groups = [
      { id: 1, organizationId: 1, rule: { match: 'any' as const, tags: ['a'] } },
      { id: 3, organizationId: 1, rule: { match: 'all' as const, tags: ['a', 'b'] } },
      { id: 2, organizationId: 2, rule: { match: 'any' as const, tags: ['a'] } },
      { id: 4, organizationId: 1, rule: null },
    ];
    expect(dynamicGroupsOf({ organizationId: 1, tags: ['a', 'b'] }, groups).map((g) => g.id)).toEqual([3, 1]);
    expect(dynamicGroupsOf({ organizationId: null, tags: ['a'] }, groups)).toEqual([]);
    const screens = [
      { id: 10, organizationId: 1, tags: ['a'] },
      { id: 11, organizationId: 2, tags: ['a'] },
    ];
    expect(membersOf({ organizationId: 1, rule: { match: 'any', tags: ['a'] } }, screens).map((d) => d.id)).toEqual([10]);
  });
});
