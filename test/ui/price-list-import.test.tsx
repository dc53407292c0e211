import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CustomerPriceList } from "@/components/admin-customers/customer-price-list";
import { PriceListImport } from "@/components/admin-price-lists/price-list-import";
import type { PriceListImportReport } from "@/client/api-client/price-lists";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

/*
 * The price list's CSV import (a dry run that lists every refused line, then Apply) and the
 * customer page's price list choice (issue 30), over a stubbed REST API.
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

const calls: Array<{ url: string; method: string; body: unknown }> = [];
let answers: Response[] = [];
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const report = (over: Partial<PriceListImportReport>): PriceListImportReport => ({ dry_run: true, applied: false, created: 0, updated: 0, unchanged: 0, refused: [], ...over });

beforeEach(() => {
  calls.length = 0;
  answers = [];
  toasts.success.mockClear();
  router.refresh.mockClear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init.method ?? "GET", body });
      return answers.shift() ?? json({});
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const csv = () => new File(["item,case_price\nRICE-10,41.10\n"], "prices.csv", { type: "text/csv" });

describe("the price list's import", () => {
  it("checks the file first and lists every refused line with its column and reason; nothing can be applied", async () => {
    const user = userEvent.setup();
    answers.push(
      json(
        report({
          created: 3,
          updated: 1,
          refused: [
            { row: 4, column: "item", reason: "Unknown item code: NOPE-1." },
            { row: 7, column: null, reason: "This row has 2 cells; the header names 3 columns." },
          ],
        }),
      ),
    );
    renderWithIntl(<PriceListImport priceListId={9} />);
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/api/price-lists/9/export/");
    const check = screen.getByRole("button", { name: "Check the file" }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    await user.upload(screen.getByLabelText("CSV file"), csv());
    await user.click(check);

    const table = await screen.findByRole("table", { name: "Refused lines" });
    expect(calls[0]!.url).toBe("/api/price-lists/9/import/?dry_run=true");
    expect(calls[0]!.method).toBe("POST");
    expect((calls[0]!.body as { file: File }).file.name).toBe("prices.csv");
    expect(screen.getByRole("status").textContent).toContain("3 new entries, 1 price changed.");
    expect(screen.getByRole("status").textContent).toContain("2 lines are refused");
    const rows = within(table).getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual(["LineColumnReason", "4itemUnknown item code: NOPE-1.", "7(whole line)This row has 2 cells; the header names 3 columns."]);
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
    await expectNoAxeViolations();
  });

  it("applies a file with nothing refused, then shows the list again", async () => {
    const user = userEvent.setup();
    answers.push(json(report({ created: 2, updated: 0 })), json(report({ dry_run: false, applied: true, created: 2, updated: 0 })));
    renderWithIntl(<PriceListImport priceListId={9} />);
    await user.upload(screen.getByLabelText("CSV file"), csv());
    await user.click(screen.getByRole("button", { name: "Check the file" }));
    await user.click(await screen.findByRole("button", { name: "Apply" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Price list imported: 2 new, 0 changed", { duration: 2000 }));
    expect(calls.map((c) => c.url)).toEqual(["/api/price-lists/9/import/?dry_run=true", "/api/price-lists/9/import/?dry_run=false"]);
    expect(router.refresh).toHaveBeenCalled();
    expect(screen.queryByRole("button", { name: "Apply" })).toBeNull();
  });

  it("shows why a file cannot be read", async () => {
    const user = userEvent.setup();
    answers.push(json({ file: ["The file is not valid CSV near line 3 (a misplaced or unclosed quote)."] }, 400));
    renderWithIntl(<PriceListImport priceListId={9} />);
    await user.upload(screen.getByLabelText("CSV file"), csv());
    await user.click(screen.getByRole("button", { name: "Check the file" }));
    expect(await screen.findByText("The file is not valid CSV near line 3 (a misplaced or unclosed quote).")).toBeTruthy();
  });
});

describe("the customer's price list", () => {
  const lists = [
    { id: 4, name: "Kits Deli contract", in_force: true },
    { id: 5, name: "Summer 2027", in_force: false },
  ];

  it("offers None and every list (saying which are not in force), and saves the choice with the profile's PATCH", async () => {
    const user = userEvent.setup();
    answers.push(json({ id: 7, price_list: { id: 5, name: "Summer 2027" } }));
    renderWithIntl(<CustomerPriceList customerId={7} current={null} lists={lists} />);
    const select = screen.getByRole("combobox", { name: "Price list" }) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["None (list prices)", "Kits Deli contract", "Summer 2027 (not in force)"]);
    expect(select.value).toBe("");
    await expectNoAxeViolations();
    await user.selectOptions(select, "5");
    await user.click(screen.getByRole("button", { name: "Save price list" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: "/api/users/profile/7/", method: "PATCH", body: { price_list: 5 } });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Price list saved", { duration: 2000 }));
    expect(router.refresh).toHaveBeenCalled();
  });

  it("takes a customer off their list with None, and links to the list they are on", async () => {
    const user = userEvent.setup();
    answers.push(json({ id: 7, price_list: null }));
    renderWithIntl(<CustomerPriceList customerId={7} current={{ id: 4, name: "Kits Deli contract" }} lists={lists} />);
    expect(screen.getByRole("link", { name: "Open this price list" }).getAttribute("href")).toBe("/admin/price-list/4");
    await user.selectOptions(screen.getByRole("combobox", { name: "Price list" }), "");
    await user.click(screen.getByRole("button", { name: "Save price list" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ price_list: null });
  });
});
