import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { getEnv, resetEnvCache } from "@/lib/env";
import { mailDir, sendMail } from "@/lib/mail/mailer";

beforeAll(() => {
  // The zero-setup default: no SMTP server configured.
  delete process.env.SMTP_URL;
  resetEnvCache();
});

describe("sendMail without SMTP_URL", () => {
  it("writes an .eml file under DATA_DIR/mail", async () => {
    await sendMail({
      to: "buyer@example.ca",
      subject: "Your password reset code",
      text: "Your code is 482913. It expires in 15 minutes.",
    });

    const dir = path.resolve(getEnv().DATA_DIR, "mail");
    expect(mailDir()).toBe(dir);
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z-[0-9a-f]{8}\.eml$/);

    const eml = await readFile(path.join(dir, files[0]), "utf8");
    expect(eml).toMatch(/^To: buyer@example\.ca\r?$/m);
    expect(eml).toMatch(/^Subject: Your password reset code\r?$/m);
    expect(eml).toContain("Your code is 482913. It expires in 15 minutes.");
  });

  it("gives each message its own file", async () => {
    await Promise.all(
      [1, 2, 3].map((n) => sendMail({ to: `buyer${n}@example.ca`, subject: `Order ${n}`, text: `Order ${n} received.` })),
    );
    const files = await readdir(mailDir());
    expect(files).toHaveLength(4);
  });
});
