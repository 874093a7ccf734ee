import { describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../../core/context.ts';
import type { DeviceGroup } from '../../../db/schema/index.ts';
import { ManifestBuilder, type ManifestDevice, type ManifestSources } from './manifest.ts';

const row = (over: Partial<ManifestDevice> = {}): ManifestDevice => ({
  id: 1,
  organizationId: 10,
  groupId: 5,
  rotation: 0,
  interactive: false,
  timeZone: 'Europe/Stockholm',
  active: true,
  playNow: null,
  schedule: [],
  manifestVersion: null,
  ...over,
});

const group = (id: number, over: Partial<DeviceGroup> = {}) =>
  ({ id, name: `G${id}`, playNow: null, schedule: null, ...over }) as DeviceGroup;

function builder(chains: Record<number, DeviceGroup[]>) {
  const groupChain = vi.fn(async (id: number) => chains[id] ?? []);
  const sources = { groups: { groupChain } } as unknown as ManifestSources;
  return { b: new ManifestBuilder({} as AppContext, sources), groupChain };
}

describe('manifest inputs: equal rows share them, any difference gives another key', () => {
  it('computes the inputs of equal rows once (a play-now on a large group), reading each group chain once', async () => {
    const { b, groupChain } = builder({ 5: [group(5, { playNow: { playlistId: 7 } as DeviceGroup['playNow'] })] });
    const a = await b.inputsOf(row({ id: 1 }));
    const same = await b.inputsOf(row({ id: 2, manifestVersion: 'old' }));
    expect(same).toBe(a);
    expect(groupChain).toHaveBeenCalledTimes(1);
  });

  it('gives another key for every field the manifest depends on', async () => {
    const { b } = builder({ 5: [group(5)], 6: [group(6, { playNow: { playlistId: 7 } as DeviceGroup['playNow'] })] });
    const base = (await b.inputsOf(row()))?.key;
    const variants: Partial<ManifestDevice>[] = [
      { organizationId: 11 },
      { groupId: 6 },
      { groupId: null },
      { rotation: 90 },
      { interactive: true },
      { timeZone: 'UTC' },
      { active: false },
      { playNow: { playlistId: 3 } as ManifestDevice['playNow'] },
      { schedule: [{ playlistId: 3 }] as unknown as ManifestDevice['schedule'] },
    ];
    const keys = new Set([base]);
    for (const v of variants) keys.add((await b.inputsOf(row(v)))?.key);
    expect(keys.size).toBe(variants.length + 1);
  });

  it('follows the group chain of its own builder (a changed group reads anew in the next run)', async () => {
    const before = await builder({ 5: [group(5)] }).b.inputsOf(row());
    const after = await builder({ 5: [group(5, { playNow: { playlistId: 7 } as DeviceGroup['playNow'] })] }).b.inputsOf(row());
    expect(after?.key).not.toBe(before?.key);
  });

  it('has no inputs for an unpaired device', async () => {
    expect(await builder({}).b.inputsOf(row({ organizationId: null }))).toBeNull();
  });
});
