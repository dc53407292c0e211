import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users } from "@/db/schema";
import { AdminAccountError, createAdmin } from "@/lib/identity/admin-accounts";
import { verifyPassword } from "@/lib/identity/password";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import * as build from "@/test/support/builders";

describe("npm run create-admin", () => {
  it("creates a verified admin with an argon2id password", async () => {
    const db = await getDb();
    const result = await createAdmin(newContext(db, VISITOR), { email: "Staff@Shop.example.ca", password: "correct horse battery" });
    expect(result.created).toBe(true);
    const [row] = await db.select().from(users).where(eq(users.id, result.id));
    expect(row).toMatchObject({ role: "Admin", verified: true, email: "Staff@Shop.example.ca" });
    expect(await verifyPassword(row.passwordHash!, "correct horse battery")).toBe(true);
  });

  it("refuses a bad email, a short password, or an existing account without --update", async () => {
    const db = await getDb();
    await expect(createAdmin(newContext(db, VISITOR), { email: "nope", password: "correct horse battery" })).rejects.toThrow(AdminAccountError);
    await expect(createAdmin(newContext(db, VISITOR), { email: "short@shop.example.ca", password: "short" })).rejects.toThrow(/12 characters/);
    const customer = await build.customer();
    await expect(createAdmin(newContext(db, VISITOR), { email: customer.email.toUpperCase(), password: "correct horse battery" })).rejects.toThrow(/--update/);
    const [row] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(row.role).toBe("Customer");
  });

  it("with --update promotes the account, sets the password and ends its sessions", async () => {
    const db = await getDb();
    const customer = await build.customer();
    const result = await createAdmin(newContext(db, VISITOR), { email: customer.email, password: "a new long password", update: true });
    expect(result).toEqual({ id: customer.id, created: false });
    const [row] = await db.select().from(users).where(eq(users.id, customer.id));
    expect(row).toMatchObject({ role: "Admin", verified: true, tokenVersion: customer.tokenVersion + 1 });
  });
});
