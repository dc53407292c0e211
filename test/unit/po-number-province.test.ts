import { describe, expect, it } from "vitest";
import { PROVINCES, provinceCode, provinceName, provincesIn } from "@/lib/shared/accounts/provinces";
import { profilePatchSchema } from "@/lib/shared/accounts/schemas";
import { customerCreateSchema } from "@/lib/shared/accounts/customer-schemas";
import { adminDraftSchema, adminOrderSchema, billingPatchSchema, billingSchema } from "@/lib/shared/orders/schemas";
import { poNumber, province } from "@/lib/shared/validation/primitives";
import { billingSummary } from "@/components/cart/review-form";

/* Issue 26: the PO number rule and the one province list every province field is checked against. */

const billing = { address: "1 Water St", townCity: "Vancouver", state: "BC", zipcode: "V6B 1A1", email: "a@b.ca", phone: "6045550100" };
const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }, field: string) =>
  result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe("po_number", () => {
  const rule = poNumber();
  it("is trimmed, and blank or null is none", () => {
    expect(rule.parse("  PO-4471 ")).toBe("PO-4471");
    expect(rule.parse("")).toBeNull();
    expect(rule.parse("   ")).toBeNull();
    expect(rule.parse(null)).toBeNull();
  });
  it("takes up to 40 characters, accents and punctuation included", () => {
    expect(rule.parse("x".repeat(40))).toHaveLength(40);
    expect(rule.parse("Bon de commande n° 12/é-7")).toBe("Bon de commande n° 12/é-7");
    expect(rule.safeParse("x".repeat(41)).error?.issues[0].message).toBe("A PO number is at most 40 characters.");
  });
  it("is one line: a line break, a tab or another control character is refused", () => {
    for (const value of ["PO\n1", "PO\r\n1", "PO\t1", "PO\u2028 1", "PO\u0000"]) expect(rule.safeParse(value).success, JSON.stringify(value)).toBe(false);
    expect(rule.safeParse("PO\n1").error?.issues[0].message).toMatch(/one line/);
  });
  it("refuses what is not text", () => {
    expect(rule.safeParse(4471).success).toBe(false);
    expect(rule.safeParse({}).success).toBe(false);
  });
  it("is optional on every payload that takes it, null when left out", () => {
    expect(billingSchema.parse(billing).po_number).toBeNull();
    expect(billingSchema.parse({ ...billing, po_number: " A-1 " }).po_number).toBe("A-1");
    expect(adminDraftSchema.parse({ customer: 3 }).po_number).toBeNull();
    expect(adminOrderSchema.parse({ customer: 3, price: "1.00", purchased_items: [{ id: 1, quantity: 1 }], po_number: "B-2" }).po_number).toBe("B-2");
    // A patch leaves it out (kept), or clears it with null or blank.
    expect("po_number" in billingPatchSchema.parse({ address: "2 Main St" })).toBe(false);
    expect(billingPatchSchema.parse({ po_number: "" }).po_number).toBeNull();
    expect(messageOf(billingSchema.safeParse({ ...billing, po_number: "1\n2" }), "po_number")).toMatch(/one line/);
  });
});

describe("provinces", () => {
  it("are Canada's 13 provinces and territories, each with a two-letter code", () => {
    expect(PROVINCES).toHaveLength(13);
    expect(new Set(PROVINCES.map((p) => p.code)).size).toBe(13);
  });
  it("are found by code or name, case, accents, dots and spacing aside", () => {
    expect(provinceCode("BC")).toBe("BC");
    expect(provinceCode("bc")).toBe("BC");
    expect(provinceCode("B.C.")).toBe("BC");
    expect(provinceCode(" british  columbia ")).toBe("BC");
    expect(provinceCode("Québec")).toBe("QC");
    expect(provinceCode("newfoundland and labrador")).toBe("NL");
    expect(provinceCode("Yukon")).toBe("YT");
    for (const other of ["", "Texas", "CA", "B", "Columbia", "Nunavik"]) expect(provinceCode(other), other).toBeNull();
  });
  it("show by name; an older free-text value as it is", () => {
    expect(provinceName("PE")).toBe("Prince Edward Island");
    expect(provinceName("Somewhere")).toBe("Somewhere");
  });
  it("have their official French names, shown on French pages in French order, and found by them", () => {
    expect(provinceName("PE", "fr-CA")).toBe("Île-du-Prince-Édouard");
    expect(provinceName("BC", "fr-CA")).toBe("Colombie-Britannique");
    expect(provinceName("QC", "fr-CA")).toBe("Québec");
    expect(provinceName("Somewhere", "fr-CA")).toBe("Somewhere");
    expect(provinceCode("colombie-britannique")).toBe("BC");
    expect(provinceCode("Nouvelle-Ecosse")).toBe("NS");
    expect(provinceCode("Territoires du Nord-Ouest")).toBe("NT");
    const french = provincesIn("fr-CA").map((p) => p.name);
    expect(french).toHaveLength(13);
    // « Île » sorts with the I's in French, accents aside.
    expect(french.indexOf("Île-du-Prince-Édouard")).toBe(french.indexOf("Manitoba") - 1);
    expect(french[0]).toBe("Alberta");
    expect(provincesIn("en-CA").map((p) => p.code)).toEqual(PROVINCES.map((p) => p.code));
  });
  it("one rule for every province field: stored as the code, anything else refused", () => {
    const required = province();
    expect(required.parse("ontario")).toBe("ON");
    expect(required.safeParse("").error?.issues[0].message).toBe("This field is required.");
    expect(required.safeParse("Texas").error?.issues[0].message).toBe("Choose a Canadian province or territory (a code such as BC, or its name).");
    expect(province({ required: false }).parse("")).toBe("");
    expect(province({ required: false }).parse("nb")).toBe("NB");
    expect(billingSchema.parse({ ...billing, state: "Alberta" }).state).toBe("AB");
    expect(messageOf(billingSchema.safeParse({ ...billing, state: "Cascadia" }), "state")).toMatch(/province/);
    expect(billingPatchSchema.parse({ state: "nova scotia" }).state).toBe("NS");
    expect(profilePatchSchema.parse({ state: "sk" }).state).toBe("SK");
    expect(profilePatchSchema.safeParse({ state: "Cascadia" }).success).toBe(false);
    expect(customerCreateSchema.parse({ email: "a@b.ca", state: "" }).state).toBe("");
    expect(customerCreateSchema.parse({ email: "a@b.ca", state: "manitoba" }).state).toBe("MB");
    expect(customerCreateSchema.safeParse({ email: "a@b.ca", state: "Cascadia" }).success).toBe(false);
  });
});

describe("the folded billing's one line", () => {
  it("is the company, the name, the address, the town and the province's name, blanks left out", () => {
    expect(billingSummary({ companyName: "Kits Deli", address: "2100 W 4th Ave", townCity: "Vancouver", state: "BC" }, "Dana Lee")).toBe("Kits Deli, Dana Lee, 2100 W 4th Ave, Vancouver, British Columbia");
    expect(billingSummary({ companyName: " ", address: "1 Main St", townCity: "Halifax", state: "NS" })).toBe("1 Main St, Halifax, Nova Scotia");
    expect(billingSummary({ address: "1 rue Principale", townCity: "Halifax", state: "NS" }, "", "fr-CA")).toBe("1 rue Principale, Halifax, Nouvelle-Écosse");
  });
});
