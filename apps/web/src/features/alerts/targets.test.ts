import { describe, expect, it } from 'vitest';
import { chosenCounts, hasTargets, targetsFormOf, targetsInputOf, targetsSummary } from './targets.ts';

/** A stand-in for i18next: the key and its options, plural keys resolved like English. */
const t = (key: string, options: Record<string, unknown> = {}) => {
  if (key === 'alerts.targets.all') return 'All screens';
  if (key === 'alerts.targets.none') return 'No screens';
  if (key === 'alerts.targets.groupName') return `Group ${options.name}`;
  if (key === 'alerts.targets.more') return `${options.names} and ${options.count} more`;
  return key;
};

describe('targets', () => {
  it('summarises all screens, the root group, or the first names and a count', () => {
    expect(targetsSummary({ all: true, devices: [], groups: [] }, t)).toBe('All screens');
    expect(targetsSummary({ all: false, devices: [], groups: [{ id: -1, name: 'Root' }] }, t)).toBe('All screens');
    expect(targetsSummary({ all: false, devices: [], groups: [] }, t)).toBe('No screens');
    expect(targetsSummary(null, t)).toBe('No screens');
    const view = {
      all: false,
      devices: [
        { deviceKey: 'a', name: 'Lobby' },
        { deviceKey: 'b', name: 'Café' },
      ],
      groups: [{ id: 3, name: 'Floor 2' }],
    };
    expect(targetsSummary(view, t)).toBe('Group Floor 2, Lobby and 1 more');
    expect(targetsSummary(view, t, 3)).toBe('Group Floor 2, Lobby, Café');
  });

  it('sends empty lists with "all screens", and each key once', () => {
    expect(targetsInputOf({ all: true, deviceKeys: ['a'], groupIds: [1] })).toEqual({ all: true, deviceKeys: [], groupIds: [] });
    expect(targetsInputOf({ all: false, deviceKeys: ['a', 'a', 'b'], groupIds: [2, 2] })).toEqual({
      all: false,
      deviceKeys: ['a', 'b'],
      groupIds: [2],
    });
  });

  it('counts what is chosen, naming only what there is', () => {
    const count = (key: string, o: Record<string, unknown> = {}) =>
      key === 'alerts.targets.screenCount' ? `${o.count} screen${o.count === 1 ? '' : 's'}` : `${o.count} group${o.count === 1 ? '' : 's'}`;
    expect(chosenCounts({ all: false, deviceKeys: ['a', 'b', 'c'], groupIds: [1] }, count, 'en')).toBe('3 screens and 1 group');
    expect(chosenCounts({ all: false, deviceKeys: [], groupIds: [1, 2] }, count, 'en')).toBe('2 groups');
    expect(chosenCounts({ all: false, deviceKeys: [], groupIds: [] }, count, 'en')).toBe('');
  });

  it('reads the server’s view and knows when something is chosen', () => {
    const form = targetsFormOf({ all: false, devices: [{ deviceKey: 'a', name: 'A' }], groups: [{ id: 5, name: 'G' }] });
    expect(form).toEqual({ all: false, deviceKeys: ['a'], groupIds: [5] });
    expect(hasTargets(form)).toBe(true);
    expect(hasTargets({ all: false, deviceKeys: [], groupIds: [] })).toBe(false);
    expect(hasTargets({ all: true, deviceKeys: [], groupIds: [] })).toBe(true);
  });
});
