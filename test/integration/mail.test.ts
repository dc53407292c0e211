import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "@/lib/env";
import { sendMail } from "@/lib/mail/mailer";

interface Received {
  from: string | false;
  to: string[];
  user: string | undefined;
  raw: string;
}

const received: Received[] = [];

const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onAuth(auth, _session, callback) {
    callback(null, { user: auth.username });
  },
  onRcptTo(address, _session, callback) {
    if (address.address.endsWith("@refused.example.ca")) {
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      return;
    }
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom && session.envelope.mailFrom.address,
        to: session.envelope.rcptTo.map((r) => r.address),
        user: session.user as string | undefined,
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  // The setup file's database already read (and cached) the settings: make SMTP_URL take effect.
  process.env.SMTP_URL = `smtp://mailer:secret@127.0.0.1:${port}`;
  resetEnvCache();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvCache();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("sendMail through SMTP", () => {
  it("delivers the message to the SMTP server", async () => {
    await sendMail({
      to: "buyer@example.ca",
      subject: "Your password reset code",
      text: "Your code is 482913. It expires in 15 minutes.",
      html: "<p>Your code is <strong>482913</strong>.</p>",
    });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.to).toEqual(["buyer@example.ca"]);
    expect(mail.from).toBe("orders@fraserharbour.example.ca");
    expect(mail.user).toBe("mailer");
    expect(mail.raw).toMatch(/^To: buyer@example\.ca\r?$/m);
    expect(mail.raw).toMatch(/^Subject: Your password reset code\r?$/m);
    expect(mail.raw).toMatch(/^From: Fraser Harbour Wholesale Foods <orders@fraserharbour\.example\.ca>\r?$/m);
    expect(mail.raw).toContain("Your code is 482913. It expires in 15 minutes.");
    expect(mail.raw).toContain("<strong>482913</strong>");
  });

  it("throws what the SMTP server refuses", async () => {
    await expect(
      sendMail({ to: "nobody@refused.example.ca", subject: "Refused", text: "Never delivered." }),
    ).rejects.toThrow(/550|Mailbox unavailable/);
  });
});
