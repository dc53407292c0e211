import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReviewForm } from "@/components/cart/review-form";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

/*
 * The cart's billing (issue 26): folded into one line with Change while the profile's details are
 * complete and valid, unfolded by itself otherwise; one Review and pay, with the total for the
 * phone's bottom bar; the PO number always in view.
 */

vi.mock("@/client/i18n/navigation", () => ({ useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }) }));

const complete = { companyName: "Kits Deli", country: "Canada" as const, address: "2100 W 4th Ave", townCity: "Vancouver", state: "BC", zipcode: "V6K 1N7", email: "orders@kitsdeli.example.ca", phone: "6045550199", orderNotes: "", po_number: null };

afterEach(() => localStorage.clear());

describe("the cart's billing form", () => {
  it("starts folded into one line from a complete profile, with Change, the PO number and one Review and pay", async () => {
    renderWithIntl(<ReviewForm defaults={complete} owner={1} name="Dana Lee" total="50.40" />);
    expect(screen.getByTestId("billing-summary").textContent).toContain("Deliver to: Kits Deli, Dana Lee, 2100 W 4th Ave, Vancouver, British Columbia");
    expect(screen.queryByLabelText("Address")).toBeNull();
    expect((screen.getByLabelText(/PO number/) as HTMLInputElement).value).toBe("");
    expect(screen.getAllByRole("button", { name: "Review and pay" })).toHaveLength(1);
    expect(screen.getByTestId("sticky-total").textContent).toContain("$50.40 CAD");
    await expectNoAxeViolations();
  });

  it("Change unfolds the form, its first field focused, the province a list", async () => {
    renderWithIntl(<ReviewForm defaults={complete} owner={1} name="Dana Lee" total="50.40" />);
    await userEvent.click(screen.getByRole("button", { name: "Change the billing details" }));
    expect(document.activeElement).toBe(screen.getByLabelText(/Company name/));
    expect((screen.getByLabelText("Address") as HTMLInputElement).value).toBe("2100 W 4th Ave");
    const province = screen.getByRole("combobox", { name: "Province" });
    expect((province as HTMLInputElement).value).toBe("BC");
    expect(province.querySelectorAll("option")).toHaveLength(14);
    expect(screen.queryByTestId("billing-summary")).toBeNull();
    await expectNoAxeViolations();
  });

  it("unfolds by itself when the profile lacks something the order needs", () => {
    renderWithIntl(<ReviewForm defaults={{ ...complete, address: "", zipcode: "" }} owner={1} total="50.40" />);
    expect(screen.queryByTestId("billing-summary")).toBeNull();
    expect((screen.getByLabelText("Address") as HTMLInputElement).value).toBe("");
  });

  it("unfolds by itself for a province outside the list, which stays shown as it is", () => {
    renderWithIntl(<ReviewForm defaults={{ ...complete, state: "Ont." }} owner={1} total="50.40" />);
    expect(screen.queryByTestId("billing-summary")).toBeNull();
    expect((screen.getByRole("combobox", { name: "Province" }) as HTMLInputElement).value).toBe("Ont.");
  });

  it("the PO number field stops at 40 characters", async () => {
    renderWithIntl(<ReviewForm defaults={complete} owner={1} total="50.40" />);
    const po = screen.getByLabelText(/PO number/);
    await userEvent.type(po, "x".repeat(45));
    expect((po as HTMLInputElement).value).toBe("x".repeat(40));
  });
});
