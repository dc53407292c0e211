import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrderDeliveryDateForm } from "@/components/admin-orders/order-delivery-date-form";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

/*
 * Staff set an order's delivery date on its page (issue 31), over a stubbed REST API: the day sent
 * as delivery_date to order_status, "to be arranged" sent as null, a refusal shown under the form.
 */

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }));
vi.mock("@/client/ui/toast", () => ({ toast: toasts }));
vi.mock("@/client/i18n/navigation", () => ({ useRouter: () => router }));

type Reply = { status: number; body: unknown };
let replies: Reply[];
const calls: Array<{ url: string; method: string; body: unknown }> = [];

beforeEach(() => {
  replies = [];
  calls.length = 0;
  toasts.success.mockReset();
  router.refresh.mockReset();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("the delivery date form", () => {
  it("sends the chosen day, tells it is saved and reads the order again", async () => {
    const user = userEvent.setup();
    renderWithIntl(<OrderDeliveryDateForm orderId={7} deliveryDate="2026-11-27" />);
    const input = screen.getByLabelText("New delivery date") as HTMLInputElement;
    expect(input.value).toBe("2026-11-27");
    const save = screen.getByRole("button", { name: "Save date" }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "2026-12-06" } });
    replies.push({ status: 200, body: { id: 7, delivery_date: "2026-12-06" } });
    await user.click(save);
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Delivery date saved", expect.anything()));
    expect(calls).toEqual([{ url: "/api/orders/order_status/7/", method: "PATCH", body: { delivery_date: "2026-12-06" } }]);
    expect(router.refresh).toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it("sets the order to be arranged (null)", async () => {
    const user = userEvent.setup();
    renderWithIntl(<OrderDeliveryDateForm orderId={8} deliveryDate="2026-11-27" />);
    replies.push({ status: 200, body: { id: 8, delivery_date: null } });
    await user.click(screen.getByRole("button", { name: "Set to be arranged" }));
    await waitFor(() => expect(toasts.success).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ url: "/api/orders/order_status/8/", body: { delivery_date: null } });
  });

  it("offers no 'to be arranged' for an order without a date, and shows a refusal", async () => {
    const user = userEvent.setup();
    renderWithIntl(<OrderDeliveryDateForm orderId={9} deliveryDate={null} />, { locale: "fr-CA" });
    expect(screen.queryByRole("button", { name: "Mettre à convenir" })).toBeNull();
    fireEvent.change(screen.getByLabelText("Nouvelle date de livraison"), { target: { value: "2026-12-04" } });
    replies.push({ status: 400, body: { delivery_date: ["Entrez une date au format AAAA-MM-JJ."] } });
    await user.click(screen.getByRole("button", { name: "Enregistrer la date" }));
    expect(await screen.findByText(/AAAA-MM-JJ/)).toBeTruthy();
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
