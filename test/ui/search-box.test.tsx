import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SearchBox } from "@/components/ui/search-box";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

const props = { action: "/admin/orders", label: "Search orders by customer", placeholder: "Customer email", buttonLabel: "Search" };

describe("SearchBox", () => {
  it("searches on Enter, trimmed and lowercased, and not while blank; a GET form that keeps the given parameters", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { container } = renderWithIntl(<SearchBox {...props} search="" onSearch={onSearch} keep={{ sort: "-price", status: undefined }} />);
    const form = screen.getByRole("search");
    expect(form.getAttribute("action")).toBe("/admin/orders");
    expect(form.getAttribute("method")).toBe("get");
    expect([...container.querySelectorAll<HTMLInputElement>("input[type=hidden]")].map((input) => `${input.name}=${input.value}`)).toEqual(["sort=-price"]);
    const button = screen.getByRole("button", { name: "Search" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const box = screen.getByRole("searchbox", { name: "Search orders by customer" });
    await user.type(box, "   {Enter}");
    expect(onSearch).not.toHaveBeenCalled();
    await user.clear(box);
    await user.type(box, " Anne@Example.CA {Enter}");
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("anne@example.ca");
    expect(button.disabled).toBe(false);
    await expectNoAxeViolations();
  });

  it("shows every row again when emptied, and follows the URL's search while keeping its focus", async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const { rerender } = renderWithIntl(<SearchBox {...props} search="anne" onSearch={onSearch} />);
    const box = screen.getByRole("searchbox") as HTMLInputElement;
    expect(box.value).toBe("anne");
    await user.clear(box);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("");
    await user.type(box, "bob");
    rerender(<SearchBox {...props} search="carl" onSearch={onSearch} />);
    expect(box.value).toBe("carl");
    expect(document.activeElement).toBe(box);
  });
});
