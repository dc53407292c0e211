import { zodResolver } from "@hookform/resolvers/zod";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Combobox, type ComboboxOption } from "@/components/ui/combobox";
import { fieldLabelId, FormField } from "@/components/ui/form-field";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

const customers: ComboboxOption<number>[] = [
  { value: 11, label: "Acme Foods", description: "buyer@acme.example.ca" },
  { value: 12, label: "Café Crème", description: "orders@cafecreme.example.ca" },
  { value: 13, label: "Harbour Café", description: "harbourcafe@demo.example.ca", keywords: "Vancouver" },
  { value: 14, label: "Northern Bakery", description: "bread@northern.example.ca" },
];

function CustomerPicker({ initial = null, onChange = () => {} }: { initial?: number | null; onChange?: (value: number) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <FormField id="customer" label="Customer">
      {(control) => (
        <Combobox
          {...control}
          aria-labelledby={fieldLabelId(control.id)}
          options={customers}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
          placeholder="Select customer"
          searchPlaceholder="Search by company"
          emptyMessage="No customers match."
        />
      )}
    </FormField>
  );
}

const optionNames = () => screen.queryAllByRole("option").map((option) => option.textContent);

describe("Combobox", () => {
  it("is a labelled button showing the placeholder; opening it lists every option under a search box", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CustomerPicker />);
    const trigger = screen.getByRole("combobox", { name: "Customer" });
    expect(trigger.textContent).toBe("Select customer");
    expect(trigger.getAttribute("aria-expanded")).toBe("false");
    await expectNoAxeViolations();

    await user.click(trigger);
    expect(trigger.getAttribute("aria-expanded")).toBe("true");
    const search = screen.getByPlaceholderText("Search by company");
    expect(document.activeElement).toBe(search);
    const listbox = screen.getByRole("listbox", { name: "Customer" });
    expect(trigger.getAttribute("aria-controls")).toBe(listbox.id);
    expect(search.getAttribute("aria-controls")).toBe(listbox.id);
    expect(listbox.className).toContain("max-h-[500px]");
    expect(optionNames()).toEqual([
      "Acme Foodsbuyer@acme.example.ca",
      "Café Crèmeorders@cafecreme.example.ca",
      "Harbour Caféharbourcafe@demo.example.ca",
      "Northern Bakerybread@northern.example.ca",
    ]);
    await expectNoAxeViolations();
  });

  it("filters as the user types, ignoring case and accents, on the label, description and keywords", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CustomerPicker />);
    await user.click(screen.getByRole("combobox", { name: "Customer" }));
    const search = screen.getByPlaceholderText("Search by company");
    await user.type(search, "CAFE");
    expect(optionNames().map((name) => name?.split("@")[0])).toEqual(["Café Crèmeorders", "Harbour Caféharbourcafe"]);
    await user.clear(search);
    await user.type(search, "vancouver");
    expect(optionNames().map((name) => name?.split("@")[0])).toEqual(["Harbour Caféharbourcafe"]);
    await user.clear(search);
    await user.type(search, "zzz");
    expect(optionNames()).toEqual([]);
    expect(screen.getByRole("status").textContent).toBe("No customers match.");
    expect(search.hasAttribute("aria-activedescendant")).toBe(false);
    await expectNoAxeViolations();
  });

  it("chooses with the arrow keys and Enter, then closes and returns focus to the button", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<CustomerPicker onChange={onChange} />);
    const trigger = screen.getByRole("combobox", { name: "Customer" });
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    const search = screen.getByPlaceholderText("Search by company");
    const active = () => document.getElementById(search.getAttribute("aria-activedescendant") ?? "")?.textContent;
    expect(active()).toMatch(/^Acme Foods/);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(active()).toMatch(/^Harbour Café/);
    await user.keyboard("{ArrowUp}");
    expect(active()).toMatch(/^Café Crème/);
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith(12);
    expect(screen.queryByRole("listbox")).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.textContent).toBe("Café Crème");
  });

  it("starts a search by typing on the closed button, and clicking an option chooses it", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<CustomerPicker onChange={onChange} />);
    screen.getByRole("combobox", { name: "Customer" }).focus();
    await user.keyboard("n");
    expect((screen.getByPlaceholderText("Search by company") as HTMLInputElement).value).toBe("n");
    await user.click(screen.getByRole("option", { name: /Northern Bakery/ }));
    expect(onChange).toHaveBeenCalledWith(14);
  });

  it("marks the current value and starts from it; Escape closes without a change", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<CustomerPicker initial={13} onChange={onChange} />);
    const trigger = screen.getByRole("combobox", { name: "Customer" });
    expect(trigger.textContent).toBe("Harbour Café");
    await user.click(trigger);
    expect(screen.getByRole("option", { selected: true }).textContent).toMatch(/^Harbour Café/);
    const search = screen.getByPlaceholderText("Search by company");
    expect(document.getElementById(search.getAttribute("aria-activedescendant")!)?.textContent).toMatch(/^Harbour Café/);
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("listbox")).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it("works as a react-hook-form field: the error is wired to the button, the value submitted", async () => {
    const user = userEvent.setup();
    const schema = z.object({ customer: z.number().nullable().pipe(z.number({ error: "Choose a customer." })) });
    const onSubmit = vi.fn();
    function OrderForCustomer() {
      const { control, handleSubmit } = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
        resolver: zodResolver(schema),
        defaultValues: { customer: null },
      });
      return (
        <form onSubmit={handleSubmit(onSubmit)} noValidate>
          <Controller
            control={control}
            name="customer"
            render={({ field, fieldState }) => (
              <FormField id="order-customer" label="Customer" hint="Orders are placed for this company." error={fieldState.error?.message}>
                {(wiring) => <Combobox {...wiring} {...field} aria-labelledby={fieldLabelId(wiring.id)} options={customers} />}
              </FormField>
            )}
          />
          <button type="submit">Continue</button>
        </form>
      );
    }
    renderWithIntl(<OrderForCustomer />);
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const trigger = screen.getByRole("combobox", { name: "Customer" });
    await waitFor(() => expect(trigger.getAttribute("aria-invalid")).toBe("true"));
    const described = trigger.getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["Orders are placed for this company.", "Choose a customer."]);
    // react-hook-form focuses the first invalid field.
    expect(document.activeElement).toBe(trigger);
    await expectNoAxeViolations();

    await user.click(trigger);
    await user.keyboard("acme{Enter}");
    await waitFor(() => expect(trigger.hasAttribute("aria-invalid")).toBe(false));
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0][0]).toEqual({ customer: 11 });
    expect(within(document.body).queryByText("Choose a customer.")).toBeNull();
  });
});
