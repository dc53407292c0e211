import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { UrlTabs, type UrlTab } from "@/components/ui/url-tabs";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

const tabs: UrlTab[] = [
  { value: "all", label: "All Products" },
  { value: "no-image", label: "Products without image" },
  { value: "reorder", label: "Need to reorder", count: 4 },
  { value: "trash", label: "Products in trash", count: 2 },
];

function renderTabs(searchParams: Record<string, string | string[] | undefined>) {
  return renderWithIntl(
    <UrlTabs label="Product lists" tabs={tabs} pathname="/admin/products" searchParams={searchParams}>
      <p>the list</p>
    </UrlTabs>,
  );
}

describe("UrlTabs", () => {
  it("links each tab to ?tab=…, keeping the other parameters and dropping the page", async () => {
    renderTabs({ search: "flour", page: "3", tab: "no-image" });
    const list = screen.getByRole("tablist", { name: "Product lists" });
    const hrefs = within(list).getAllByRole("tab").map((tab) => tab.getAttribute("href"));
    expect(hrefs).toEqual([
      "/admin/products?search=flour",
      "/admin/products?search=flour&tab=no-image",
      "/admin/products?search=flour&tab=reorder",
      "/admin/products?search=flour&tab=trash",
    ]);
    await expectNoAxeViolations();
  });

  it("selects the tab named in the URL and labels the panel with it", async () => {
    renderTabs({ tab: "reorder" });
    const selected = screen.getByRole("tab", { selected: true });
    expect(selected.textContent).toBe("Need to reorder4");
    expect(selected.tabIndex).toBe(0);
    expect(screen.getAllByRole("tab", { selected: false }).map((tab) => tab.tabIndex)).toEqual([-1, -1, -1]);
    const panel = screen.getByRole("tabpanel");
    expect(panel.textContent).toBe("the list");
    expect(panel.getAttribute("aria-labelledby")).toBe(selected.id);
    expect(selected.getAttribute("aria-controls")).toBe(panel.id);
    expect(screen.getByRole("tab", { name: "All Products" }).hasAttribute("aria-controls")).toBe(false);
    await expectNoAxeViolations();
  });

  it("selects the first tab without a parameter or with an unknown one", () => {
    renderTabs({});
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("All Products");
    renderTabs({ tab: "nonsense" });
    expect(screen.getAllByRole("tab", { selected: true }).map((tab) => tab.textContent)).toEqual(["All Products", "All Products"]);
  });

  it("takes the selected tab from the page when given, and another parameter name", () => {
    renderWithIntl(<UrlTabs label="Customers" tabs={tabs.slice(0, 2)} pathname="/admin/customers" searchParams={{ view: "all", sort: "name" }} param="view" value="no-image" />);
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe("Products without image");
    expect(screen.getAllByRole("tab").map((tab) => tab.getAttribute("href"))).toEqual(["/admin/customers?sort=name", "/admin/customers?sort=name&view=no-image"]);
    expect(screen.queryByRole("tabpanel")).toBeNull();
  });

  it("moves focus with the arrow keys, Home and End, and opens a tab with Space", async () => {
    const user = userEvent.setup();
    renderTabs({ tab: "no-image" });
    const [all, noImage, reorder, trash] = screen.getAllByRole("tab");
    await user.tab();
    expect(document.activeElement).toBe(noImage);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(reorder);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(trash);
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(all);
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(trash);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(all);
    const click = vi.spyOn(reorder, "click").mockImplementation(() => {});
    await user.keyboard("{ArrowRight}{ArrowRight}[Space]");
    expect(click).toHaveBeenCalledOnce();
  });
});
