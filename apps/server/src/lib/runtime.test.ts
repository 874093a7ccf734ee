import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionNotice, parseNodeVersion, REFERENCE_NODE_MAJOR, reusePortSupported } from './runtime.ts';

describe('what the Node.js runtime can do (docs/deploy.md, "Node.js")', () => {
  it('reads a version string with or without its v', () => {
    expect(parseNodeVersion('v20.20.2')).toEqual([20, 20, 2]);
    expect(parseNodeVersion('24.21.0')).toEqual([24, 21, 0]);
    expect(parseNodeVersion('25.0.0-pre')).toEqual([25, 0, 0]);
    expect(parseNodeVersion('nonsense')).toEqual([0, 0, 0]);
  });

  it('reusePort from the runtime: Node 22.12+, 23.1+, 24+ on Linux; never before, never elsewhere', () => {
    const linux = (v: string) => reusePortSupported(v, 'linux');
    expect(['18.20.4', '20.20.2', '22.0.0', '22.11.0', '23.0.0'].map(linux)).toEqual([false, false, false, false, false]);
    expect(['22.12.0', '22.22.1', '23.1.0', '24.0.0', '24.21.0', '26.1.0'].map(linux)).toEqual([true, true, true, true, true, true]);
    expect(reusePortSupported('24.21.0', 'darwin')).toBe(false);
    expect(reusePortSupported('24.21.0', 'win32')).toBe(false);
  });

  it('one start-up line on a Node older than the reference, naming the version expected; none from the reference on', () => {
    expect(nodeVersionNotice('v20.20.2')).toBe(
      'This server expects Node.js 24 or newer and is running on Node.js 20.20.2: it works, with less (one listening socket instead of several on Node.js before 22.12); install Node.js 24.',
    );
    expect(nodeVersionNotice('v22.12.0')).toMatch(/^This server expects Node.js 24 or newer and is running on Node.js 22.12.0/);
    expect(nodeVersionNotice('v24.0.0')).toBeNull();
    expect(nodeVersionNotice('v25.2.1')).toBeNull();
  });

  it('the reference is the one package.json engines names', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } };
    expect(pkg.engines.node).toBe(`>=${REFERENCE_NODE_MAJOR}`);
  });

  // The decision against the real thing: every Node at hand (this one, and the system's, Node 20 on
  // the development machine) listens twice on one port with reusePort.
  const probe = `const net=require('node:net');const a=net.createServer();a.listen({port:0,host:'127.0.0.1',reusePort:true},()=>{const b=net.createServer();b.on('error',()=>{console.log(JSON.stringify([process.versions.node,false]));process.exit(0)});b.listen({port:a.address().port,host:'127.0.0.1',reusePort:true},()=>{console.log(JSON.stringify([process.versions.node,true]));process.exit(0)})})`;
  const nodes = [...new Set([process.execPath, '/usr/bin/node', '/usr/local/bin/node'].filter((p) => existsSync(p)))];
  it.skipIf(process.platform !== 'linux').each(nodes)('%s: shares a port exactly when the decision says so', (node) => {
    const [version, shared] = JSON.parse(execFileSync(node, ['-e', probe], { encoding: 'utf8' })) as [string, boolean];
    expect(shared, version).toBe(reusePortSupported(version, 'linux'));
  });
});
