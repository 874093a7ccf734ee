import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { canShareListeningPort, closeAcceptors, openAcceptors } from './acceptors.ts';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

async function listen(reusePort: boolean) {
  const server = http.createServer((_req, res) => res.end('ok'));
  servers.push(server);
  server.listen({ port: 0, host: '127.0.0.1', reusePort });
  await once(server, 'listening');
  return server;
}

function get(port: number) {
  return new Promise<number>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe.skipIf(!canShareListeningPort)('extra listening sockets on the server port (reconnection storms)', () => {
  it('hand the connections they accept to the HTTP server, and stop accepting when closed', async () => {
    const server = await listen(true);
    const { port } = server.address() as net.AddressInfo;
    const acceptors = await openAcceptors(server, 3, 4096);
    expect(acceptors).toHaveLength(3);
    let handedOver = 0;
    for (const a of acceptors) a.on('connection', () => handedOver++);

    const statuses = await Promise.all(Array.from({ length: 120 }, () => get(port)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    // The kernel spreads new connections over the four sockets of the port.
    expect(handedOver).toBeGreaterThan(0);
    expect(handedOver).toBeLessThan(120);

    const ended = closeAcceptors(acceptors);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await ended;
    servers.length = 0;
    await expect(get(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('refuse a port whose server did not ask to share it, leaving nothing open', async () => {
    const server = await listen(false);
    await expect(openAcceptors(server, 2, 4096)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(await get((server.address() as net.AddressInfo).port)).toBe(200);
  });

  it('open nothing for a server that is not listening, or when none are asked for', async () => {
    expect(await openAcceptors(http.createServer(), 2, 4096)).toEqual([]);
    expect(await openAcceptors(await listen(true), 0, 4096)).toEqual([]);
  });
});
