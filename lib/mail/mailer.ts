import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/log/logger";

/*
 * Outgoing email. With SMTP_URL set, messages go through that server; without it (the zero-setup
 * default) each message is written as an .eml file under DATA_DIR/mail. Logs name the recipient and
 * subject only: bodies hold password-reset codes.
 */

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (an order's invoice PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

// One SMTP transport per process: nodemailer parses the URL and sets up TLS options once.
let smtpTransport: Transporter | undefined;
// The file fallback only renders the message to a buffer; it is stateless and cheap to keep too.
let fileTransport: Transporter | undefined;

function getSmtpTransport(url: string): Transporter {
  smtpTransport ??= nodemailer.createTransport(url);
  return smtpTransport;
}

function getFileTransport(): Transporter {
  fileTransport ??= nodemailer.createTransport({ streamTransport: true, buffer: true });
  return fileTransport;
}

/** `2025-01-31T18-04-05-123Z-9f86d081.eml`: sortable by time, no characters filesystems dislike. */
function mailFileName(now: Date): string {
  return `${now.toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
}

export function mailDir(): string {
  return path.resolve(getEnv().DATA_DIR, "mail");
}

/** Sends one email; throws when the SMTP server refuses it or cannot be reached. */
export async function sendMail(message: MailMessage): Promise<void> {
  const env = getEnv();
  const { to, subject } = message;
  const mail = { from: env.MAIL_FROM, to, subject, text: message.text, html: message.html, attachments: message.attachments };

  if (env.SMTP_URL) {
    try {
      const info = await getSmtpTransport(env.SMTP_URL).sendMail(mail);
      logger.info({ to, subject, messageId: info.messageId }, "mail sent");
    } catch (err) {
      logger.error({ err, to, subject }, "mail not sent: SMTP error");
      throw err;
    }
    return;
  }

  try {
    const info = await getFileTransport().sendMail(mail);
    const dir = mailDir();
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, mailFileName(new Date()));
    await writeFile(file, info.message as Buffer, { flag: "wx" });
    logger.info({ to, subject, file }, "mail written to file (SMTP_URL is not set)");
  } catch (err) {
    logger.error({ err, to, subject }, "mail not written");
    throw err;
  }
}
