import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SearchForm } from "@/components/ui/search-form";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

describe("SearchForm", () => {
  it("is a labelled GET search that keeps the given parameters and drops the undefined ones", async () => {
    const { container } = renderWithIntl(
      <SearchForm action="/admin/products" id="s" label="Search products" placeholder="Name or item" buttonLabel="Search" defaultValue="rice" keep={{ tab: "trash", page: undefined }} />,
    );
    const form = screen.getByRole("search");
    expect(form.getAttribute("action")).toBe("/admin/products");
    expect(form.getAttribute("method")).toBe("get");
    expect(screen.getByRole("searchbox", { name: "Search products" })).toHaveProperty("value", "rice");
    expect(screen.getByRole("searchbox")).toHaveProperty("name", "search");
    const hidden = [...container.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => `${input.name}=${input.value}`);
    expect(hidden).toEqual(["tab=trash"]);
    expect(screen.getByRole("button", { name: "Search" })).toHaveProperty("type", "submit");
    await expectNoAxeViolations();
  });
});
