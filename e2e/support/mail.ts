import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "./expect";

/* Reads the password-reset code from the .eml files the e2e server writes (DATA_DIR/mail). */

const MAIL_DIR = path.resolve(process.cwd(), process.env.E2E_DATA_DIR ?? ".e2e-data", "mail");

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function newestMailTo(email: string): Promise<string | null> {
  let files: string[];
  try {
    files = (await readdir(MAIL_DIR)).filter((name) => name.endsWith(".eml")).sort().reverse();
  } catch {
    return null;
  }
  for (const name of files) {
    const raw = await readFile(path.join(MAIL_DIR, name), "utf8");
    const headers = raw.split(/\r?\n\r?\n/, 1)[0];
    if (new RegExp(`^To:.*${email.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "im").test(headers)) return raw;
  }
  return null;
}

/** The 6-digit code of the newest email sent to `email`, waiting for it to be written. */
export async function resetCodeFor(email: string, notIn: string[] = []): Promise<string> {
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
