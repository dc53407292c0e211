import { beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { GET as categoryListRoute } from "@/app/api/categories/list/route";
import { POST as createRoute } from "@/app/api/categories/category/details/route";
import { PATCH as patchRoute } from "@/app/api/categories/category/details/[id]/route";
import { getDb, type Db } from "@/db/client";
import { categories, productCategories } from "@/db/schema";
import { listCategories } from "@/lib/catalog/categories";
import { categoryTree } from "@/lib/shared/catalog/category-tree";
import { categoryFormData, createCategory, updateCategory } from "@/lib/catalog/category-admin";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { Forbidden, Unauthenticated } from "@/lib/shared/errors/domain-errors";
import en from "@/messages/en-CA.json";
import { tokenHeader, type TestUser } from "@/test/support/accounts";
import * as build from "@/test/support/builders";
import { cookieHeaders, SAME_ORIGIN } from "@/test/support/matrix";
import { apiRequest, json, noParams, routeParams } from "@/test/support/requests";

const m = en.adminCategories;

/* docs/product.md §2 admin categories, §3 Category, §4 trash and restore, §5 slug, §7 categories: staff only. */

let db: Db;
let admin: TestUser;
let customer: TestUser;
let pending: TestUser;

const REQUIRED = "This field is required.";
const KEYS = ["id", "is_deleted", "name", "name_fr", "parent_category", "slug"];
const VISITOR_CALL = null;
const headersOf = (user: TestUser | null) => (user ? tokenHeader(user) : {});

type View = { id: number; name: string; slug: string; parent_category: { id: number; name: string } | null; is_deleted: boolean };

async function list(query = "", user: TestUser | null = admin) {
  return json(await categoryListRoute(apiRequest(`/api/categories/list/${query}`, { headers: headersOf(user) }), noParams));
}

async function listIds(query = "", user: TestUser | null = admin): Promise<number[]> {
  const answer = await list(query, user);
  expect(answer.status).toBe(200);
  return answer.body.map((c: View) => c.id);
}

async function create(body: unknown, user: TestUser | null = admin) {
  return json(await createRoute(apiRequest("/api/categories/category/details/", { method: "POST", body, headers: headersOf(user) }), noParams));
}

async function patch(id: number | string, body: unknown, user: TestUser | null = admin) {
  return json(await patchRoute(apiRequest(`/api/categories/category/details/${id}/`, { method: "PATCH", body, headers: headersOf(user) }), routeParams({ id: String(id) })));
}

async function count(): Promise<number> {
  return (await db.select({ n: sql<number>`count(*)::int` }).from(categories))[0].n;
}

async function stored(id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row;
}

/** Every column a PATCH could change, to show a refused one changed nothing. */
const snapshot = async (id: number) => {
  const row = await stored(id);
  return { name: row.name, slug: row.slug, parentId: row.parentId, isDeleted: row.isDeleted };
};

beforeAll(async () => {
  db = await getDb();
  admin = await build.admin();
  customer = await build.customer();
  pending = await build.customer({ verified: false });
});

describe("POST /api/categories/category/details/", () => {
  it("adds a top-level category (201) with the slug derived from the name", async () => {
    const before = await count();
    const answer = await create({ name: "  Crème Fraîche & Dairy! ", parent_category: null });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(KEYS);
    expect(answer.body).toMatchObject({ name: "Crème Fraîche & Dairy!", slug: "creme_fraiche_dairy", parent_category: null, is_deleted: false });
    expect(await count()).toBe(before + 1);
    expect(await stored(answer.body.id)).toMatchObject({ name: "Crème Fraîche & Dairy!", slug: "creme_fraiche_dairy", parentId: null, isDeleted: false });
  });

  it("adds a subcategory under an active top-level category; parent_category answers {id, name}", async () => {
    const top = await build.category({ name: "Frozen Foods" });
    const answer = await create({ name: "Ice Cream", parent_category: top.id });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: "Ice Cream", slug: "ice_cream", parent_category: { id: top.id, name: "Frozen Foods" }, is_deleted: false });
    // The id as text (the form's select) and the object the API answers are taken too.
    expect((await create({ name: "Frozen Peas", parent_category: String(top.id) })).body.parent_category).toEqual({ id: top.id, name: "Frozen Foods" });
    expect((await create({ name: "Frozen Corn", parent_category: { id: top.id, name: "Frozen Foods" } })).body.parent_category).toEqual({ id: top.id, name: "Frozen Foods" });
  });

  it("needs only the name: top level by default", async () => {
    const answer = await create({ name: "Bakery Basics" });
    expect(answer).toMatchObject({ status: 201, body: { name: "Bakery Basics", slug: "bakery_basics", parent_category: null } });
  });

  it("makes a derived slug unique with _2, _3…", async () => {
    const first = await create({ name: "Snacks & Chips" });
    const second = await create({ name: "Snacks, Chips" });
    const third = await create({ name: "SNACKS CHIPS" });
    expect([first.body.slug, second.body.slug, third.body.slug]).toEqual(["snacks_chips", "snacks_chips_2", "snacks_chips_3"]);
    // A blank slug is derived too.
    expect((await create({ name: "Snacks Chips", slug: "" })).body.slug).toBe("snacks_chips_4");
  });

  it("gives categories of one name saved at once distinct slugs: a derived slug that loses a race takes the next free one", async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => create({ name: "Pantry Staples" })));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    const slugs = answers.map((a) => a.body.slug as string).sort();
    expect(slugs).toEqual(["pantry_staples", ...[2, 3, 4, 5, 6, 7, 8].map((n) => `pantry_staples_${n}`)].sort());
  });

  it("keeps a slug that is sent, and refuses one already used (400, nothing stored)", async () => {
    const answer = await create({ name: "Spices", slug: "spices_and_herbs" });
    expect(answer).toMatchObject({ status: 201, body: { slug: "spices_and_herbs" } });
    const before = await count();
    expect(await create({ name: "Herbs", slug: "spices_and_herbs" })).toMatchObject({ status: 400, body: { slug: [m.slugTaken] } });
    expect(await count()).toBe(before);
  });

  it("derives a slug for a name without letters or digits", async () => {
    expect((await create({ name: "!!!" })).body.slug).toBe("category");
  });

  const badBodies: Array<[string, () => Promise<unknown>, Record<string, unknown>]> = [
    ["a missing name", async () => ({ parent_category: null }), { name: [REQUIRED] }],
    ["a blank name", async () => ({ name: "   " }), { name: [REQUIRED] }],
    ["a name that is not text", async () => ({ name: 42 }), { name: [expect.any(String)] }],
    ["a name too long", async () => ({ name: "n".repeat(101) }), { name: ["At most 100 characters."] }],
    ["a NUL byte in the name", async () => ({ name: "Bad\u0000Name" }), { name: [expect.stringContaining("NUL")] }],
    ["a lone surrogate in the name", async () => ({ name: "x\ud800" }), { name: [expect.any(String)] }],
    ["a slug with capitals or spaces", async () => ({ name: "Teas", slug: "Green Tea" }), { slug: [m.slugFormat] }],
    ["a NUL byte in the slug", async () => ({ name: "Teas", slug: "tea\u0000" }), { slug: [expect.stringContaining("NUL")] }],
    ["a parent that is not an id", async () => ({ name: "Teas", parent_category: "abc" }), { parent_category: [m.parentChoice] }],
    ["a parent id out of range", async () => ({ name: "Teas", parent_category: 2 ** 31 }), { parent_category: [m.parentChoice] }],
    ["a parent id of true", async () => ({ name: "Teas", parent_category: true }), { parent_category: [m.parentChoice] }],
    ["an unknown parent", async () => ({ name: "Teas", parent_category: 999_999 }), { parent_category: [m.parentUnknown] }],
    ["a parent in the trash", async () => ({ name: "Teas", parent_category: (await build.category({ isDeleted: true })).id }), { parent_category: [m.parentTrashed] }],
    [
      "a parent that is a subcategory",
      async () => ({ name: "Teas", parent_category: (await build.category({ parentId: (await build.category()).id })).id }),
      { parent_category: [m.parentIsSubcategory] },
    ],
  ];

  it.each(badBodies)("refuses %s (400, nothing stored)", async (_label, body, fields) => {
    const input = await body();
    const before = await count();
    const answer = await create(input);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(fields);
    expect(await count()).toBe(before);
  });

  it("refuses a body that is not a JSON object", async () => {
    const before = await count();
    for (const body of ["{not json", "[]", "null"]) {
      const response = await createRoute(apiRequest("/api/categories/category/details/", { method: "POST", body, headers: tokenHeader(admin) }), noParams);
      expect(response.status).toBe(400);
    }
    expect(await count()).toBe(before);
  });

  it("is for staff only: visitor 401, customers 403, and stores nothing", async () => {
    const before = await count();
    expect((await create({ name: "Not Allowed" }, VISITOR_CALL)).status).toBe(401);
    expect((await create({ name: "Not Allowed" }, pending)).status).toBe(403);
    expect((await create({ name: "Not Allowed" }, customer)).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it("takes the admin's web session from the same site only", async () => {
    const cross = await createRoute(
      apiRequest("/api/categories/category/details/", { method: "POST", body: { name: "Cross Site" }, headers: await cookieHeaders(admin, { origin: "https://evil.example" }) }),
      noParams,
    );
    expect(cross.status).toBe(403);
    const same = await createRoute(
      apiRequest("/api/categories/category/details/", { method: "POST", body: { name: "Same Site" }, headers: await cookieHeaders(admin, { origin: SAME_ORIGIN }) }),
      noParams,
    );
    expect(same.status).toBe(201);
  });

  it("refuses the domain function to anyone but staff, too", async () => {
    await expect(createCategory(newContext(db, VISITOR), { name: "X", name_fr: "", parent_category: null })).rejects.toThrow(Unauthenticated);
    const asCustomer = newContext(db, { kind: "user", id: customer.id, email: customer.email, role: "Customer", verified: true });
    await expect(createCategory(asCustomer, { name: "X", name_fr: "", parent_category: null })).rejects.toThrow(Forbidden);
    await expect(updateCategory(asCustomer, 1, { name: "X" })).rejects.toThrow(Forbidden);
    await expect(categoryFormData(asCustomer)).rejects.toThrow(Forbidden);
  });
});

describe("PATCH /api/categories/category/details/{id}/", () => {
  it("edits name, slug and parent; what is left out keeps its value", async () => {
    const top = await build.category({ name: "Beverages" });
    const cat = await build.category({ name: "Juice", slug: "juice" });
    const renamed = await patch(cat.id, { name: "Fruit Juice" });
    // A rename alone keeps the slug.
    expect(renamed).toMatchObject({ status: 200, body: { id: cat.id, name: "Fruit Juice", slug: "juice", parent_category: null, is_deleted: false } });
    const moved = await patch(cat.id, { parent_category: top.id, slug: "fruit_juices" });
    expect(moved.body).toMatchObject({ name: "Fruit Juice", slug: "fruit_juices", parent_category: { id: top.id, name: "Beverages" } });
    // A blank slug is derived from the name again.
    expect((await patch(cat.id, { slug: "" })).body.slug).toBe("fruit_juice");
    // Back to the top level.
    expect((await patch(cat.id, { parent_category: null })).body.parent_category).toBeNull();
    expect(await stored(cat.id)).toMatchObject({ name: "Fruit Juice", slug: "fruit_juice", parentId: null });
    // An empty patch changes nothing and answers the category.
    expect(await patch(cat.id, {})).toMatchObject({ status: 200, body: { id: cat.id, name: "Fruit Juice" } });
  });

  it("keeps its own slug when the form sends it back, and makes a derived one unique", async () => {
    const a = await build.category({ name: "Pasta", slug: "pasta" });
    const b = await build.category({ name: "Noodles", slug: "noodles" });
    expect((await patch(a.id, { name: "Pasta", slug: "pasta" })).body.slug).toBe("pasta");
    expect((await patch(b.id, { name: "Pasta", slug: "" })).body.slug).toBe("pasta_2");
    expect(await patch(b.id, { slug: "pasta" })).toMatchObject({ status: 400, body: { slug: [m.slugTaken] } });
  });

  it("keeps a trashed parent it already has, but cannot be moved under another trashed one", async () => {
    const top = await build.category();
    const sub = await build.category({ parentId: top.id });
    await patch(top.id, { is_deleted: true });
    expect(await patch(sub.id, { name: "Renamed Under Trash", parent_category: top.id })).toMatchObject({ status: 200, body: { parent_category: { id: top.id } } });
    const other = await build.category({ isDeleted: true });
    expect(await patch(sub.id, { parent_category: other.id })).toMatchObject({ status: 400, body: { parent_category: [m.parentTrashed] } });
  });

  it.each([
    ["a blank name", async () => ({ name: "  " }), { name: [REQUIRED] }],
    ["a NUL byte in the name", async () => ({ name: "a\u0000" }), { name: [expect.stringContaining("NUL")] }],
    ["a bad slug", async () => ({ slug: "Not OK!" }), { slug: [m.slugFormat] }],
    ["is_deleted that is not a boolean", async () => ({ is_deleted: "maybe" }), { is_deleted: [m.yesOrNo] }],
    ["an unknown parent", async () => ({ parent_category: 999_999 }), { parent_category: [m.parentUnknown] }],
    ["a parent in the trash", async () => ({ parent_category: (await build.category({ isDeleted: true })).id }), { parent_category: [m.parentTrashed] }],
    [
      "a parent that is a subcategory",
      async () => ({ parent_category: (await build.category({ parentId: (await build.category()).id })).id }),
      { parent_category: [m.parentIsSubcategory] },
    ],
  ])("refuses %s (400, nothing changed)", async (_label, body, fields) => {
    const cat = await build.category();
    const input = await body();
    const before = await snapshot(cat.id);
    const answer = await patch(cat.id, input);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(fields);
    expect(await snapshot(cat.id)).toEqual(before);
  });

  it("refuses itself as its parent", async () => {
    const cat = await build.category();
    expect(await patch(cat.id, { name: "Changed", parent_category: cat.id })).toMatchObject({ status: 400, body: { parent_category: [m.parentSelf] } });
    expect(await snapshot(cat.id)).toMatchObject({ name: cat.name, parentId: null });
  });

  it("refuses one of its subcategories as its parent", async () => {
    const top = await build.category();
    const sub = await build.category({ parentId: top.id });
    expect(await patch(top.id, { parent_category: sub.id })).toMatchObject({ status: 400, body: { parent_category: [m.parentDescendant] } });
    expect((await stored(top.id)).parentId).toBeNull();
  });

  it("refuses a parent for a category that has subcategories (two levels only)", async () => {
    const top = await build.category();
    await build.category({ parentId: top.id });
    const other = await build.category();
    expect(await patch(top.id, { parent_category: other.id })).toMatchObject({ status: 400, body: { parent_category: [m.hasSubcategories] } });
    // Even a subcategory in the trash counts: restoring it would make a third level.
    const withTrashedChild = await build.category();
    await build.category({ parentId: withTrashedChild.id, isDeleted: true });
    expect(await patch(withTrashedChild.id, { parent_category: other.id })).toMatchObject({ status: 400, body: { parent_category: [m.hasSubcategories] } });
  });

  it("answers 404 for an id that does not exist or is malformed, before reading the body", async () => {
    expect(await patch(999_999, { name: "Nobody" })).toMatchObject({ status: 404, body: { detail: expect.any(String) } });
    expect((await patch(999_999, { name: "" })).status).toBe(404);
    expect((await patch("abc", { name: "Nobody" })).status).toBe(404);
    expect((await patch("0", { name: "Nobody" })).status).toBe(404);
    expect((await patch(String(2 ** 31), { name: "Nobody" })).status).toBe(404);
  });

  it("is for staff only: visitor 401, customers 403, nothing changed; the 401/403 come before a 404", async () => {
    const cat = await build.category();
    const before = await snapshot(cat.id);
    for (const id of [cat.id, 999_999]) {
      expect((await patch(id, { name: "Hacked" }, VISITOR_CALL)).status).toBe(401);
      expect((await patch(id, { is_deleted: true }, pending)).status).toBe(403);
      expect((await patch(id, { is_deleted: true }, customer)).status).toBe(403);
    }
    expect(await snapshot(cat.id)).toEqual(before);
  });
});

describe("Move to trash and Restore", () => {
  it("hides a trashed category and its subcategories from the public list and the shop's tree; products stay linked", async () => {
    const top = await build.category({ name: "Trash Me Top" });
    const sub = await build.category({ name: "Trash Me Sub", parentId: top.id });
    const product = await build.product({ categories: [top, sub] });
    const publicIds = await listIds("", VISITOR_CALL);
    expect(publicIds).toEqual(expect.arrayContaining([top.id, sub.id]));

    const trashed = await patch(top.id, { is_deleted: true });
    expect(trashed).toMatchObject({ status: 200, body: { id: top.id, is_deleted: true } });
    for (const user of [VISITOR_CALL, customer, admin]) {
      const ids = await listIds("?is_deleted=false", user);
      expect(ids).not.toContain(top.id);
      expect(ids).not.toContain(sub.id);
    }
    const tree = categoryTree(await listCategories(newContext(db, VISITOR), { isDeleted: false }));
    expect(tree.map((n) => n.id)).not.toContain(top.id);
    expect(tree.flatMap((n) => n.children.map((c) => c.id))).not.toContain(sub.id);
    // The trash lists the parent, and the subcategory hidden with it (its own flag unchanged).
    const trash = (await list("?is_deleted=true")).body as View[];
    expect(trash.find((c) => c.id === top.id)).toMatchObject({ is_deleted: true, parent_category: null });
    expect(trash.find((c) => c.id === sub.id)).toMatchObject({ is_deleted: false, parent_category: { id: top.id } });
    expect((await stored(sub.id)).isDeleted).toBe(false);
    const links = await db.select().from(productCategories).where(eq(productCategories.productId, product.id));
    expect(links.map((l) => l.categoryId).sort()).toEqual([top.id, sub.id].sort());

    // Restore is the exact inverse.
    const restored = await patch(top.id, { is_deleted: false });
    expect(restored).toMatchObject({ status: 200, body: { id: top.id, is_deleted: false } });
    const after = await listIds("", VISITOR_CALL);
    expect(after).toEqual(expect.arrayContaining([top.id, sub.id]));
    const trashAfter = await listIds("?is_deleted=true");
    expect(trashAfter).not.toContain(top.id);
    expect(trashAfter).not.toContain(sub.id);
  });

  it("a subcategory trashed on its own stays trashed when its parent is trashed and restored", async () => {
    const top = await build.category();
    const kept = await build.category({ parentId: top.id });
    const gone = await build.category({ parentId: top.id });
    await patch(gone.id, { is_deleted: true });
    expect(await listIds()).toContain(kept.id);
    expect(await listIds()).not.toContain(gone.id);
    await patch(top.id, { is_deleted: true });
    await patch(top.id, { is_deleted: false });
    const active = await listIds();
    expect(active).toContain(kept.id);
    expect(active).not.toContain(gone.id);
    expect(await listIds("?is_deleted=true")).toContain(gone.id);
    await patch(gone.id, { is_deleted: false });
    expect(await listIds()).toContain(gone.id);
  });

  it("a trashed category can still be edited", async () => {
    const cat = await build.category({ isDeleted: true });
    expect(await patch(cat.id, { name: "Edited In Trash" })).toMatchObject({ status: 200, body: { name: "Edited In Trash", is_deleted: true } });
  });
});

describe("GET /api/categories/list/?search=", () => {
  it("keeps names that contain the text, case and accents ignored; wildcards are literal", async () => {
    const creme = await build.category({ name: "Crème Brûlée Desserts" });
    const percent = await build.category({ name: "100% Natural" });
    for (const term of ["brulee", "BRÛLÉE", "creme brulee dess", "  Brûlée  "]) {
      expect(await listIds(`?search=${encodeURIComponent(term)}`)).toEqual([creme.id]);
    }
    expect(await listIds("?search=%25")).toEqual([percent.id]);
    expect(await listIds("?search=zzzz-no-such-category")).toEqual([]);
    // A blank search is no search; visitors may search the active list too.
    expect((await listIds("?search=")).length).toBe((await listIds("")).length);
    expect(await listIds("?search=brulee", VISITOR_CALL)).toEqual([creme.id]);
  });

  it("searches the trash for staff", async () => {
    const trashed = await build.category({ name: "Searchable Trash Bin", isDeleted: true });
    expect(await listIds("?is_deleted=true&search=trash%20bin")).toEqual([trashed.id]);
    expect(await listIds("?search=trash%20bin")).toEqual([]);
    expect((await list("?is_deleted=true&search=trash", VISITOR_CALL)).status).toBe(401);
    expect((await list("?is_deleted=true&search=trash", customer)).status).toBe(403);
  });

  it("refuses a search it cannot store or that is too long", async () => {
    expect(await list("?search=a%00b")).toMatchObject({ status: 400, body: { search: [expect.any(String)] } });
    expect(await list(`?search=${"a".repeat(101)}`)).toMatchObject({ status: 400, body: { search: [expect.any(String)] } });
  });

  it("answers what it answered before without a search: every active category by name", async () => {
    const answer = await list("", VISITOR_CALL);
    expect(answer.status).toBe(200);
    const names = (answer.body as View[]).map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    // A visitor reads the name in their language; name_fr is the staff's.
    for (const c of answer.body as View[]) expect(Object.keys(c).sort()).toEqual(KEYS.filter((key) => key !== "name_fr"));
  });
});

describe("the form's data (categoryFormData)", () => {
  it("offers active top-level categories but the category itself; unknown ids are null", async () => {
    const ctx = newContext(db, { kind: "user", id: admin.id, email: admin.email, role: "Admin", verified: true });
    const top = await build.category({ name: "Offered Parent" });
    const sub = await build.category({ parentId: top.id });
    const trashed = await build.category({ isDeleted: true });
    const add = await categoryFormData(ctx);
    expect(add?.category).toBeNull();
    const offered = add!.parents.map((p) => p.id);
    expect(offered).toContain(top.id);
    expect(offered).not.toContain(sub.id);
    expect(offered).not.toContain(trashed.id);
    const edit = await categoryFormData(ctx, String(top.id));
    expect(edit).toMatchObject({ category: { id: top.id }, hasSubcategories: true });
    expect(edit!.parents.map((p) => p.id)).not.toContain(top.id);
    expect(await categoryFormData(ctx, "999999")).toBeNull();
    expect(await categoryFormData(ctx, "abc")).toBeNull();
  });
});
