import net from "node:net";

/*
 * One HTTP/1.1 request written byte for byte on a socket: any method, even those fetch refuses to
 * send (TRACE, TRACK, CONNECT) or a token no client knows.
 */

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

function dechunk(body: string): string {
  let rest = body;
  let out = "";
  for (;;) {
    const end = rest.indexOf("\r\n");
    const size = parseInt(rest.slice(0, end), 16);
    if (end < 0 || !size) return out;
    out += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 2 + size + 2);
  }
}

function parse(raw: string): RawAnswer | null {
  const split = raw.indexOf("\r\n\r\n");
  if (split < 0) return null;
  const [statusLine, ...lines] = raw.slice(0, split).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  return { status: Number(statusLine.split(" ")[1]), headers, body: headers["transfer-encoding"] === "chunked" ? dechunk(body) : body };
}

/** The answer to `METHOD target HTTP/1.1`, read until the server closes; null when it closed without one. */
export function rawRequest(port: number, method: string, target = "/"): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`);
    });
    socket.setTimeout(15_000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => resolve(parse(Buffer.concat(chunks).toString("utf8"))));
  });
}
