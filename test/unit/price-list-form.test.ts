import { describe, expect, it } from "vitest";
import { translator } from "@/lib/i18n/translator";
import { priceListBodyOf, priceListFormSchema, priceListFormValuesOf, type PriceListFormTexts } from "@/lib/shared/pricing/price-list-form";
import { priceListCreateSchema, priceListPatchSchema, type PriceListDetail, type PriceListEntryView } from "@/lib/shared/pricing/price-list-schemas";

/*
 * The back office's price list form (issue 30): what it reads from a list, what it checks, and that
 * the body it sends is what the API's own schemas take, entry for entry.
 */

const t = translator("en-CA", "adminPriceLists");
const texts: PriceListFormTexts = {
  productRequired: t("productRequired"),
  categoryRequired: t("categoryRequired"),
  casePrice: t("casePrice"),
  percentRange: t("percentRange"),
  fromCasesRange: t("fromCasesRange"),
  date: t("date"),
  periodOrder: t("periodOrder"),
  duplicateContract: t("duplicateContract"),
  duplicateDiscount: t("duplicateDiscount"),
  duplicateBreak: t("duplicateBreak"),
};
const schema = priceListFormSchema(texts);

const blank: Omit<PriceListEntryView, "kind"> = {
  product: null,
  item: null,
  product_name: null,
  box_quantity: null,
  list_case_price: null,
  category: null,
  category_name: null,
  category_slug: null,
  from_cases: null,
  case_price: null,
  percent_off: null,
  is_deleted: false,
};

const list: PriceListDetail = {
  id: 4,
  name: "Harbour Café",
  valid_from: null,
  valid_to: "2027-03-31",
  in_force: true,
  customers: [],
  entries: [
    { ...blank, kind: "product", product: 21, product_name: "Basmati rice 10 kg", box_quantity: 4, list_case_price: "44.00", case_price: "41.10" },
    { ...blank, kind: "break", product: 21, product_name: "Basmati rice 10 kg", box_quantity: 4, from_cases: 5, case_price: "39.00" },
    { ...blank, kind: "category", category: 3, percent_off: "12.50" },
  ],
};

describe("the price list form", () => {
  it("reads a list into its three sections, and sends it back as the API takes it", () => {
    const values = priceListFormValuesOf(list);
    expect(values).toEqual({
      name: "Harbour Café",
      valid_from: "",
      valid_to: "2027-03-31",
      contracts: [{ product: 21, product_name: "Basmati rice 10 kg", box_quantity: 4, list_case_price: "44.00", case_price: "41.10" }],
      discounts: [{ category: "3", percent_off: "12.5" }],
      breaks: [{ product: 21, product_name: "Basmati rice 10 kg", box_quantity: 4, list_case_price: null, from_cases: "5", case_price: "39.00" }],
    });
    const body = priceListBodyOf(schema.parse(values));
    expect(body).toEqual({
      name: "Harbour Café",
      valid_from: null,
      valid_to: "2027-03-31",
      entries: [
        { kind: "product", product: 21, case_price: "41.10" },
        { kind: "category", category: 3, percent_off: "12.5" },
        { kind: "break", product: 21, from_cases: 5, case_price: "39.00" },
      ],
    });
    expect(priceListCreateSchema.safeParse(body).success).toBe(true);
    expect(priceListPatchSchema.parse(body).entries).toEqual(body.entries);
  });

  it("takes a decimal comma as French readers write it", () => {
    const values = { ...priceListFormValuesOf(), name: "Épicerie", discounts: [{ category: "3", percent_off: "7,5" }] };
    expect(priceListBodyOf(schema.parse(values)).entries).toEqual([{ kind: "category", category: 3, percent_off: "7.5" }]);
  });

  it("refuses what the API refuses, each under its field", () => {
    const values = {
      ...priceListFormValuesOf(list),
      valid_from: "2027-04-01",
      contracts: [
        { product: null, product_name: "", box_quantity: 1, list_case_price: null, case_price: "-1" },
        { product: 21, product_name: "Basmati rice 10 kg", box_quantity: 4, list_case_price: null, case_price: "41.105" },
        { product: 21, product_name: "Basmati rice 10 kg", box_quantity: 4, list_case_price: null, case_price: "40" },
      ],
      discounts: [{ category: "", percent_off: "0" }],
      breaks: [
        { product: 21, product_name: "Basmati rice 10 kg", box_quantity: 4, list_case_price: null, from_cases: "0", case_price: "39" },
        { product: 22, product_name: "Canola oil 4 L", box_quantity: 3, list_case_price: null, from_cases: "", case_price: "" },
      ],
    };
    const issues = schema.safeParse(values).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ["valid_to", texts.periodOrder],
        ["contracts.0.product", texts.productRequired],
        ["contracts.0.case_price", texts.casePrice],
        ["contracts.1.case_price", texts.casePrice],
        ["contracts.2.product", texts.duplicateContract],
        ["discounts.0.category", texts.categoryRequired],
        ["discounts.0.percent_off", texts.percentRange],
        ["breaks.0.from_cases", texts.fromCasesRange],
        // Blank is "required", as the kit's own fields say it.
        ["breaks.1.from_cases", "This field is required."],
        ["breaks.1.case_price", "This field is required."],
      ]),
    );
  });
});
