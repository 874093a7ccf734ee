import net from 'node:net';
import { reusePortSupported } from './runtime.ts';

/**
 * Extra listening sockets on the HTTP server's own address and port that hand every connection
 * they accept to it (an `http.Server` is a `net.Server`; docs/screens.md, "A reconnection storm").
 *
 * libuv accepts one connection per listening socket per turn of the event loop, and a turn of a
 * busy server lasts milliseconds (on PGlite, queries run on the loop's own thread): when thousands
 * of screens reconnect at once (a restart, a network cut), one listening socket lets them in at a
 * few hundred per second. With SO_REUSEPORT the kernel spreads new connections over all the
 * sockets of the port, and each is accepted on the same turn. Only processes of the same user that
 * also ask for SO_REUSEPORT can share the port; a second server on the same PGlite data directory
 * stops at the directory's lock before it listens.
 *
 * Linux only, Node 22.12 or newer (elsewhere `reusePort` is refused or ignored, and the server keeps its one socket).
 */
export async function openAcceptors(server: net.Server, count: number, backlog: number): Promise<net.Server[]> {
  const address = server.address();
  if (count <= 0 || !address || typeof address === 'string') return [];
  const acceptors: net.Server[] = [];
  try {
    for (let i = 0; i < count; i++) {
      const acceptor = net.createServer((socket) => server.emit('connection', socket));
      await new Promise<void>((resolve, reject) => {
        acceptor.once('error', reject);
        acceptor.listen({ port: address.port, host: address.address, backlog, reusePort: true }, () => {
          acceptor.off('error', reject);
          resolve();
        });
      });
      acceptors.push(acceptor);
    }
  } catch (error) {
    void closeAcceptors(acceptors);
    throw error;
  }
  return acceptors;
}

/**
 * Stops listening on the extra sockets at once, and resolves once every connection they handed over
 * has ended. The HTTP server drains and closes those connections like its own, but its `close` waits
 * only for the connections it accepted itself: a shutdown waits for this too before it closes the
 * database, or requests still running on them would meet a closed database.
 */
export function closeAcceptors(acceptors: net.Server[]): Promise<void> {
  return Promise.all(acceptors.map((a) => new Promise<void>((resolve) => a.close(() => resolve())))).then(() => undefined);
}

/**
 * Whether this runtime and platform let several sockets listen on one port (`reusePort`): decided
 * from the Node version (lib/runtime.ts), as Node 20 on Linux ignores the option.
 */
export const canShareListeningPort = reusePortSupported(process.versions.node, process.platform);
