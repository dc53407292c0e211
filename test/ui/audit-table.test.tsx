import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AuditFilters } from "@/components/admin-audit/audit-filters";
import { AuditTable } from "@/components/admin-audit/audit-table";
import type { AuditEntryView } from "@/lib/shared/audit/audit-schemas";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

/* /admin/audit's table and filters (issue 32, docs/audit.md): the rows as staff read them, in both languages. */

const entries: AuditEntryView[] = [
  { id: 3, at: "2026-11-27T20:15:00.000Z", actor: "admin@demo.example.ca", actor_id: 1, action: "update", entity: "product", entity_id: "42", before: { price: "12.00" }, after: { price: "13.50" } },
  { id: 2, at: "2026-11-27T19:00:00.000Z", actor: "admin@demo.example.ca", actor_id: 1, action: "delete", entity: "vendor", entity_id: "7", before: { name: "Old Farms", email: "" }, after: null },
  { id: 1, at: "2026-11-27T18:00:00.000Z", actor: "system", actor_id: null, action: "webhook_test", entity: "webhook", entity_id: "5", before: null, after: { active: true } },
];

describe("the audit table", () => {
  it("shows when in shop time, who, the action, what (linked) and each changed field before → after", async () => {
    const { container } = renderWithIntl(<AuditTable entries={entries} empty={{ title: "None" }} />);
    const table = screen.getByRole("table", { name: "Audit log" });
    const rows = within(table).getAllByTestId("audit-row");
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain("Nov 27, 2026, 12:15 p.m.");
    expect(rows[0].textContent).toContain("admin@demo.example.ca");
    expect(rows[0].textContent).toContain("Edited");
    expect(within(rows[0]).getByRole("link", { name: "Product #42" }).getAttribute("href")).toBe("/admin/product/42");
    expect(within(rows[0]).getByRole("listitem").textContent).toContain("price: 12.00 → 13.50");
    // A deletion: no link to a record that is gone, the fields as they were.
    expect(within(rows[1]).queryByRole("link")).toBeNull();
    expect(rows[1].textContent).toContain("Deleted");
    expect(rows[1].textContent).toContain("email: (empty)");
    // An action of a newer module, as recorded; the shop's own work as "System".
    expect(rows[2].textContent).toContain("webhook_test");
    expect(rows[2].textContent).toContain("System");
    expect(rows[2].textContent).toContain("active: yes");
    await expectNoAxeViolations(container);
  });

  it("is in French on a French page", () => {
    renderWithIntl(<AuditTable entries={entries.slice(0, 1)} empty={{ title: "Aucune" }} />, { locale: "fr-CA" });
    const row = within(screen.getByRole("table", { name: "Journal d’audit" })).getByTestId("audit-row");
    expect(row.textContent).toContain("Modifié");
    expect(within(row).getByRole("link", { name: "Produit nº 42" })).toBeTruthy();
  });

  it("says so when nothing matches", () => {
    renderWithIntl(<AuditTable entries={[]} empty={{ title: "No changes match these filters" }} />);
    expect(screen.getByText("No changes match these filters")).toBeTruthy();
  });
});

describe("the filters", () => {
  it("are a GET form with the API's names, filled from the URL's view", async () => {
    const { container } = renderWithIntl(<AuditFilters view={{ actor: "admin@demo.example.ca", entity: "order", from: "2026-11-01" }} />);
    const form = screen.getByRole("form", { name: "Filter the audit log" });
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBe("/admin/audit");
    expect((screen.getByLabelText("Who") as HTMLInputElement).value).toBe("admin@demo.example.ca");
    expect(screen.getByLabelText("Who").getAttribute("name")).toBe("actor");
    expect((screen.getByLabelText("What") as HTMLInputElement).value).toBe("order");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-11-01");
    expect((screen.getByLabelText("To") as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe("/admin/audit");
    await expectNoAxeViolations(container);
  });
});
