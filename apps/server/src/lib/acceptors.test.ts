import { once } from 'node:events';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { canShareListeningPort, closeAcceptors, openAcceptors } from './acceptors.ts';

const servers: net.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

/** A server that answers "ok" on every connection it is given (accepted itself or handed over). */
async function listen(reusePort: boolean) {
  const server = net.createServer((socket) => socket.end('ok'));
  servers.push(server);
  server.listen({ port: 0, host: '127.0.0.1', reusePort });
  await once(server, 'listening');
  return server;
}

function ask(port: number) {
  return new Promise<string>((resolve, reject) => {
    let text = '';
    net
      .connect({ host: '127.0.0.1', port })
      .on('data', (d) => {
        text += d.toString();
      })
      .on('end', () => resolve(text))
      .on('error', reject);
  });
}

describe.skipIf(!canShareListeningPort)('extra listening sockets on the server port (reconnection storms)', () => {
  it('hand the connections they accept to the server, and stop accepting when closed', async () => {
    const server = await listen(true);
    const { port } = server.address() as net.AddressInfo;
    const acceptors = await openAcceptors(server, 3, 4096);
    expect(acceptors).toHaveLength(3);
    let handedOver = 0;
    for (const a of acceptors) a.on('connection', () => handedOver++);

    const answers = await Promise.all(Array.from({ length: 120 }, () => ask(port)));
    expect(answers.every((a) => a === 'ok')).toBe(true);
    // The kernel spreads new connections over the four sockets of the port.
    expect(handedOver).toBeGreaterThan(0);
    expect(handedOver).toBeLessThan(120);

    const ended = closeAcceptors(acceptors);
    await new Promise((r) => server.close(r));
    servers.length = 0;
    await ended;
    await expect(ask(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('refuse a port whose server did not ask to share it, leaving nothing open', async () => {
    const server = await listen(false);
    await expect(openAcceptors(server, 2, 4096)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(await ask((server.address() as net.AddressInfo).port)).toBe('ok');
  });

  it('open nothing for a server that is not listening, or when none are asked for', async () => {
    expect(await openAcceptors(net.createServer(), 2, 4096)).toEqual([]);
    expect(await openAcceptors(await listen(true), 0, 4096)).toEqual([]);
  });
});
