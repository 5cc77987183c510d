/**
 * A switch in front of the demo server: every connection to the gate's port is passed through,
 * until `down()` closes the port and cuts the open connections, as a lost network does. Firefox's
 * and WebKit's drivers have no offline mode, so the journeys take the network away here instead.
 */
import { createServer, connect, type Socket } from 'node:net';

export interface Gate {
  /** http://127.0.0.1:PORT, the origin the browser uses. */
  readonly url: string;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function openGate(target: { host: string; port: number }): Promise<Gate> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => (client.destroy(), upstream.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  let open = true;
  const down = async () => {
    if (!open) return;
    open = false;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    down,
    up: async () => {
      if (open) return;
      await listen(port);
      open = true;
    },
    close: down,
  };
}
