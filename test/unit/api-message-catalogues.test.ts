import { describe, expect, it } from "vitest";
import en from "@/messages/en-CA.json";
import { answerBody, answerText } from "@/lib/i18n/answer-language";
import { translator, type Namespace } from "@/lib/i18n/translator";
import { accountsErrorMessages } from "@/lib/shared/messages/errors-accounts";
import { catalogErrorMessages } from "@/lib/shared/messages/errors-catalog";
import { httpErrorMessages } from "@/lib/shared/messages/errors-http";
import { ordersErrorMessages } from "@/lib/shared/messages/errors-orders";
import { pricingErrorMessages } from "@/lib/shared/messages/errors-pricing";
import { importErrorMessages } from "@/lib/shared/messages/errors-import";
import { deliveryErrorMessages } from "@/lib/shared/messages/errors-delivery";
import { webhooksErrorMessages } from "@/lib/shared/messages/errors-webhooks";
import { exportErrorMessages } from "@/lib/shared/messages/errors-export";
import { customerImportErrorMessages } from "@/lib/shared/messages/errors-customer-import";
import { productErrorMessages } from "@/lib/shared/messages/errors-products";
import { fieldsMessages } from "@/lib/shared/messages/fields";
import { validationMessages } from "@/lib/shared/messages/validation";

/*
 * The API's English messages (lib/shared/messages/errors-*.ts, fields.ts, validation.ts) have their
 * ICU twins in the catalogues (namespaces errorsAccounts, errorsCatalog, errorsHttp, errorsOrders,
 * errorsPricing, errorsProducts, fields, validation), with the same keys. Here every TS message, called with samples
 * that cover each branch of its conditionals, is the English catalogue's message given the same
 * arguments (named as the TS parameters; a list is passed joined as the TS joins it): the English
 * catalogue says exactly what the API says today. The French one formats the same arguments.
 */

type Values = Record<string, string | number>;
type Texts = Record<string, string | ((...args: never[]) => string)>;
/** For each key: nothing for a plain string; for a function, its sample calls and the ICU arguments of each. */
type Samples<M extends Texts> = {
  [K in keyof M]: M[K] extends (...args: infer P) => string ? { call: P; icu: Values }[] : null;
};

const listed = (items: readonly string[]) => items.join(", ");
const quoted = (items: readonly string[]) => items.map((v) => `"${v}"`).join(", ");
/** tooManyAttempts counts whole minutes from a minute on; ICU cannot divide, so the caller passes them. */
const wait = (seconds: number) => ({ seconds, minutes: seconds < 60 ? 0 : Math.ceil(seconds / 60) });

const accounts: Samples<typeof accountsErrorMessages> = {
  loggedOut: null,
  loginFailed: null,
  loginIncomplete: null,
  emailTaken: null,
  usernameNotEmail: null,
  passwordMin: null,
  passwordMax: [{ call: [128], icu: { max: 128 } }, { call: [4096], icu: { max: 4096 } }],
  passwordTooShort: [{ call: [8], icu: { min: 8 } }, { call: [1], icu: { min: 1 } }],
  staffPasswordTooShort: [{ call: [12], icu: { min: 12 } }, { call: [1000], icu: { min: 1000 } }],
  passwordTooCommon: null,
  passwordIsEmail: null,
  passwordsDiffer: null,
  customersOnly: null,
  countryCanada: null,
  languageChoice: null,
  verifiedBoolean: null,
  codeRequired: null,
  resetRequested: null,
  codeInvalid: null,
  codeExpired: null,
  resetSessionExpired: null,
  resetTokenRequired: null,
  invalidToken: null,
  awaitingVerification: null,
  adminsUseAdminCart: null,
  taxExemptionsStaffOnly: null,
  taxExemptionsList: null,
  taxExemptionTwice: [{ call: ["QST"], icu: { code: "QST" } }, { call: ["PST_BC"], icu: { code: "PST_BC" } }],
  csrfOriginMismatch: [
    { call: ["https://evil.example"], icu: { origin: "https://evil.example" } },
    { call: ["null"], icu: { origin: "null" } },
  ],
  csrfOriginRefused: null,
  csrfOriginMissing: null,
  tooManyAttempts: [1, 2, 30, 59, 60, 61, 119, 120, 900, 90_000].map((seconds) => ({ call: [seconds] as [number], icu: wait(seconds) })),
  adminEmailInvalid: [{ call: ["not-an-email"], icu: { email: "not-an-email" } }, { call: [""], icu: { email: "" } }],
  adminPasswordLong: [{ call: [72], icu: { max: 72 } }, { call: [1024], icu: { max: 1024 } }],
  adminAccountExists: [{ call: ["owner@shop.example"], icu: { email: "owner@shop.example" } }, { call: ["ann's@x.ca"], icu: { email: "ann's@x.ca" } }],
};

