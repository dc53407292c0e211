import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminOrdersTable } from "@/components/admin-orders/admin-orders-table";
import type { OrderView } from "@/lib/orders/order-view";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

/*
 * The work queue's rows (issue 25) driven as staff would, over a stubbed REST API: one-click actions
 * with Undo, a confirm short of stock told as such (never shown as done), a bulk action's outcome.
 */

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/client/ui/toast", () => ({ toast: toasts }));

function order(id: number, overrides: Partial<OrderView> = {}): OrderView {
  return {
    id,
    created_at: "2026-11-20T18:00:00Z",
    customer: null,
    status: "Not paid",
    delivered_status: "Not delivered",
    purchased_items: [],
    subtotal: "10.00",
    taxes: [],
    tax: "0.50",
    price: "10.50",
    email: `buyer${id}@example.ca`,
    phone: "6045550100",
    address: "1 Water St",
    state: "BC",
    zipcode: "V6B 1A1",
    townCity: "Vancouver",
    country: "Canada",
    companyName: `Bistro ${id}`,
    fullName: "Sam Lee",
    orderNotes: "",
    po_number: null,
    delivery_date: "2026-12-01",
    delivery_zone_id: null,
    delivery_fee: "0.00",
    confirmed: false,
    confirmed_at: null,
    backordered: false,
    delivered_at: null,
    adminCreated: false,
    ...overrides,
  };
}

type Reply = { status: number; body: unknown };
let replies: Array<(url: string, init: RequestInit) => Reply>;
const calls: Array<{ url: string; method: string; body: unknown }> = [];

beforeEach(() => {
  replies = [];
  calls.length = 0;
  toasts.success.mockReset();
  toasts.error.mockReset();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies.shift()?.(url, init) ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const table = () => screen.getByRole("table", { name: "Orders" });

describe("the work queue's rows", () => {
  it("marks an order paid in one click, and Undo in the toast marks it unpaid again", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AdminOrdersTable orders={[order(1), order(2)]} empty={{ title: "none" }} />);
    replies.push(() => ({ status: 200, body: order(1, { status: "Paid" }) }));
    await user.click(within(table()).getByRole("button", { name: "Mark paid (order #1)" }));
    expect(calls[0]).toMatchObject({ url: "/api/orders/order_status/1/", method: "PATCH", body: { status: "Paid" } });
    await within(table()).findByRole("button", { name: "Mark unpaid (order #1)" });
    const [text, options] = toasts.success.mock.calls[0];
    expect(text).toBe("Order #1 marked paid");
    expect(options.action.label).toBe("Undo");

    replies.push(() => ({ status: 200, body: order(1) }));
    options.action.onClick();
    await within(table()).findByRole("button", { name: "Mark paid (order #1)" });
    expect(calls[1]).toMatchObject({ url: "/api/orders/order_status/1/", body: { status: "Not paid" } });
    expect(toasts.success.mock.calls[1][0]).toBe("Order #1 marked unpaid");
    // The undo offers no undo of its own.
    expect(toasts.success.mock.calls[1][1].action).toBeUndefined();
  });

  it("a confirm short of stock (409 {shortfall}) is told as such with a link to the order, and the row stays unconfirmed", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AdminOrdersTable orders={[order(3)]} empty={{ title: "none" }} />);
    replies.push(() => ({ status: 409, body: { detail: "Not enough stock.", shortfall: [{ item: 1, product: "Flour", ordered: 5, on_hand: 2 }] } }));
    await user.click(within(table()).getByRole("button", { name: "Confirm (order #3)" }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    const [text, options] = toasts.error.mock.calls[0];
    expect(text).toMatch(/^Order #3 is short of stock/);
    expect(options.action).toEqual({ label: "Open the order", href: "/admin/order/3" });
    expect(toasts.success).not.toHaveBeenCalled();
    expect(within(table()).getByRole("button", { name: "Confirm (order #3)" })).toBeTruthy();
  });

  it("applies one action to the selected orders and tells what was done and what was not", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AdminOrdersTable orders={[order(4), order(5), order(6)]} empty={{ title: "none" }} />);
    await user.click(within(table()).getByRole("checkbox", { name: "Select order #4" }));
    await user.click(within(table()).getByRole("checkbox", { name: "Select order #6" }));
    const bar = screen.getByRole("region", { name: "With the selected orders" });
    expect(within(bar).getByText("2 selected")).toBeTruthy();
    replies.push(() => ({ status: 200, body: { results: [{ id: 4, ok: true, status: 200 }, { id: 6, ok: false, status: 409, detail: "x" }] } }));
    await user.click(within(bar).getByRole("button", { name: "Confirm" }));
    expect(calls[0]).toMatchObject({ url: "/api/orders/bulk/", method: "POST", body: { ids: [4, 6], action: "confirm" } });
    const status = screen.getByRole("status");
    await within(status).findByText("1 order confirmed");
    expect(within(status).getByRole("link", { name: /^Order #6: short of stock/ }).getAttribute("href")).toBe("/admin/order/6");
    // The done one is confirmed where it stands and leaves the selection; the refused one stays selected.
    expect(within(table()).queryByRole("button", { name: "Confirm (order #4)" })).toBeNull();
    expect((within(table()).getByRole("checkbox", { name: "Select order #4" }) as HTMLInputElement).checked).toBe(false);
    expect((within(table()).getByRole("checkbox", { name: "Select order #6" }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations();
  });

  it("shows each order's delivery day, or To be arranged, and sorts by it from the header (issue 31)", async () => {
    renderWithIntl(<AdminOrdersTable orders={[order(9), order(10, { delivery_date: null })]} empty={{ title: "none" }} view={{ confirmed: false, sort: "delivery_date" }} />);
    const [first, second] = within(table()).getAllByTestId("order-delivery");
    expect(first.textContent).toBe("Tue 1 Dec");
    expect(first.getAttribute("datetime")).toBe("2026-12-01");
    expect(second.textContent).toBe("To be arranged");
    // Sorted earliest first: the header asks for the latest first, page 1, the filters kept.
    const header = within(table()).getByRole("link", { name: /^Delivery/ });
    expect(header.getAttribute("href")).toBe("/admin/orders?confirmed=false&sort=-delivery_date");
    await expectNoAxeViolations();
  });

  it("writes the delivery day in French", () => {
    renderWithIntl(<AdminOrdersTable orders={[order(11), order(12, { delivery_date: null })]} empty={{ title: "aucune" }} />, { locale: "fr-CA" });
    const cells = within(screen.getByRole("table")).getAllByTestId("order-delivery");
    expect(cells.map((cell) => cell.textContent)).toEqual(["mar. 1er déc.", "À convenir"]);
    // Without the queue's view (one customer's orders), the header does not sort.
    expect(within(screen.getByRole("table")).queryByRole("link", { name: /^Livraison/ })).toBeNull();
  });

  it("selects every order of the page from the header's box", async () => {
    const user = userEvent.setup();
    renderWithIntl(<AdminOrdersTable orders={[order(7), order(8)]} empty={{ title: "none" }} />);
    const all = within(table()).getByRole("checkbox", { name: "Select every order on this page" });
    await user.click(all);
    expect(screen.getByTestId("selected-count").textContent).toBe("2 selected");
    await user.click(within(table()).getByRole("checkbox", { name: "Select order #7" }));
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    await user.click(all);
    expect(screen.getByTestId("selected-count").textContent).toBe("2 selected");
    await user.click(all);
    expect(screen.getByTestId("selected-count").textContent).toBe("0 selected");
  });
});
