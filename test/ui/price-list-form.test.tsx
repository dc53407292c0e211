import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PriceListForm } from "@/components/admin-price-lists/price-list-form";
import type { CategoryChoice } from "@/components/admin-price-lists/category-choices";
import type { PriceListDetail } from "@/client/api-client/price-lists";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

/*
 * The price list form of the back office (issue 30), over a stubbed REST API: its three sections
 * of rows, the rules it checks before sending anything, the body it sends (the sections as one
 * list of entries), and the server's refusal of one entry shown under that entry's row.
 */

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }));
vi.mock("@/client/ui/toast", () => ({ toast: toasts }));
vi.mock("@/client/i18n/navigation", () => ({
  useRouter: () => router,
  // A plain link: the shop's adds the page's language prefix, and takes Next's prefetch.
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const categories: CategoryChoice[] = [
  { id: 3, name: "Produce" },
  { id: 4, name: "Berries", parent: "Produce" },
  { id: 5, name: "Dairy" },
];

const entry = {
  item: null,
  product_name: null,
  box_quantity: null,
  list_case_price: null,
  category_name: null,
  category_slug: null,
  is_deleted: false,
  product: null,
  category: null,
  from_cases: null,
  case_price: null,
  percent_off: null,
};

const list: PriceListDetail = {
  id: 9,
  name: "Kits Deli contract",
  valid_from: "2026-01-01",
  valid_to: null,
  in_force: true,
  customers: [],
  entries: [
    { ...entry, kind: "product", product: 21, item: "RICE-10", product_name: "Basmati rice 10 kg", box_quantity: 4, case_price: "41.10" },
    { ...entry, kind: "break", product: 21, item: "RICE-10", product_name: "Basmati rice 10 kg", box_quantity: 4, from_cases: 5, case_price: "39.00" },
    { ...entry, kind: "category", category: 4, category_name: "Berries", category_slug: "berries", percent_off: "12.50" },
  ],
};

const products = [
  { id: 21, item: "RICE-10", name: "Basmati rice 10 kg", box_quantity: 4, stock: true, price: "11.00" },
  { id: 22, item: "OIL-4L", name: "Canola oil 4 L", box_quantity: 3, stock: true, price: "18.00" },
];

const calls: Array<{ url: string; method: string; body: unknown }> = [];
let answer: (url: string, method: string, body: unknown) => Response;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  calls.length = 0;
  toasts.success.mockClear();
  router.push.mockClear();
  router.refresh.mockClear();
  answer = (url, method, body) => (method === "POST" ? json({ ...list, ...(body as object), id: 31 }, 201) : json({ ...list, ...(body as object) }));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      if (url.startsWith("/api/products/product_list/")) {
        const search = new URL(url, "http://shop").searchParams.get("search")?.toLowerCase() ?? "";
        const results = products.filter((p) => p.name.toLowerCase().includes(search));
        return json({ count: results.length, next: null, previous: null, results });
      }
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method, body });
      return answer(url, method, body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const section = (name: string) => screen.getByRole("region", { name });
const saveButton = (name = "Save") => screen.getByRole("button", { name });

describe("the price list form", () => {
  it("shows a list's name, period and entries in their three sections", async () => {
    renderWithIntl(<PriceListForm priceList={list} categories={categories} />);
    expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Kits Deli contract");
    expect((screen.getByLabelText(/Valid from/) as HTMLInputElement).value).toBe("2026-01-01");
    expect((screen.getByLabelText(/Valid to/) as HTMLInputElement).value).toBe("");

    const contracts = section("Contract prices");
    expect(within(contracts).getByRole("combobox", { name: "Product" }).textContent).toContain("Basmati rice 10 kg");
    expect((within(contracts).getByLabelText("Case price") as HTMLInputElement).value).toBe("41.10");
    expect(within(contracts).getByText("Case of 4")).toBeTruthy();

    const discounts = section("Category discounts");
    const category = within(discounts).getByLabelText("Category") as HTMLSelectElement;
    expect(category.value).toBe("4");
    expect(category.selectedOptions[0]?.textContent).toBe("Produce › Berries");
    expect((within(discounts).getByLabelText("Percent off") as HTMLInputElement).value).toBe("12.5");

    const breaks = section("Quantity breaks");
    expect((within(breaks).getByLabelText("From cases") as HTMLInputElement).value).toBe("5");
    expect((within(breaks).getByLabelText("Case price") as HTMLInputElement).value).toBe("39.00");
    await expectNoAxeViolations();
  });

  it("adds a category discount and a quantity break, and saves every entry with a PATCH", async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceListForm priceList={list} categories={categories} />);

    await user.click(screen.getByRole("button", { name: "Add a category discount" }));
    const discounts = section("Category discounts");
    const categorySelects = within(discounts).getAllByLabelText("Category");
    expect(document.activeElement).toBe(categorySelects[1]);
    // A row just added is not wrong yet: no message until it is left.
    await waitFor(() => expect((saveButton() as HTMLButtonElement).disabled).toBe(true));
    expect(within(discounts).queryByText("Choose a category.")).toBeNull();
    await user.selectOptions(categorySelects[1]!, "5");
    await user.type(within(discounts).getAllByLabelText("Percent off")[1]!, "7,5");

    await user.click(screen.getByRole("button", { name: "Add a quantity break" }));
    const breaks = section("Quantity breaks");
    const product = within(breaks).getAllByRole("combobox", { name: "Product" })[1]!;
    await user.click(product);
    await user.type(screen.getByPlaceholderText("Name, item code or barcode"), "canola");
    await user.click(await screen.findByRole("option", { name: /Canola oil 4 L/ }));
    expect(product.textContent).toContain("Canola oil 4 L");
    await user.type(within(breaks).getAllByLabelText("From cases")[1]!, "10");
    await user.type(within(breaks).getAllByLabelText("Case price")[1]!, "48.5");
    // The list price of a case is the product's unit price × its case size.
    expect(within(breaks).getByText("Case of 3 · list price $54.00")).toBeTruthy();

    await user.click(saveButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: "/api/price-lists/9/",
      method: "PATCH",
      body: {
        name: "Kits Deli contract",
        valid_from: "2026-01-01",
        valid_to: null,
        entries: [
          { kind: "product", product: 21, case_price: "41.10" },
          { kind: "category", category: 4, percent_off: "12.5" },
          { kind: "category", category: 5, percent_off: "7.5" },
          { kind: "break", product: 21, from_cases: 5, case_price: "39.00" },
          { kind: "break", product: 22, from_cases: 10, case_price: "48.5" },
        ],
      },
    });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Price list saved", { duration: 2000 }));
    expect(router.refresh).toHaveBeenCalled();
  });

  it("removes a row, and focus goes to its section's Add button", async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceListForm priceList={list} categories={categories} />);
    await user.click(screen.getByRole("button", { name: "Remove contract price 1" }));
    expect(within(section("Contract prices")).getByText("No contract prices.")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Add a contract price" }));
    await user.click(saveButton());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect((calls[0]!.body as { entries: Array<{ kind: string }> }).entries.map((e) => e.kind)).toEqual(["category", "break"]);
  });

  it("refuses what the API would refuse before sending anything", async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceListForm priceList={list} categories={categories} />);
    const discounts = section("Category discounts");
    const percent = within(discounts).getByLabelText("Percent off");
    await user.clear(percent);
    await user.type(percent, "120");
    await user.tab();
    expect(await within(discounts).findByText("A percentage off is more than 0 and at most 100, with at most 2 decimals, e.g. 12.5.")).toBeTruthy();

    await user.type(screen.getByLabelText(/Valid to/), "2025-12-31");
    await user.tab();
    expect(await screen.findByText("The end of the validity period cannot be before its start.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Add a category discount" }));
    await user.selectOptions(within(discounts).getAllByLabelText("Category")[1]!, "4");
    await user.type(within(discounts).getAllByLabelText("Percent off")[1]!, "5");
    await user.tab();
    expect(await within(discounts).findByText("This category already has a discount above.")).toBeTruthy();
    expect((saveButton() as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it("creates a new list, then opens its page", async () => {
    const user = userEvent.setup();
    renderWithIntl(<PriceListForm categories={categories} />);
    expect((saveButton("Create price list") as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByLabelText("Name"), "Harbour Café");
    await user.click(screen.getByRole("button", { name: "Add a category discount" }));
    await user.selectOptions(screen.getByLabelText("Category"), "3");
    await user.type(screen.getByLabelText("Percent off"), "10");
    await user.click(saveButton("Create price list"));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: "/api/price-lists/",
      method: "POST",
      body: { name: "Harbour Café", valid_from: null, valid_to: null, entries: [{ kind: "category", category: 3, percent_off: "10" }] },
    });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/admin/price-list/31"));
    expect(toasts.success).toHaveBeenCalledWith("Price list created", { duration: 2000 });
  });

  it("shows the server's refusal of an entry under that entry's row, and a name taken under the name", async () => {
    const user = userEvent.setup();
    answer = () => json({ "entries.2.product": ["The product RICE-10 is in the trash."], name: ["A price list with this name already exists."] }, 400);
    renderWithIntl(<PriceListForm priceList={list} categories={categories} />);
    await user.click(saveButton());
    expect(await within(section("Quantity breaks")).findByText("The product RICE-10 is in the trash.")).toBeTruthy();
    expect(await screen.findByText("A price list with this name already exists.")).toBeTruthy();
    expect(screen.getByLabelText("Name").getAttribute("aria-invalid")).toBe("true");
  });

  it("is in French on a French page", async () => {
    renderWithIntl(<PriceListForm priceList={list} categories={categories} />, { locale: "fr-CA" });
    expect(section("Prix contractuels")).toBeTruthy();
    expect(section("Rabais par catégorie")).toBeTruthy();
    expect(section("Prix par quantité")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Ajouter un prix par quantité" })).toBeTruthy();
    expect(within(section("Rabais par catégorie")).getByLabelText("Rabais en %")).toBeTruthy();
    await expectNoAxeViolations();
  });
});