const catalog: Samples<typeof catalogErrorMessages> = {
  trueOrFalse: null,
  activeOnly: null,
  searchTooLong: [{ call: [200], icu: { max: 200 } }, { call: [2000], icu: { max: 2000 } }],
  categoryChoice: null,
  sortChoices: [
    { call: [["name", "-name", "price"]], icu: { sorts: listed(["name", "-name", "price"]) } },
    { call: [["name"]], icu: { sorts: listed(["name"]) } },
  ],
  sortUnavailable: [{ call: ["cheapest"], icu: { sort: "cheapest" } }, { call: ["{x}"], icu: { sort: "{x}" } }],
  priceSheetCustomerId: null,
  priceSheetUnknownCustomer: null,
  priceSheetStaff: null,
};

const http: Samples<typeof httpErrorMessages> = {
  idempotencyKeyLength: null,
  idempotencyKeyReused: null,
  malformedPath: null,
  unknownHost: null,
  methodNotAllowed: [{ call: ["PUT"], icu: { method: "PUT" } }, { call: ["DELETE"], icu: { method: "DELETE" } }],
  invalidCallbackUrl: null,
};

const orders: Samples<typeof ordersErrorMessages> = {
  productNotFound: null,
  outOfStock: [{ call: ["Basmati rice 10 kg"], icu: { name: "Basmati rice 10 kg" } }, { call: ["Baker's flour"], icu: { name: "Baker's flour" } }],
  quantityNotWhole: null,
  lineTooLarge: [{ call: [999], icu: { max: 999 } }, { call: [10_000], icu: { max: 10_000 } }, { call: [1_234_567], icu: { max: 1_234_567 } }],
  quantityDigitsOnly: null,
  cartCaseMultiple: [{ call: [12], icu: { box: 12 } }, { call: [1200], icu: { box: 1200 } }],
  lineNotWholeCases: [
    { call: ["Basmati rice 10 kg", 4, 6], icu: { name: "Basmati rice 10 kg", box: 4, quantity: 6 } },
    { call: ["Cups", 1000, 2500], icu: { name: "Cups", box: 1000, quantity: 2500 } },
  ],
  productOnce: null,
  productUnavailable: [{ call: [17], icu: { id: 17 } }, { call: [12_345], icu: { id: 12_345 } }],
  quantityOrCharged: null,
  orderTotalChanged: [
    { call: ["$1,234.56", "$1,200.00"], icu: { expected: "$1,234.56", sent: "$1,200.00" } },
    { call: ["$10.00", "$9.99"], icu: { expected: "$10.00", sent: "$9.99" } },
  ],
  editedTotalChanged: [
    { call: ["$1,234.56", "$1,200.00"], icu: { expected: "$1,234.56", sent: "$1,200.00" } },
    { call: ["$10.00", "$9.99"], icu: { expected: "$10.00", sent: "$9.99" } },
  ],
  emptyCart: null,
  bulkIds: [{ call: [100], icu: { max: 100 } }, { call: [5000], icu: { max: 5000 } }],
  bulkIdsTwice: null,
  bulkAction: [
    { call: [["confirm", "mark_paid", "mark_delivered"]], icu: { actions: listed(["confirm", "mark_paid", "mark_delivered"]) } },
    { call: [["confirm"]], icu: { actions: listed(["confirm"]) } },
  ],
  trueOrFalse: null,
  shortShipList: null,
  shortShipOnce: null,
  shortShipNotInOrder: [{ call: [3], icu: { item: 3 } }, { call: [40_001], icu: { item: 40_001 } }],
  shortShipNotLess: [
    { call: ["Basmati rice 10 kg", 24], icu: { name: "Basmati rice 10 kg", units: 24 } },
    { call: ["Cups", 1], icu: { name: "Cups", units: 1 } },
    { call: ["Napkins", 12_000], icu: { name: "Napkins", units: 12_000 } },
  ],
  shortfall: [0, 1, 2, 200].map((lines) => ({ call: [lines] as [number], icu: { lines } })),
  dayFormat: null,
  dateRange: null,
  confirmed: null,
  lastItem: null,
  shipsWithinCanada: null,
  orderNeedsItem: null,
  orderMaxLines: null,
  addOneProduct: null,
  sortChoices: [
    { call: [["date", "-date", "total"]], icu: { sorts: listed(["date", "-date", "total"]) } },
    { call: [["date"]], icu: { sorts: listed(["date"]) } },
  ],
  paidChoice: null,
  deliveryChoice: null,
  deliveryNotServed: [{ call: ["2026-12-02"], icu: { date: "2026-12-02" } }],
  deliveryClosed: [{ call: ["2026-12-25"], icu: { date: "2026-12-25" } }],
  deliveryPastCutoff: [{ call: ["2026-12-01", "2026-11-30 14:00"], icu: { date: "2026-12-01", orderBy: "2026-11-30 14:00" } }],
  deliveryTooFar: null,
  deliveryNoDates: null,
  deliveryOutsideZones: null,
  underMinimum: [{ call: ["$38.20", "$250.00"], icu: { missing: "$38.20", minimum: "$250.00" } }],
};

