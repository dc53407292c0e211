import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { POST as importRoute } from "@/app/api/users/import/route";
import { getDb, type Db } from "@/db/client";
import { auditLog, priceLists, users } from "@/db/schema";
import { newContext } from "@/lib/context/context";
import { sendImportInvitations } from "@/lib/customers/customer-import";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { apiRequest, json, noParams } from "@/test/support/requests";
import { decodeQuotedPrintable, readableMail, startSmtpReceiver } from "@/test/support/smtp-receiver";

/*
 * Issue 32: the customer import (POST /api/users/import/, docs/data-exchange.md "Customers"): a dry
 * run that writes nothing, a real run in one transaction or nothing, cells judged as the customer
 * form judges them, the invitation of each new customer sent once and never again.
 */

let db: Db;
let admin: TestUser;
let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let run = 0;

beforeAll(async () => {
  db = await getDb();
  smtp = await startSmtpReceiver();
  admin = await build.admin();
  await db.insert(priceLists).values({ name: "Import Gold" }).onConflictDoNothing();
}, 60_000);
afterAll(async () => smtp.stop());

/** A unique email per test run, so that files of several tests never meet. */
const mail = (name: string) => `${name}.${process.pid}.${run}@import.example.ca`;

function upload(content: string | Uint8Array, query = "dry_run=true", user: TestUser | null = admin, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.set("file", new File([content as BlobPart], "customers.csv", { type: "text/csv" }));
  return importRoute(apiRequest(`/api/users/import/?${query}`, { method: "POST", body: form, headers: { ...(user ? tokenHeader(user) : {}), ...headers } }), noParams).then(json);
}

const stored = (email: string) => db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).then((rows) => rows[0]);
const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
const settle = (ms = 400) => new Promise((r) => setTimeout(r, ms));

