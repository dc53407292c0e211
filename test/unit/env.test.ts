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
    expect(env.PORT).toBe(3000);
    expect(env.ALLOWED_HOSTS).toBeUndefined();
    expect(env.API_TOKEN_TTL_DAYS).toBe(30);
    // Registered for no provincial tax, and no registration numbers, until the shop says so.
    expect(env.TAX_REGISTRATIONS).toEqual([]);
    expect(env.COMPANY_GST_HST_NUMBER).toBeUndefined();
    expect(env.COMPANY_QST_NUMBER).toBeUndefined();
  });

  it("reads the provincial taxes the shop is registered for, and its registration numbers, refusing what is not one", () => {
    const env = parseEnv({ TAX_REGISTRATIONS: " pst_bc, QST,PST_BC ", COMPANY_GST_HST_NUMBER: "123456789  rt0001", COMPANY_QST_NUMBER: "1234567890TQ0001" });
    expect(env.TAX_REGISTRATIONS).toEqual(["PST_BC", "QST"]);
    expect(env.COMPANY_GST_HST_NUMBER).toBe("123456789 RT0001");
    expect(env.COMPANY_QST_NUMBER).toBe("1234567890TQ0001");
    expect(parseEnv({ TAX_REGISTRATIONS: "" }).TAX_REGISTRATIONS).toEqual([]);
    expect(() => parseEnv({ TAX_REGISTRATIONS: "PST_BC, HST" })).toThrow(/TAX_REGISTRATIONS.*"HST" is not one of QST, PST_BC, RST_MB, PST_SK/s);
    expect(() => parseEnv({ COMPANY_GST_HST_NUMBER: "12345" })).toThrow(/COMPANY_GST_HST_NUMBER.*123456789 RT0001/s);
    expect(() => parseEnv({ COMPANY_QST_NUMBER: "123456789 RT0001" })).toThrow(/COMPANY_QST_NUMBER/);
  });

  it("reads ALLOWED_HOSTS as host names, lower case, a default port dropped", () => {
    expect(parseEnv({ ALLOWED_HOSTS: " Shop.Example.ca, intranet:8080 ,[::1]:3000, localhost:80," }).ALLOWED_HOSTS).toEqual([
      "shop.example.ca",
      "intranet:8080",
      "[::1]:3000",
      "localhost",
    ]);
    expect(parseEnv({ ALLOWED_HOSTS: " , " }).ALLOWED_HOSTS).toBeUndefined();
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
    ["ALLOWED_HOSTS", "https://shop.example.ca"],
    ["ALLOWED_HOSTS", "shop.example.ca/path"],
    ["ALLOWED_HOSTS", "user@shop.example.ca"],
    ["ALLOWED_HOSTS", "*"],
    ["ALLOWED_HOSTS", "shop example"],
    ["PORT", "0"],
    ["PORT", "70000"],
    ["API_TOKEN_TTL_DAYS", "0"],
    ["API_TOKEN_TTL_DAYS", "1.5"],
    ["API_TOKEN_TTL_DAYS", "3651"],
  ])("a bad %s stops start-up with its name", (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ [name]: value })).toThrow(new RegExp(`Invalid setting ${name}:`));
  });
});