const importing: Samples<typeof importErrorMessages> = {
  fileRequired: null,
  fileTooLarge: [{ call: [10], icu: { megabytes: 10 } }, { call: [1.5], icu: { megabytes: 1.5 } }],
  fileEmpty: null,
  fileNotCsv: [{ call: [1], icu: { line: 1 } }, { call: [10_042], icu: { line: 10_042 } }],
  tooManyRows: [{ call: [50_000], icu: { max: 50_000 } }, { call: [10], icu: { max: 10 } }],
  unknownColumn: [
    { call: ["colour", "item, name, price"], icu: { name: "colour", columns: "item, name, price" } },
    { call: ["", "item"], icu: { name: "", columns: "item" } },
  ],
  duplicateColumn: [{ call: ["item"], icu: { name: "item" } }, { call: ["price"], icu: { name: "price" } }],
  missingColumn: [{ call: ["item"], icu: { name: "item" } }, { call: ["email"], icu: { name: "email" } }],
  rowCells: [{ call: [6, 5], icu: { cells: 6, columns: 5 } }, { call: [1, 2], icu: { cells: 1, columns: 2 } }],
  required: null,
  duplicateRow: [{ call: [2], icu: { row: 2 } }, { call: [40_001], icu: { row: 40_001 } }],
  importRefused: [1, 2, 3, 1500].map((rows) => ({ call: [rows] as [number], icu: { rows } })),
  imagesNotZip: null,
  imagesTooLarge: [{ call: [10], icu: { megabytes: 10 } }, { call: [2.5], icu: { megabytes: 2.5 } }],
  imageNotInZip: [{ call: ["brie.jpg"], icu: { name: "brie.jpg" } }, { call: ["Crème 1.png"], icu: { name: "Crème 1.png" } }],
  imageNoZip: [{ call: ["brie.jpg"], icu: { name: "brie.jpg" } }, { call: ["a b.webp"], icu: { name: "a b.webp" } }],
  imageUnreadable: [{ call: ["notes.jpg"], icu: { name: "notes.jpg" } }, { call: ["x.png"], icu: { name: "x.png" } }],
  yesOrNo: null,
  trashedProduct: [{ call: ["OIL-5L"], icu: { item: "OIL-5L" } }, { call: ["Rice 10 kg"], icu: { item: "Rice 10 kg" } }],
  unknownVendor: [{ call: ["Acme"], icu: { name: "Acme" } }, { call: ["Fromagerie Côté"], icu: { name: "Fromagerie Côté" } }],
  unknownCategory: [{ call: ["dairy"], icu: { category: "dairy" } }, { call: ["Dairy > Milk"], icu: { category: "Dairy > Milk" } }],
  trashedCategory: [{ call: ["old_stuff"], icu: { category: "old_stuff" } }, { call: ["Dairy > Milk"], icu: { category: "Dairy > Milk" } }],
  newProductNeeds: [{ call: ["price"], icu: { column: "price" } }, { call: ["categories"], icu: { column: "categories" } }],
};

