import "server-only";
import http from "node:http";
import type { Duplex } from "node:stream";
import { httpErrorMessages } from "@/lib/shared/messages/errors-http";

/*
 * The HTTP methods the shop serves. Node's HTTP server answers any other with a 405 before Next.js
 * sees the request: Next 16 makes a Fetch Request of each request, and Fetch forbids TRACE and
 * TRACK, so each of those answered 500 and wrote a stack trace to the log; a CONNECT lost its
 * connection without an answer and a method Node's parser does not know got a bare 400. Installed
 * at start-up (instrumentation hook) like the socket address stamp, so the Docker image's
 * server.js, `npm start` and the e2e server all refuse them.
 */

export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

export const ALLOW_HEADER = SERVED_METHODS.join(", ");

const served = new Set<string>(SERVED_METHODS);

/** A request line (a method token, a target, a version) whose method Node's parser refused. */
const REQUEST_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+) \S+ HTTP\/\d\.\d\r?\n/;

const installed = Symbol.for("wholesale-shop.served-methods");
const connectRefused = Symbol.for("wholesale-shop.served-methods.connect");

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
type ParseError = Error & { code?: string; rawPacket?: Buffer };
type HttpSocket = Duplex & { _httpMessage?: http.ServerResponse | null };

export function isServedMethod(method: string | undefined): boolean {
  return method !== undefined && served.has(method);
}

/** The method of a request line Node's parser refused as unknown; null for bytes that are not a request line. */
export function unknownMethodOf(error: ParseError): string | null {
  if (error.code !== "HPE_INVALID_METHOD" || !error.rawPacket) return null;
  return REQUEST_LINE.exec(error.rawPacket.toString("latin1"))?.[1] ?? null;
}

function refusal(method: string): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ detail: httpErrorMessages.methodNotAllowed(method) });
  const headers = {
    Allow: ALLOW_HEADER,
    "Content-Type": "application/json",
    "Content-Length": String(Buffer.byteLength(body)),
    "Cache-Control": "no-store",
    "X-Content-Type-Options": "nosniff",
    Connection: "close",
  };
  return { body, headers };
}

function refuseRequest(request: http.IncomingMessage, response: http.ServerResponse): void {
  const { body, headers } = refusal(request.method ?? "");
  response.writeHead(405, headers).end(body);
}

/** For a socket Node hands over without a response (CONNECT, an upgrade, a request line it refused). */
function refuseOnSocket(socket: Duplex, method: string): void {
  const { body, headers } = refusal(method);
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join("");
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\n${head}\r\n${body}`, () => socket.destroy());
}

/** Node drops a CONNECT unanswered unless the server listens for it; this listener answers 405. */
function listenForConnect(server: http.Server & { [connectRefused]?: boolean }): void {
  if (server[connectRefused]) return;
  server[connectRefused] = true;
  server.on("connect", (_request: http.IncomingMessage, socket: Duplex) => refuseOnSocket(socket, "CONNECT"));
}

/** True when the event was a request for a method the shop does not serve, now answered 405. */
function refused(server: http.Server, event: string | symbol, args: unknown[]): boolean {
  if (event === "request" || event === "upgrade") {
    const request = args[0] as http.IncomingMessage;
    if (isServedMethod(request.method)) return false;
    if (event === "request") refuseRequest(request, args[1] as http.ServerResponse);
    else refuseOnSocket(args[1] as Duplex, request.method ?? "");
    return true;
  }
  if (event === "clientError") {
    const socket = args[1] as HttpSocket;
    const method = unknownMethodOf(args[0] as ParseError);
    // As Node's own answer to a parse error: never into an answer already under way on this socket.
    if (method === null || !socket.writable || socket._httpMessage?.headersSent) return false;
    refuseOnSocket(socket, method);
    return true;
  }
  if (event === "connection") listenForConnect(server);
  return false;
}

export function installServedMethodsGuard(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit as Emit;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (refused(this, event, args)) return true;
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
