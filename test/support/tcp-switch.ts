import net from "node:net";

/**
 * A TCP forwarder in front of a server (Redis, in the outage tests) that a test can take down:
 * `stop()` drops every connection and refuses new ones, as a stopped server does; `blackhole()`
 * keeps the connections open but answers nothing, as an unreachable host behind a firewall does;
 * `start()` forwards again on the same port.
 */
export interface TcpSwitch {
  url: string;
  stop(): Promise<void>;
  blackhole(): void;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function tcpSwitch(target: string): Promise<TcpSwitch> {
  const { hostname, port, protocol } = new URL(target);
  const sockets = new Set<net.Socket>();
  let silent = false;
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: hostname, port: Number(port || 6379) });
    sockets.add(client).add(upstream);
    client.on("data", (data) => {
      if (!silent) upstream.write(data);
    });
    upstream.on("data", (data) => {
      if (!silent) client.write(data);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", end).on("error", end);
    upstream.on("close", end).on("error", end);
  });
  const listen = (onPort: number) => new Promise<void>((resolve) => server.listen(onPort, "127.0.0.1", () => resolve()));
  await listen(0);
  const ownPort = (server.address() as net.AddressInfo).port;
  const closeServer = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  return {
    url: `${protocol}//127.0.0.1:${ownPort}`,
    async stop() {
      silent = false;
      const closed = closeServer();
      dropAll();
      await closed;
    },
    blackhole() {
      silent = true;
    },
    async start() {
      silent = false;
      if (!server.listening) await listen(ownPort);
    },
    async close() {
      const closed = closeServer();
      dropAll();
      await closed;
    },
  };
}