const pricing: Samples<typeof pricingErrorMessages> = {
  nameTaken: null,
  date: null,
  periodOrder: null,
  entriesList: null,
  entryShape: null,
  entryKind: [{ call: ["product"], icu: { kind: "product" } }, { call: ["break"], icu: { kind: "break" } }, { call: ["category"], icu: { kind: "category" } }],
  casePrice: null,
  percentOff: null,
  fromCases: null,
  unknownProduct: [{ call: [999_998], icu: { id: 999_998 } }, { call: [7], icu: { id: 7 } }],
  trashedProduct: [{ call: ["OIL-5L"], icu: { item: "OIL-5L" } }, { call: ["Rice 10 kg"], icu: { item: "Rice 10 kg" } }],
  unknownCategory: [{ call: [999_999], icu: { id: 999_999 } }, { call: [3], icu: { id: 3 } }],
  trashedCategory: [{ call: ["rice_and_grains"], icu: { slug: "rice_and_grains" } }, { call: ["oils"], icu: { slug: "oils" } }],
  duplicateEntry: [{ call: [0], icu: { index: 0 } }, { call: [12_345], icu: { index: 12_345 } }],
  unknownPriceList: [{ call: [999_999], icu: { id: 999_999 } }, { call: [1], icu: { id: 1 } }],
  priceListStaffOnly: null,
  priceListForCustomers: null,
  fileRequired: null,
  fileTooLarge: [{ call: [5], icu: { megabytes: 5 } }, { call: [1.5], icu: { megabytes: 1.5 } }],
  missingColumns: null,
  itemOrCategory: null,
  neitherItemNorCategory: null,
  required: null,
  notForItem: null,
  notForCategory: null,
  unknownItem: [{ call: ["NOPE-1"], icu: { item: "NOPE-1" } }, { call: ["Café 1 kg"], icu: { item: "Café 1 kg" } }],
  unknownSlug: [{ call: ["no_such"], icu: { slug: "no_such" } }, { call: ["oils"], icu: { slug: "oils" } }],
  duplicateRow: [{ call: [2], icu: { row: 2 } }, { call: [40_001], icu: { row: 40_001 } }],
  importRefused: [1, 2, 3, 1500].map((rows) => ({ call: [rows] as [number], icu: { rows } })),
};

const products: Samples<typeof productErrorMessages> = {
  wholeNumber: null,
  wholeNumberAtLeast: [{ call: [0], icu: { min: 0 } }, { call: [1], icu: { min: 1 } }, { call: [1000], icu: { min: 1000 } }],
  mainCategory: null,
  categoryIds: null,
  unknownCategory: null,
  notASubcategory: null,
  mainIsSub: null,
  unknownVendor: null,
  itemTaken: null,
  slugTaken: null,
  slugFormat: null,
  yesOrNo: null,
  imageNotAFile: null,
  imageTooLarge: [{ call: [8], icu: { mb: 8 } }, { call: [1.5], icu: { mb: 1.5 } }],
  imageTooManyPixels: [{ call: [40], icu: { megapixels: 40 } }, { call: [2500], icu: { megapixels: 2500 } }],
  imageFormat: null,
  imageUnreadable: null,
  trashFirst: null,
  permanentlyDeletedOnly: null,
};

const delivery: Samples<typeof deliveryErrorMessages> = {
  nameTaken: null,
  postalPrefixes: null,
  postalPrefixesMax: [{ call: [200], icu: { max: 200 } }, { call: [1], icu: { max: 1 } }],
  postalPrefix: [{ call: ["V6"], icu: { value: "V6" } }, { call: ["12345"], icu: { value: "12345" } }, { call: ["V 6 B?"], icu: { value: "V 6 B?" } }],
  postalPrefixNotText: null,
  weekdays: null,
  weekday: null,
  weekdayTwice: null,
  cutoffTime: null,
  cutoffDaysBefore: null,
  closedDates: null,
  closedDatesMax: [{ call: [400], icu: { max: 400 } }, { call: [3], icu: { max: 3 } }],
  closedDate: null,
};

