import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CustomerEditForm } from "@/components/admin-customers/customer-edit-form";
import type { Customer } from "@/client/api-client/customers";
import type { Profile } from "@/client/api-client/accounts";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

/*
 * The edit customer page's tax exemptions (issue 29), over a stubbed REST API: one number per
 * provincial tax, blank for none, saved with the profile's PATCH as the whole list, and only when
 * one of them changed.
 */

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock("@/client/ui/toast", () => ({ toast: toasts }));
vi.mock("@/client/i18n/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }) }));

const customer: Customer = {
  id: 7,
  company: "Kits Deli",
  first_name: "Dana",
  last_name: "Lee",
  phone_number: "6045550199",
  email: "dana@kitsdeli.example.ca",
  username: "dana@kitsdeli.example.ca",
  country: "Canada",
  address: "2100 W 4th Ave",
  townCity: "Vancouver",
  state: "BC",
  zipcode: "V6K 1N7",
  verified: true,
  price_list: null,
};

const calls: Array<{ url: string; method: string; body: Record<string, unknown> }> = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Partial<Profile>;
      calls.push({ url, method: init.method ?? "GET", body });
      const answer: Profile = { ...customer, form: "Customer", language: null, tax_exemptions: body.tax_exemptions ?? [{ code: "QST", number: "1234567890TQ0001" }], ...body } as Profile;
      return new Response(JSON.stringify(answer), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe("the edit customer form's tax exemptions", () => {
  it("shows one field per provincial tax with the customer's numbers, blank where they are not exempt", async () => {
    renderWithIntl(<CustomerEditForm customer={customer} profile={{ language: null, tax_exemptions: [{ code: "QST", number: "1234567890TQ0001" }] }} />);
    expect(screen.getByRole("group", { name: "Tax exemptions" })).toBeTruthy();
    expect(field("QST registration number").value).toBe("1234567890TQ0001");
    for (const label of ["PST number (BC)", "RST number (MB)", "PST number (SK)"]) expect(field(label).value).toBe("");
    await expectNoAxeViolations();
  });

  it("sends the whole list, trimmed, when a number changed: a blank one is no exemption", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CustomerEditForm customer={customer} profile={{ language: null, tax_exemptions: [{ code: "QST", number: "1234567890TQ0001" }] }} />);
    await user.clear(field("QST registration number"));
    await user.type(field("PST number (BC)"), "  PST-1234-5678 ");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: "/api/users/profile/7/", method: "PATCH", body: { tax_exemptions: [{ code: "PST_BC", number: "PST-1234-5678" }] } });
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
  });

  it("leaves them out of the PATCH when only the profile changed", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CustomerEditForm customer={customer} profile={{ language: null, tax_exemptions: [{ code: "QST", number: "1234567890TQ0001" }] }} />);
    await user.clear(field("Company"));
    await user.type(field("Company"), "Kits Deli Ltd");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].body).toEqual({ company: "Kits Deli Ltd" });
  });

  it("refuses a number of more than 40 characters before sending anything", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CustomerEditForm customer={customer} profile={{ language: null, tax_exemptions: [] }} />);
    await user.type(field("RST number (MB)"), "1".repeat(41));
    await user.tab();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText("At most 40 characters.")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("is in French on a French page", () => {
    renderWithIntl(<CustomerEditForm customer={customer} profile={{ language: null, tax_exemptions: [] }} />, { locale: "fr-CA" });
    expect(screen.getByRole("group", { name: "Exemptions de taxes" })).toBeTruthy();
    for (const label of ["Numéro d’inscription à la TVQ", "Numéro de TVP (C.-B.)", "Numéro de TVD (Man.)", "Numéro de TVP (Sask.)"]) expect(field(label)).toBeTruthy();
  });
});
