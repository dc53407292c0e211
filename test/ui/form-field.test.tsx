import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormActions } from "@/components/ui/form-actions";
import { controlStyles, FormField } from "@/components/ui/form-field";
import { TextField } from "@/components/ui/text-field";
import { FormRulesProvider } from "@/client/ui/rule-text";
import { formRuleTable } from "@/lib/i18n/form-rules";
import { validationMessages } from "@/lib/shared/messages/validation";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

const describedTexts = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean).map((id) => document.getElementById(id)?.textContent);

describe("FormField", () => {
  it("labels a select and wires its hint; no error, no aria-invalid", async () => {
    renderWithIntl(
      <FormField id="category" label="Category" hint="Where the product is listed.">
        {(control) => (
          <select {...control} className={controlStyles()}>
            <option>Dairy</option>
          </select>
        )}
      </FormField>,
    );
    const select = screen.getByRole("combobox", { name: "Category" });
    expect(describedTexts(select)).toEqual(["Where the product is listed."]);
    expect(select.hasAttribute("aria-invalid")).toBe(false);
    expect(select.className).toContain("border-stone-300");
    await expectNoAxeViolations();
  });

  it("marks an optional textarea and wires the hint and the error, in that order", async () => {
    renderWithIntl(
      <FormField id="notes" label="Order notes" optional hint="Receiving hours" error="Keep it under 500 characters." className="sm:col-span-2">
        {(control) => <textarea {...control} className={controlStyles({ invalid: true })} />}
      </FormField>,
    );
    const notes = screen.getByRole("textbox", { name: "Order notes (optional)" });
    expect(notes.getAttribute("aria-invalid")).toBe("true");
    expect(describedTexts(notes)).toEqual(["Receiving hours", "Keep it under 500 characters."]);
    expect(notes.className).toContain("border-sale-600");
    expect(notes.closest("div")?.className).toBe("flex min-w-0 flex-col gap-1 sm:col-span-2");
    await expectNoAxeViolations();
  });
});

describe("TextField", () => {
  it("is a FormField around an input, read-only styling included", async () => {
    renderWithIntl(
      <>
        <TextField id="email" label="Email address" type="email" error="Enter a valid email address." />
        <TextField id="country" label="Country" readOnly value="Canada" hint="(cannot be changed)" />
      </>,
    );
    const email = screen.getByRole("textbox", { name: "Email address" });
    expect(email.getAttribute("type")).toBe("email");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedTexts(email)).toEqual(["Enter a valid email address."]);
    const country = screen.getByRole("textbox", { name: "Country" }) as HTMLInputElement;
    expect(country.readOnly).toBe(true);
    expect(country.className).toContain("bg-stone-100");
    expect(describedTexts(country)).toEqual(["(cannot be changed)"]);
    await expectNoAxeViolations();
  });
});

describe("FormActions", () => {
  it("submits when valid and online, shows the server's error line", async () => {
    renderWithIntl(
      <form aria-label="Profile">
        <FormActions online pending={false} invalid={false} error="Enter a valid postal code.">
          Save
        </FormActions>
      </form>,
    );
    const save = screen.getByRole("button", { name: "Save" }) as HTMLButtonElement;
    expect(save.type).toBe("submit");
    expect(save.disabled).toBe(false);
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid postal code.");
    expect(screen.queryByText(/You are offline/)).toBeNull();
    await expectNoAxeViolations();
  });

  it("is disabled while invalid or offline, says why when offline, and is busy while pending", () => {
    const { rerender } = renderWithIntl(
      <FormActions online={false} pending={false} invalid={false} error={null}>
        Save
      </FormActions>,
    );
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText("You are offline. Connect to the internet to continue.")).toBeTruthy();
    rerender(
      <FormActions online pending invalid={false} error={null}>
        Save
      </FormActions>,
    );
    const save = screen.getByRole("button", { name: "Save" });
    expect(save.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("puts the Cancel link beside the submit button", () => {
    renderWithIntl(
      <FormActions online pending={false} invalid error={null} cancel={{ href: "/admin/products", label: "Cancel" }}>
        Save product
      </FormActions>,
    );
    const save = screen.getByRole("button", { name: "Save product" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const cancel = screen.getByRole("link", { name: "Cancel" });
    expect(save.parentElement).toBe(cancel.parentElement);
    expect(cancel.getAttribute("href")).toBe("/admin/products");
  });

  it("on a French page, says a check's English rule text in French, wired as the field's error", async () => {
    renderWithIntl(
      <FormRulesProvider table={formRuleTable("fr-CA")}>
        <TextField id="name" label="Nom" error={validationMessages.atMost(200)} />
        <TextField id="code" label="Code" error="Ce code est déjà pris." />
      </FormRulesProvider>,
      { locale: "fr-CA" },
    );
    expect(describedTexts(screen.getByRole("textbox", { name: /Nom/ }))).toEqual(["Au plus 200 caractères."]);
    // A text the server already wrote in the page's language is shown as it came.
    expect(describedTexts(screen.getByRole("textbox", { name: /Code/ }))).toEqual(["Ce code est déjà pris."]);
    await expectNoAxeViolations();
  });
});
