import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { resetEnvCache } from "@/lib/env";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A mail as people read it: quoted-printable undone (UTF-8), and the headers' encoded words
 * (=?UTF-8?Q?…?= and =?UTF-8?B?…?=, folded over several lines) decoded.
 */
export function readableMail(raw: string): string {
  // Whitespace between two encoded words, a folded line's included, is not text (RFC 2047 §6.2).
  const unfolded = raw.replace(/\?=\s+=\?/g, "?==?");
  const words = unfolded.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
  return decodeQuotedPrintable(words);
}

/** Quoted-printable encoding undone (UTF-8). */
export function decodeQuotedPrintable(text: string): string {
  const latin1 = text
    .replace(/=\r?\n/g, "")
    .replace(/[^\x00-\x7f]/g, (c) => Buffer.from(c, "utf8").toString("latin1"))
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(latin1, "latin1").toString("utf8");
}

/** A real SMTP server on a free local port; SMTP_URL points the shop's mailer at it. */
export async function startSmtpReceiver(): Promise<{ received: ReceivedMail[]; waitFor: (to: string) => Promise<ReceivedMail>; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetEnvCache();
  const waitFor = async (to: string): Promise<ReceivedMail> => {
    const seen = received.length;
    for (let i = 0; i < 100; i++) {
      const mail = received.slice(0).reverse().find((m) => m.to.includes(to));
      if (mail && received.length >= seen) return mail;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no mail for ${to}`);
  };
  return {
    received,
    waitFor,
    stop: async () => {
      delete process.env.SMTP_URL;
      resetEnvCache();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
