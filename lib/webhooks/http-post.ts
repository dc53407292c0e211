import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { hostOf, vetHost, vetWebhookUrl, WebhookUrlRefused, type Resolver } from "./url-guard";

/*
 * One webhook POST (issue 32). node:http(s) rather than fetch, for two reasons: the socket's DNS
 * lookup is the SSRF guard itself (the address vetted is the address connected to: no window for
 * DNS rebinding between the check and the connection), and no redirect is ever followed (a 3xx is
 * a failed attempt: a redirect to http://169.254.169.254/ would otherwise undo the guard).
 */

export const WEBHOOK_TIMEOUT_MS = 10_000;
/** What is read of a receiver's answer, for the log's last_error: the rest is discarded. */
const ANSWER_EXCERPT_BYTES = 300;
const ANSWER_MAX_BYTES = 64 * 1024;

export interface PostOutcome {
  ok: boolean;
  /** The receiver's HTTP status, when it answered. */
  status: number | null;
  /** Why it failed, one line, for the delivery log. */
  error: string | null;
}

export interface PostRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  allowPrivate: boolean;
  resolve?: Resolver;
  timeoutMs?: number;
}

/** A socket lookup that answers only vetted addresses (every address of the name is checked). */
function guardedLookup(allowPrivate: boolean, resolve: Resolver | undefined): LookupFunction {
  return (hostname, options, callback) => {
    vetHost(hostname, { allowPrivate, resolve }).then(
      (addresses) => {
        const wanted = options.family === 4 || options.family === 6 ? addresses.filter((a) => a.family === options.family) : addresses;
        const usable = wanted.length > 0 ? wanted : addresses;
        if (options.all) (callback as (err: null, addresses: { address: string; family: number }[]) => void)(null, usable);
        else callback(null, usable[0].address, usable[0].family);
      },
      (error: Error) => callback(Object.assign(error, { code: "EWEBHOOKREFUSED" }) as NodeJS.ErrnoException, "", 0),
    );
  };
}

function oneLine(text: string, max = ANSWER_EXCERPT_BYTES): string {
  return text.replace(/\s+/g, " ").trim().slice(0, max);
}

/** Posts the body; never throws: every failure is an outcome with its reason. */
export async function postWebhook(request: PostRequest): Promise<PostOutcome> {
  let url: URL;
  try {
    // An IP literal connects without a lookup: vetted here. A name is vetted again by the socket's lookup.
    ({ url } = await vetWebhookUrl(request.url, { allowPrivate: request.allowPrivate, resolve: request.resolve }));
  } catch (error) {
    return { ok: false, status: null, error: error instanceof WebhookUrlRefused ? error.message : "Refused address" };
  }
  const client = url.protocol === "https:" ? https : http;
  const timeoutMs = request.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const req = client.request(
      url,
      {
        method: "POST",
        headers: { ...request.headers, "Content-Length": String(Buffer.byteLength(request.body)), Host: url.host },
        lookup: guardedLookup(request.allowPrivate, request.resolve),
        // Each delivery its own connection: a kept-alive socket would skip the lookup, and the guard with it.
        agent: false,
        servername: hostOf(url),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size <= ANSWER_MAX_BYTES) chunks.push(chunk);
          else res.destroy();
        });
        const done = () => {
          const excerpt = oneLine(Buffer.concat(chunks).toString("utf8"));
          if (status >= 200 && status < 300) finish({ ok: true, status, error: null });
          else if (status >= 300 && status < 400) finish({ ok: false, status, error: `HTTP ${status}: redirect not followed${res.headers.location ? ` (to ${oneLine(res.headers.location, 200)})` : ""}` });
          else finish({ ok: false, status, error: `HTTP ${status}${excerpt ? `: ${excerpt}` : ""}` });
        };
        res.on("end", done);
        res.on("close", done);
        res.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EWEBHOOKREFUSED") finish({ ok: false, status: null, error: error.message });
      else finish({ ok: false, status: null, error: oneLine(error.message || String(error.code ?? "connection failed")) });
    });
    req.end(request.body);
  });
}
