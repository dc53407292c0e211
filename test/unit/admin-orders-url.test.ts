import { describe, expect, it } from "vitest";
import { adminOrdersHref, adminOrdersViewOf, isFiltered, withoutFilters, type AdminOrdersView } from "@/components/admin-orders/admin-orders-url";
import { adminOrdersQuerySchema } from "@/lib/shared/orders/query-schemas";

/* The work queue's URL (issue 25): the API's own parameter names, read back by the API's own schema. */

const full: AdminOrdersView = {
  search: "#12",
  customer: 7,
  status: "Not paid",
  delivered_status: "Delivered",
  confirmed: true,
  overdue: false,
  admin_created: true,
  from: "2026-01-01",
  to: "2026-02-28",
  sort: "-price",
};

const readBack = (href: string) => adminOrdersViewOf(adminOrdersQuerySchema.parse(Object.fromEntries(new URL(href, "http://x").searchParams)));

describe("adminOrdersHref", () => {
  it("writes every filter with the API's names, and the order_list schema reads the same view back", () => {
    const href = adminOrdersHref(full);
    expect(href).toBe(
      "/admin/orders?search=%2312&customer=7&status=Not+paid&delivered_status=Delivered&confirmed=true&overdue=false&admin_created=true&from=2026-01-01&to=2026-02-28&sort=-price",
    );
    expect(readBack(href)).toEqual(full);
  });

  it("writes the delivery day and the delivery-date sort (issue 31), read back the same", () => {
    const view: AdminOrdersView = { delivery_date: "2026-11-27", sort: "delivery_date", confirmed: true };
    const href = adminOrdersHref(view);
    expect(href).toBe("/admin/orders?confirmed=true&delivery_date=2026-11-27&sort=delivery_date");
    expect(readBack(href)).toEqual(view);
    expect(readBack(adminOrdersHref({ sort: "-delivery_date" }))).toEqual({ sort: "-delivery_date" });
    expect(isFiltered({ delivery_date: "2026-11-27" })).toBe(true);
    expect(withoutFilters({ delivery_date: "2026-11-27", sort: "-delivery_date" })).toEqual({ sort: "-delivery_date" });
  });

  it("leaves out what is the default: no filter, the newest first, page 1", () => {
    expect(adminOrdersHref({ sort: "-created_at", page: 1 })).toBe("/admin/orders");
    expect(adminOrdersHref({ confirmed: false, page: 3 })).toBe("/admin/orders?confirmed=false&page=3");
    expect(adminOrdersHref({ status: "Paid" }, "/admin/customer-orders/customer/4")).toBe("/admin/customer-orders/customer/4?status=Paid");
  });

  it("clears the filters but keeps the search and the sort", () => {
    expect(isFiltered(full)).toBe(true);
    expect(withoutFilters(full)).toEqual({ search: "#12", sort: "-price" });
    expect(isFiltered(withoutFilters(full))).toBe(false);
    expect(isFiltered({ customer: 3 })).toBe(true);
  });
});
