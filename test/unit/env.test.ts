import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "@/lib/env";

describe("settings", () => {
  it("has defaults for a zero-setup start", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./.data");
    expect(env.SEED_DEMO).toBe("auto");
    expect(env.COMPANY_PHONES.length).toBeGreaterThan(0);
    expect(env.TRUST_PROXY).toBe(false);
  });

  it("treats an empty DATABASE_URL as unset", () => {
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });

  it("splits the company phone numbers", () => {
    expect(parseEnv({ COMPANY_PHONES: "604-555-0100,  250-555-0101 ," }).COMPANY_PHONES).toEqual([
      "604-555-0100",
      "250-555-0101",
    ]);
  });

  it.each([
    ["DATABASE_URL", "mysql://localhost/shop"],
    ["DATABASE_POOL_MAX", "0"],
    ["SEED_DEMO", "sometimes"],
    ["LOG_LEVEL", "loud"],
    ["TRUST_PROXY", "yes"],
    ["COMPANY_EMAIL", "not-an-email"],
  ])("a bad %s stops start-up with its name", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`Invalid setting ${name}:`));
  });
});
