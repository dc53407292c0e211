import { describe, expect, it } from "vitest";
import { filterOf, myOrdersHref, withFilter } from "@/lib/shared/ui/my-orders-url";

describe("the /my-orders view in the URL", () => {
  it("writes only what differs from the defaults", () => {
    expect(myOrdersHref({})).toBe("/my-orders");
    expect(myOrdersHref({ sort: "-created_at", page: 1 })).toBe("/my-orders");
    expect(myOrdersHref({ sort: "price", status: "Not paid", page: 3 })).toBe("/my-orders?sort=price&status=Not+paid&page=3");
  });

  it("maps the one filter dropdown onto status or delivered_status, back to page 1", () => {
    const view = { sort: "-price" as const, status: "Paid" as const, page: 4 };
    expect(withFilter(view, "Delivered")).toEqual({ sort: "-price", delivered_status: "Delivered" });
    expect(withFilter(view, "all")).toEqual({ sort: "-price" });
    expect(withFilter({ delivered_status: "Delivered" }, "Not paid")).toEqual({ status: "Not paid" });
    expect(filterOf({ delivered_status: "Not delivered" })).toBe("Not delivered");
    expect(filterOf({})).toBe("all");
  });
});
