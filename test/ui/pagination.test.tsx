import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination } from "@/components/ui/pagination";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

const hrefFor = (page: number) => (page === 1 ? "/admin/products" : `/admin/products?page=${page}`);

/** The numbers of one of the two rows: wide screens (current ±2) or phones (±1); CSS shows one. */
function row(nav: HTMLElement, which: "wide" | "phone") {
  const items = within(nav).getAllByRole("listitem").filter((li) => li.className === (which === "wide" ? "max-sm:hidden" : "sm:hidden"));
  return items.map((li) => (li.textContent === "…More pages" ? "…" : li.textContent));
}

describe("Pagination", () => {
  it("shows nothing for a single page", () => {
    const { container } = renderWithIntl(<Pagination page={1} pageCount={1} hrefFor={hrefFor} />);
    expect(container.innerHTML).toBe("");
  });

  it("on the first page: Previous is disabled, page 1 is current, every page links through hrefFor", async () => {
    renderWithIntl(<Pagination page={1} pageCount={3} hrefFor={hrefFor} className="mt-10" />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(nav.className).toBe("mt-10");
    const previous = nav.querySelector('[aria-disabled="true"]');
    expect(previous?.textContent).toBe("Previous");
    expect(within(nav).queryByRole("link", { name: "Previous page" })).toBeNull();
    const [first] = within(nav).getAllByRole("link", { name: "Page 1" });
    expect(first.getAttribute("aria-current")).toBe("page");
    expect(first.getAttribute("href")).toBe("/admin/products");
    expect(within(nav).getAllByRole("link", { name: "Page 3" })[0].getAttribute("href")).toBe("/admin/products?page=3");
    expect(within(nav).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/admin/products?page=2");
    expect(row(nav, "wide")).toEqual(["1", "2", "3"]);
    await expectNoAxeViolations();
  });

  it("abbreviates many pages with ellipses, ±2 around the current page on wide screens and ±1 on phones", async () => {
    renderWithIntl(<Pagination page={10} pageCount={20} hrefFor={hrefFor} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(row(nav, "wide")).toEqual(["1", "…", "8", "9", "10", "11", "12", "…", "20"]);
    expect(row(nav, "phone")).toEqual(["1", "…", "9", "10", "11", "…", "20"]);
    for (const current of within(nav).getAllByRole("link", { name: "Page 10" })) expect(current.getAttribute("aria-current")).toBe("page");
    expect(within(nav).getAllByRole("link", { name: "Page 11" })[0].hasAttribute("aria-current")).toBe(false);
    expect(within(nav).getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/admin/products?page=9");
    expect(within(nav).getByRole("link", { name: "Next page" }).getAttribute("href")).toBe("/admin/products?page=11");
    await expectNoAxeViolations();
  });

  it("on the last page Next is disabled", () => {
    renderWithIntl(<Pagination page={20} pageCount={20} hrefFor={hrefFor} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(nav.querySelector('[aria-disabled="true"]')?.textContent).toBe("Next");
    // The row keeps its length wherever the current page is.
    expect(row(nav, "wide")).toEqual(["1", "…", "14", "15", "16", "17", "18", "19", "20"]);
  });

  it("calls back with the page for client-side lists, under its own name", async () => {
    const onPageChange = vi.fn();
    renderWithIntl(<Pagination page={2} pageCount={5} onPageChange={onPageChange} label="Customer pages" />);
    const nav = screen.getByRole("navigation", { name: "Customer pages" });
    expect(within(nav).queryByRole("link")).toBeNull();
    await userEvent.click(within(nav).getAllByRole("button", { name: "Page 4" })[0]);
    await userEvent.click(within(nav).getByRole("button", { name: "Next page" }));
    await userEvent.click(within(nav).getByRole("button", { name: "Previous page" }));
    expect(onPageChange.mock.calls).toEqual([[4], [3], [1]]);
    expect(within(nav).getAllByRole("button", { name: "Page 2" })[0].getAttribute("aria-current")).toBe("page");
    await expectNoAxeViolations();
  });
});
