import Link from "next/link";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

interface Product {
  id: number;
  name: string;
  price: string;
  stock: boolean;
}

const products: Product[] = [
  { id: 1, name: "Pastry flour 20 kg", price: "$29.66", stock: true },
  { id: 2, name: "Crème fraîche 250 mL", price: "$3.10", stock: false },
];

const columns: DataTableColumn<Product>[] = [
  { id: "name", header: "Name", rowHeader: true, sortKey: "name", cell: (p) => p.name },
  { id: "price", header: "Price", align: "end", sortKey: "price", firstSort: "descending", cellClassName: "whitespace-nowrap", cell: (p) => p.price },
  { id: "stock", header: "In stock", className: "max-lg:hidden", cell: (p) => (p.stock ? "Yes" : "No") },
  { id: "edit", header: "Edit", hideHeader: true, cell: (p) => <Link href={`/admin/products/${p.id}`}>Edit {p.name}</Link> },
];

const hrefFor = (sort: string) => `/admin/products?sort=${sort}`;
// The header's text, then what choosing it does (jsdom's name computation puts a space between the two spans).
const sortName = (header: string, order: string) => new RegExp(`^${header}\\s?, sort ${order}$`);

describe("DataTable", () => {
  it("renders the caption, the headers and one row per item, the row header first", async () => {
    renderWithIntl(<DataTable caption="Products" columns={columns} rows={products} rowKey={(p) => p.id} rowProps={(p) => ({ "data-testid": `row-${p.id}` })} />);
    const table = screen.getByRole("table", { name: "Products" });
    expect(within(table).getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Name", "Price", "In stock", "Edit"]);
    const row = screen.getByTestId("row-2");
    expect(within(row).getByRole("rowheader").textContent).toBe("Crème fraîche 250 mL");
    expect(within(row).getAllByRole("cell").map((td) => td.textContent)).toEqual(["$3.10", "No", "Edit Crème fraîche 250 mL"]);
    // Alignment and column classes reach both the header and the cells.
    expect(within(table).getByRole("columnheader", { name: "Price" }).className).toContain("text-right");
    expect(within(row).getAllByRole("cell")[0].className).toContain("whitespace-nowrap");
    expect(within(row).getAllByRole("cell")[1].className).toContain("max-lg:hidden");
    // A hidden header keeps its name for screen readers.
    expect(within(table).getByText("Edit", { selector: "span" }).className).toBe("sr-only");
    await expectNoAxeViolations();
  });

  it("makes sortable headers links to the next order and marks the sorted column with aria-sort", async () => {
    renderWithIntl(<DataTable caption="Products" columns={columns} rows={products} rowKey={(p) => p.id} sort={{ value: "name", hrefFor }} />);
    const [name, price, stock] = screen.getAllByRole("columnheader");
    expect(name.getAttribute("aria-sort")).toBe("ascending");
    expect(price.hasAttribute("aria-sort")).toBe(false);
    expect(stock.hasAttribute("aria-sort")).toBe(false);
    // Sorted ascending by name: the header now asks for descending.
    expect(screen.getByRole("link", { name: sortName("Name", "descending") }).getAttribute("href")).toBe("/admin/products?sort=-name");
    // Not sorted by price, whose first order is descending.
    expect(screen.getByRole("link", { name: sortName("Price", "descending") }).getAttribute("href")).toBe("/admin/products?sort=-price");
    expect(within(stock).queryByRole("link")).toBeNull();
    await expectNoAxeViolations();
  });

  it("sorted descending, the header links back to ascending", () => {
    renderWithIntl(<DataTable caption="Products" columns={columns} rows={products} rowKey={(p) => p.id} sort={{ value: "-price", hrefFor }} />);
    expect(screen.getByRole("columnheader", { name: /Price/ }).getAttribute("aria-sort")).toBe("descending");
    expect(screen.getByRole("link", { name: sortName("Price", "ascending") }).getAttribute("href")).toBe("/admin/products?sort=price");
    expect(screen.getByRole("link", { name: sortName("Name", "ascending") }).getAttribute("href")).toBe("/admin/products?sort=name");
  });

  it("calls back with the sort value when the list is sorted in the browser", async () => {
    const onSortChange = vi.fn();
    renderWithIntl(<DataTable caption="Products" columns={columns} rows={products} rowKey={(p) => p.id} sort={{ value: undefined, onSortChange }} />);
    await userEvent.click(screen.getByRole("button", { name: sortName("Name", "ascending") }));
    await userEvent.click(screen.getByRole("button", { name: sortName("Price", "descending") }));
    expect(onSortChange.mock.calls).toEqual([["name"], ["-price"]]);
  });

  it("shows the empty state instead of an empty table", async () => {
    renderWithIntl(
      <DataTable
        caption="Products"
        columns={columns}
        rows={[]}
        rowKey={(p) => p.id}
        empty={{ title: "No products in the trash.", description: "Deleted products wait here.", action: <Link href="/admin/products">All products</Link> }}
      />,
    );
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.getByText("No products in the trash.")).toBeTruthy();
    expect(screen.getByText("Deleted products wait here.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All products" }).getAttribute("href")).toBe("/admin/products");
    await expectNoAxeViolations();
  });

  it("says No results when no empty state is given", () => {
    renderWithIntl(<DataTable caption="Products" columns={columns} rows={[]} rowKey={(p) => p.id} />);
    expect(screen.getByText("No results")).toBeTruthy();
  });

  it("renders each row as a card for narrow screens when asked, in a list named like the table", async () => {
    renderWithIntl(
      <DataTable
        caption="Products"
        columns={columns}
        rows={products}
        rowKey={(p) => p.id}
        renderCard={(p) => (
          <DataCard data-testid="card">
            <strong>{p.name}</strong>
            <DataCardFacts facts={[{ label: "Price", value: p.price, className: "font-semibold" }]} />
          </DataCard>
        )}
      />,
    );
    const list = screen.getByRole("list", { name: "Products" });
    expect(within(list).getAllByTestId("card")).toHaveLength(2);
    expect(within(list).getAllByRole("definition")[1].textContent).toBe("$3.10");
    // The table hides below the narrow breakpoint and the cards above it (CSS classes).
    expect(screen.getByRole("table").parentElement?.className).toContain("max-narrow:hidden");
    expect(list.className).toContain("narrow:hidden");
    await expectNoAxeViolations();
  });
});