const webhooks: Samples<typeof webhooksErrorMessages> = {
  url: null,
  urlTooLong: [{ call: [2000], icu: { max: 2000 } }, { call: [10], icu: { max: 10 } }],
  urlCredentials: null,
  urlHttps: null,
  urlUnresolved: null,
  urlRefusedAddress: [{ call: ["127.0.0.1"], icu: { address: "127.0.0.1" } }, { call: ["fe80::1"], icu: { address: "fe80::1" } }, { call: ["::ffff:10.0.0.1"], icu: { address: "::ffff:10.0.0.1" } }],
  events: null,
  eventUnknown: [{ call: ["order.placed, order.paid"], icu: { events: "order.placed, order.paid" } }],
  eventTwice: null,
  secretLength: [{ call: [16, 200], icu: { min: 16, max: 200 } }, { call: [1, 2], icu: { min: 1, max: 2 } }],
  secretCharacters: null,
};

const fields: Samples<typeof fieldsMessages> = {
  email: null,
  password: null,
  newPassword: null,
  code: null,
  phone: null,
  firstName: null,
  lastName: null,
  country: null,
  address: null,
  townCity: null,
  state: null,
  zipcode: null,
  company: null,
  optional: null,
  readOnly: null,
  zipHint: null,
  chooseProvince: null,
  phoneHint: null,
  showPassword: null,
  hidePassword: null,
};

const validation: Samples<typeof validationMessages> = {
  required: null,
  integer: null,
  notAString: null,
  unstorableText: null,
  singleLine: null,
  controlCharacters: null,
  atMost: [{ call: [255], icu: { max: 255 } }, { call: [1], icu: { max: 1 } }, { call: [10_000], icu: { max: 10_000 } }],
  greaterThanZero: null,
  atLeast: [{ call: [0], icu: { min: 0 } }, { call: [-5], icu: { min: -5 } }, { call: [1500], icu: { min: 1500 } }],
  atMostValue: [{ call: [100], icu: { max: 100 } }, { call: [99.99], icu: { max: 99.99 } }, { call: [2_147_483_647], icu: { max: 2_147_483_647 } }],
  number: null,
  moneyDecimals: null,
  percentDigits: null,
  email: null,
  postalCode: null,
  poNumberMax: [{ call: [50], icu: { max: 50 } }, { call: [1000], icu: { max: 1000 } }],
  province: null,
  phoneTooLong: null,
  phoneDigits: null,
  taxCode: null,
  promoAction: null,
  flag: [{ call: ["all"], icu: { name: "all" } }, { call: ["none"], icu: { name: "none" } }],
  choice: [
    { call: [["G", "E"]], icu: { values: quoted(["G", "E"]) } },
    { call: [["only"]], icu: { values: quoted(["only"]) } },
  ],
  invalidPage: null,
  malformedJson: null,
  notAnObject: null,
  malformedMultipart: null,
  tooLarge: null,
  notFound: null,
  unauthenticated: null,
  forbidden: null,
  invalidInput: null,
};

const exportSamples: Samples<typeof exportErrorMessages> = {
  dayRequired: null,
  rangeTooLong: [{ call: [366], icu: { days: 366 } }, { call: [1], icu: { days: 1 } }],
  layoutChoice: null,
};

const customerImportSamples: Samples<typeof customerImportErrorMessages> = {
  staffAccount: null,
  usernameTaken: null,
  unknownPriceList: [{ call: ["Gold"], icu: { name: "Gold" } }, { call: ["Restaurants « B »"], icu: { name: "Restaurants « B »" } }],
  localeChoice: null,
};