describe("POST /api/users/import/ with a good file", () => {
  it("dry run: reports what it would create and change, field by field, and writes nothing", async () => {
    run += 1;
    const existing = await build.customer({ company: "Old Name Ltd." });
    const file = [
      "email,company,first_name,last_name,phone_number,address,town_city,state,zipcode,country,verified,price_list,locale",
      `${mail("ann")},Harbour Café,Ann,Lee,604-555-0123,1 Main St,Vancouver,British Columbia,v6b1a1,Canada,yes,import gold,fr-CA`,
      `${existing.email},New Name Inc.,,,,,,,,,,,`,
    ].join("\r\n");
    const answer = await upload(file);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ dry_run: true, applied: false, created: 1, updated: 1, unchanged: 0, refused: [], refused_total: 0, invitations: 1 });
    expect(answer.body.changes[0]).toEqual({
      row: 2,
      email: mail("ann"),
      action: "create",
      fields: {
        email: { before: null, after: mail("ann") },
        company: { before: null, after: "Harbour Café" },
        first_name: { before: null, after: "Ann" },
        last_name: { before: null, after: "Lee" },
        phone_number: { before: null, after: "6045550123" },
        address: { before: null, after: "1 Main St" },
        town_city: { before: null, after: "Vancouver" },
        state: { before: null, after: "BC" },
        zipcode: { before: null, after: "V6B 1A1" },
        country: { before: null, after: "Canada" },
        verified: { before: null, after: true },
        price_list: { before: null, after: "Import Gold" },
        locale: { before: null, after: "fr-CA" },
      },
    });
    expect(answer.body.changes[1]).toEqual({ row: 3, email: existing.email, action: "update", fields: { company: { before: "Old Name Ltd.", after: "New Name Inc." } } });
    expect(await stored(mail("ann"))).toBeUndefined();
    expect((await stored(existing.email)).company).toBe("Old Name Ltd.");
  });

  it("applies in one transaction: creates and changes, audits each customer and the file, invites the new customer once in their language", async () => {
    run += 1;
    const existing = await build.customer({ company: "Before Co." });
    const file = [
      "email;company;first_name;state;zipcode;price_list;locale",
      `${mail("bob")};Bistro Bob;Bob;ON;M5V 2T6;Import Gold;fr-CA`,
      `${mail("cat")};Cat Deli;Cat;QC;H2X 1Y4;;`,
      `${existing.email};After Co.;;;;;`,
    ].join("\n");
    const answer = await upload(file, "dry_run=false");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ dry_run: false, applied: true, created: 2, updated: 1, unchanged: 0, invitations: 2 });
    const bob = await stored(mail("bob"));
    const [gold] = await db.select().from(priceLists).where(eq(priceLists.name, "Import Gold"));
    expect(bob).toMatchObject({ role: "Customer", username: mail("bob"), company: "Bistro Bob", state: "ON", zipcode: "M5V 2T6", verified: true, locale: "fr-CA", passwordHash: null, priceListId: gold.id });
    expect((await stored(existing.email)).company).toBe("After Co.");
    // The audit rows, written with the change.
    const ids = [bob.id, (await stored(mail("cat"))).id, existing.id];
    const audits = await db.select().from(auditLog).where(and(eq(auditLog.entity, "customer"), inArray(auditLog.entityId, ids.map(String))));
    expect(audits.map((a) => a.action).sort()).toEqual(["create", "create", "update"]);
    expect(audits.find((a) => a.entityId === String(existing.id))).toMatchObject({ before: { company: "Before Co." }, after: { company: "After Co." }, actorId: admin.id });
    const [fileAudit] = await db.select().from(auditLog).where(eq(auditLog.entity, "import")).orderBy(desc(auditLog.id)).limit(1);
    expect(fileAudit).toMatchObject({ action: "import", after: { kind: "customers", file: "customers.csv", created: 2, updated: 1 } });
    // Invitations: after the commit, one each, Bob's in French.
    await smtp.waitFor(mail("bob"));
    await smtp.waitFor(mail("cat"));
    await settle();
    expect(mailsTo(mail("bob"))).toHaveLength(1);
    expect(mailsTo(mail("cat"))).toHaveLength(1);
    expect(mailsTo(existing.email)).toHaveLength(0);
    const bobMail = decodeQuotedPrintable(readableMail(mailsTo(mail("bob"))[0].raw));
    expect(bobMail).toMatch(/choisir|mot de passe/i);
    expect(bobMail).toContain("/fr/validateCode?email=");
    expect((await stored(mail("bob"))).invitedAt).not.toBeNull();
  });

  it("never invites twice: the same file imported again changes nothing and sends nothing, nor does a second invitation run", async () => {
    run += 1;
    const file = `email,company\r\n${mail("dee")},Dee's Diner\r\n`;
    expect((await upload(file, "dry_run=false")).body).toMatchObject({ applied: true, created: 1, invitations: 1 });
    await smtp.waitFor(mail("dee"));
    const again = await upload(file, "dry_run=false");
    expect(again.body).toMatchObject({ applied: true, created: 0, updated: 0, unchanged: 1, invitations: 0 });
    const changed = await upload(`email,company\r\n${mail("dee")},Dee's Bistro\r\n`, "dry_run=false");
    expect(changed.body).toMatchObject({ applied: true, created: 0, updated: 1, invitations: 0 });
    const dee = await stored(mail("dee"));
    const sent = await sendImportInvitations(newContext(db, { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true }), [dee.id], new URL("http://shop.test/"));
    expect(sent).toBe(0);
    await settle();
    expect(mailsTo(mail("dee"))).toHaveLength(1);
  });

  it("invites in batches with a pause, skips a customer who has a password", async () => {
    run += 1;
    const rows = Array.from({ length: 5 }, (_, i) => `${mail(`batch${i}`)},Batch ${i}`);
    const answer = await upload(`email,company\n${rows.join("\n")}\n`, "dry_run=true");
    expect(answer.body.created).toBe(5);
    // Created without the import's own invitations, to drive them here.
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const [row] = await db.insert(users).values({ email: mail(`batch${i}`), username: mail(`batch${i}`), role: "Customer", passwordHash: i === 4 ? "argon2-hash" : null }).returning({ id: users.id });
      ids.push(row.id);
    }
    const ctx = newContext(db, { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true });
    const started = Date.now();
    expect(await sendImportInvitations(ctx, ids, new URL("http://shop.test/"), { batch: 2, pauseMs: 300 })).toBe(4);
    // Three batches: two pauses.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
    for (let i = 0; i < 4; i++) expect(mailsTo(mail(`batch${i}`)), `batch${i}`).toHaveLength(1);
    expect(mailsTo(mail("batch4"))).toHaveLength(0);
    expect(await sendImportInvitations(ctx, ids, new URL("http://shop.test/"), { batch: 2, pauseMs: 0 })).toBe(0);
  });

  it("reads a Latin-1 (Windows-1252) file with French header names", async () => {
    run += 1;
    const text = `Courriel;Entreprise;Prénom;Ville;Province;Code postal;Vérifié\r\n${mail("eve")};Épicerie Côté;Hélène;Montréal;Québec;H2X 1Y4;non\r\n`;
    const latin1 = Uint8Array.from([...text].map((c) => c.charCodeAt(0)));
    const answer = await upload(latin1, "dry_run=false");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ applied: true, created: 1 });
    expect(await stored(mail("eve"))).toMatchObject({ company: "Épicerie Côté", firstName: "Hélène", townCity: "Montréal", state: "QC", verified: false });
  });

  it("unescapes a cell the exports escaped against formulas, and keeps text that merely starts like one", async () => {
    run += 1;
    const answer = await upload(`email,company\r\n${mail("fay")},"'=Fay & Co"\r\n`, "dry_run=false");
    expect(answer.body).toMatchObject({ applied: true, created: 1 });
    expect((await stored(mail("fay"))).company).toBe("=Fay & Co");
  });
});

