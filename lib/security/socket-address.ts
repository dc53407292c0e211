import "server-only";
import http from "node:http";

/*
 * Next 16 gives route handlers no socket address and keeps a client-sent X-Forwarded-For as it is
 * (see client-ip.ts). At start-up (instrumentation hook, Node runtime) this stamps every incoming
 * request with the real peer address in SOCKET_ADDRESS_HEADER, overwriting anything a client sent
 * under that name, so rate limits per address cannot be reset by forging headers.
 */
export const SOCKET_ADDRESS_HEADER = "x-shop-socket-address";

const installed = Symbol.for("wholesale-shop.socket-address-header");

export function installSocketAddressHeader(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: boolean };
  if (proto[installed]) return;
  proto[installed] = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function patchedEmit(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? "";
    }
    return emit.call(this, event, ...args);
  } as typeof proto.emit;
}