const MODULES: [Namespace, Texts, Record<string, { call: unknown[]; icu: Values }[] | null>][] = [
  ["errorsAccounts", accountsErrorMessages, accounts],
  ["errorsCatalog", catalogErrorMessages, catalog],
  ["errorsHttp", httpErrorMessages, http],
  ["errorsOrders", ordersErrorMessages, orders],
  ["errorsPricing", pricingErrorMessages, pricing],
  ["errorsImport", importErrorMessages, importing],
  ["errorsDelivery", deliveryErrorMessages, delivery],
  ["errorsWebhooks", webhooksErrorMessages, webhooks],
  ["errorsExport", exportErrorMessages, exportSamples],
  ["errorsCustomerImport", customerImportErrorMessages, customerImportSamples],
  ["errorsProducts", productErrorMessages, products],
  ["fields", fieldsMessages, fields],
  ["validation", validationMessages, validation],
];

type Translate = (key: string, values?: Values) => string;
const translate = (locale: "en-CA" | "fr-CA", ns: Namespace) => translator(locale, ns) as unknown as Translate;

describe.each(MODULES)("the %s catalogue namespace", (ns, messages, samples) => {
  it("has the module's keys, each with samples", () => {
    expect(Object.keys((en as Record<string, object>)[ns]).sort()).toEqual(Object.keys(messages).sort());
    expect(Object.keys(samples).sort()).toEqual(Object.keys(messages).sort());
  });

  const cases = Object.entries(messages).flatMap(([key, message]) => {
    if (typeof message === "string") return [{ key, label: "", expected: message, icu: undefined as Values | undefined }];
    const calls = samples[key];
    if (!calls?.length) throw new Error(`${ns}.${key} is a function without samples`);
    return calls.map(({ call, icu }) => ({
      key,
      label: JSON.stringify(icu),
      expected: (message as (...args: unknown[]) => string)(...call),
      icu: icu as Values | undefined,
    }));
  });

  it.each(cases)("$key $label says in English what the API says", ({ key, expected, icu }) => {
    expect(translate("en-CA", ns)(key, icu)).toBe(expected);
  });

  it.each(cases)("$key $label has French for the same arguments", ({ key, icu }) => {
    const french = translate("fr-CA", ns)(key, icu);
    expect(french).not.toBe("");
    expect(french).not.toContain(`${ns}.${key}`);
  });

  // lib/i18n/answer-language.ts: what the API says in English, answered to a French caller, is the
  // French message of the same key and arguments, read back out of the English text.
  it.each(cases)("$key $label is answered in French from its English text", ({ key, expected, icu }) => {
    const french = answerText(expected, "fr-CA");
    const sameText = Object.entries(messages).some(([other, message]) => other !== key && typeof message === "string" && message === expected);
    if (!sameText) expect(french).toBe(translate("fr-CA", ns)(key, icu));
    expect(answerText(expected, "en-CA")).toBe(expected);
  });
});

describe("an error answer in the caller's language", () => {
  it("writes every text of the body, fields and details alike, and leaves what it does not know", () => {
    const body = {
      quantity: [ordersErrorMessages.cartCaseMultiple(12)],
      non_field_errors: [validationMessages.required, "Riz basmati 10 kg"],
      detail: ordersErrorMessages.shortfall(3),
      shortfall: [{ item: 4, name: "Riz basmati 10 kg", ordered: 20, on_hand: 5 }],
    };
    const french = answerBody(body, "fr-CA");
    expect(french.quantity).toEqual([translate("fr-CA", "errorsOrders")("cartCaseMultiple", { box: 12 })]);
    expect(french.non_field_errors).toEqual([translate("fr-CA", "validation")("required", undefined), "Riz basmati 10 kg"]);
    expect(french.detail).toContain("3 lignes dépassent");
    expect(french.shortfall).toEqual(body.shortfall);
    expect(answerBody(body, "en-CA")).toBe(body);
    expect(answerBody(body, null)).toBe(body);
  });

  it("reads a product's name and a grouped number back out of the English", () => {
    expect(answerText(ordersErrorMessages.outOfStock("Crème 35 % — 1 L"), "fr-CA")).toBe("Crème 35 % — 1 L est temporairement en rupture de stock.");
    expect(answerText(ordersErrorMessages.lineTooLarge(10_000), "fr-CA")).toBe(translate("fr-CA", "errorsOrders")("lineTooLarge", { max: 10_000 }));
  });
});
