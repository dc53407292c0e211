import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { test } from "@playwright/test";
import { againstDeployment } from "./deployment";
import { expect } from "./expect";

/*
 * Reads the password-reset code of the newest email to an address. Two sources:
 * - E2E_MAILPIT_URL set (e.g. http://localhost:8025, the mail catcher of `docker compose
 *   --profile dev`): Mailpit's HTTP API, newest message to the address first
 *   (GET /api/v1/search?query=to:"…", then GET /api/v1/message/{ID}/raw);
 * - otherwise the .eml files the local e2e server writes (DATA_DIR/mail, no SMTP_URL).
 * Against a deployment without E2E_MAILPIT_URL there is no way to read its mail: a test that needs
 * a code is skipped, with that reason.
 */

const MAILPIT_URL = process.env.E2E_MAILPIT_URL?.trim().replace(/\/+$/, "") || undefined;
const MAIL_DIR = path.resolve(process.cwd(), process.env.E2E_DATA_DIR ?? ".e2e-data", "mail");

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function newestFileMailTo(email: string): Promise<string | null> {
  let files: string[];
  try {
    files = (await readdir(MAIL_DIR)).filter((name) => name.endsWith(".eml")).sort().reverse();
  } catch {
    return null;
  }
  for (const name of files) {
    const raw = await readFile(path.join(MAIL_DIR, name), "utf8");
    const headers = raw.split(/\r?\n\r?\n/, 1)[0];
    if (new RegExp(`^To:.*${escapeRegExp(email)}`, "im").test(headers)) return raw;
  }
  return null;
}

interface MailpitSearch {
  messages: Array<{ ID: string; To: Array<{ Address: string }> }>;
}

async function newestMailpitMailTo(baseUrl: string, email: string): Promise<string | null> {
  const query = new URLSearchParams({ query: `to:"${email}"`, limit: "5" });
  const search = await fetch(`${baseUrl}/api/v1/search?${query}`);
  if (!search.ok) throw new Error(`Mailpit search answered ${search.status}`);
  const { messages } = (await search.json()) as MailpitSearch;
  // Newest first; the search matches words, so check the address itself.
  const found = messages.find((m) => m.To.some((to) => to.Address.toLowerCase() === email.toLowerCase()));
  if (!found) return null;
  const raw = await fetch(`${baseUrl}/api/v1/message/${encodeURIComponent(found.ID)}/raw`);
  if (!raw.ok) throw new Error(`Mailpit message ${found.ID} answered ${raw.status}`);
  return raw.text();
}

/** The 6-digit code of the newest email sent to `email`, waiting for it to arrive. */
export async function resetCodeFor(email: string, notIn: string[] = []): Promise<string> {
  test.skip(
    againstDeployment && !MAILPIT_URL,
    "needs the shop's mail: against a deployment (E2E_BASE_URL), set E2E_MAILPIT_URL to its Mailpit",
  );
  const newestMailTo = MAILPIT_URL ? (to: string) => newestMailpitMailTo(MAILPIT_URL, to) : newestFileMailTo;
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const raw = await newestMailTo(email);
        if (!raw) return null;
        const body = decodeQuotedPrintable(raw.slice(raw.search(/\r?\n\r?\n/)));
        code = body.match(/(?<!\d)\d{6}(?!\d)/)?.[0] ?? null;
        return code && !notIn.includes(code) ? code : null;
      },
      { timeout: 15_000, message: `a reset email to ${email}` },
    )
    .not.toBeNull();
  return code!;
}