describe("POST /api/users/import/ refusals", () => {
  it("refuses each kind of bad row with its row, column and reason; a real run writes nothing at all and answers 400", async () => {
    run += 1;
    const staff = await build.admin();
    const file = [
      "email,company,phone_number,state,zipcode,country,verified,price_list,locale",
      `${mail("good")},Good Co,,,,,,,`,
      `not-an-email,X,,,,,,,`,
      `,No Email,,,,,,,`,
      `${mail("phone")},X,12,,,,,,`,
      `${mail("prov")},X,,Ontari,,,,,`,
      `${mail("zip")},X,,,12345,,,,`,
      `${mail("country")},X,,,,France,,,`,
      `${mail("verified")},X,,,,,maybe,,`,
      `${mail("list")},X,,,,,,Platinum,`,
      `${mail("locale")},X,,,,,,,de-DE`,
      `${staff.email},X,,,,,,,`,
      `${mail("good")},Again,,,,,,,`,
      `${mail("cells")},X,,,,,,,,extra`,
    ].join("\n");
    const answer = await upload(file, "dry_run=false");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ dry_run: false, applied: false, created: 1, detail: "Nothing was imported: 12 rows are refused." });
    const reasons = Object.fromEntries(answer.body.refused.map((r: { row: number; column: string | null; reason: string }) => [r.row, [r.column, r.reason]]));
    expect(reasons).toMatchObject({
      3: ["email", "Please enter valid email address"],
      4: ["email", "This row needs a value here."],
      5: ["phone_number", expect.any(String)],
      6: ["state", expect.any(String)],
      7: ["zipcode", expect.any(String)],
      8: ["country", expect.any(String)],
      9: ["verified", "Enter yes or no (true/false, 1/0, oui/non)."],
      10: ["price_list", 'There is no price list named "Platinum".'],
      11: ["locale", "Enter en-CA (English) or fr-CA (French)."],
      12: ["email", "This email is a staff account's: the import creates and changes customers only."],
      13: ["email", "Duplicate of row 2."],
      14: [null, "This row has 10 cells; the header names 9 columns."],
    });
    expect(await stored(mail("good"))).toBeUndefined();
    // The audit rows were rolled back with the change: none names the good row's customer.
    expect(await db.select().from(auditLog).where(sql`${auditLog.entity} = 'customer' and ${auditLog.after}->>'email' = ${mail("good")}`)).toEqual([]);
    await settle();
    expect(mailsTo(mail("good"))).toHaveLength(0);
  });

  it("refuses the whole file for an unknown column, named; an empty file; no file", async () => {
    run += 1;
    const unknown = await upload(`email,company,fax\r\n${mail("x")},X,1\r\n`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.file[0]).toContain('Unknown column "fax"');
    expect((await upload("")).status).toBe(400);
    const form = new FormData();
    const none = await importRoute(apiRequest("/api/users/import/", { method: "POST", body: form, headers: tokenHeader(admin) }), noParams).then(json);
    expect(none).toMatchObject({ status: 400, body: { file: ['Send the CSV file in the multipart field "file".'] } });
  });

  it("answers the reasons in French for a French caller", async () => {
    run += 1;
    const answer = await upload(`email,price_list\r\n${mail("fr")},Platinum\r\n`, "dry_run=true", admin, { "accept-language": "fr-CA" });
    expect(answer.body.refused).toEqual([{ row: 2, column: "price_list", reason: "Il n’y a pas de liste de prix nommée «\u00a0Platinum\u00a0»." }]);
  });

  it("is for staff only: 401 without a login, 403 for a customer", async () => {
    const customer = await build.customer();
    expect((await upload(`email\r\n${mail("z")}\r\n`, "dry_run=true", null)).status).toBe(401);
    expect((await upload(`email\r\n${mail("z")}\r\n`, "dry_run=true", customer)).status).toBe(403);
  });
});
