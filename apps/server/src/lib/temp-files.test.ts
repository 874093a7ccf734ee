import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { leftByDeadProcess, ownedTag, ownedTempName } from './temp-files.ts';

const deadPid = () => Number(spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout);

describe('owner-tagged temp names (faults: nothing lost)', () => {
  it('tells the left-overs of a dead process of this host from live or foreign files', () => {
    const mine = ownedTempName('upload');
    expect(mine).toMatch(/^upload-[0-9a-f]{8}\.\d+-[0-9a-f]{24}$/);
    expect(leftByDeadProcess(mine, false)).toBe(false); // this process, at work
    expect(leftByDeadProcess(mine, true)).toBe(true); // at start-up: an earlier incarnation with this pid
    const dead = mine.replace(`.${process.pid}-`, `.${deadPid()}-`);
    expect(leftByDeadProcess(dead, false)).toBe(true);
    const parent = mine.replace(`.${process.pid}-`, `.${process.ppid}-`);
    expect(leftByDeadProcess(parent, false)).toBe(false); // alive
    const foreign = dead.replace(/-[0-9a-f]{8}\./, '-00000000.');
    expect(leftByDeadProcess(foreign, true)).toBe(false); // another host: age decides
    expect(leftByDeadProcess('upload-stale', true)).toBe(false); // old-style name: age decides
    const part = `${'a'.repeat(64)}.${ownedTag()}.part`.replace(`.${process.pid}-`, `.${deadPid()}-`);
    expect(leftByDeadProcess(part, false)).toBe(true);
  });
});
