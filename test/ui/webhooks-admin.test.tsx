import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WebhookDeliveriesTable } from "@/components/admin-webhooks/webhook-deliveries-table";
import { WebhookForm } from "@/components/admin-webhooks/webhook-form";
import { WebhookTestPanel } from "@/components/admin-webhooks/webhook-test-panel";
import { WebhooksTable } from "@/components/admin-webhooks/webhooks-table";
import type { WebhookDelivery, WebhookEndpoint } from "@/lib/shared/webhooks/webhook-schemas";
import { expectNoAxeViolations } from "./axe";
import { renderWithIntl } from "./intl";

/*
 * The back office's webhook screens (issue 32) over a stubbed REST API: the add form sends the
 * events chosen and shows the secret once; the edit form sends a new secret only when typed; "Send
 * test event" reads the log until its delivery's first attempt and says how it went; the tables in
 * both languages, with axe.
 */

const toasts = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const router = vi.hoisted(() => ({ push: vi.fn(), refresh: vi.fn(), replace: vi.fn() }));
vi.mock("@/client/ui/toast", () => ({ toast: toasts }));
vi.mock("@/client/i18n/navigation", () => ({
  useRouter: () => router,
  // The shop's Link, minus the router: a plain anchor (prefetch is the router's business).
  Link: ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const endpoint: WebhookEndpoint = {
  id: 3,
  url: "https://erp.example.ca/hooks/shop",
  events: ["order.placed", "order.paid"],
  active: true,
  secret_hint: "…9f2c",
  created_at: "2026-11-27T18:00:00.000Z",
  updated_at: "2026-11-27T18:00:00.000Z",
  last_delivery: { status: "delivered", created_at: "2026-11-28T07:00:00.000Z" },
};

const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 41,
  event: "webhook.test",
  status: "pending",
  attempts: 0,
  response_status: null,
  last_error: null,
  created_at: "2026-11-28T07:00:00.000Z",
  last_attempt_at: null,
  next_attempt_at: "2026-11-28T07:00:00.000Z",
  delivered_at: null,
  ...over,
});

const calls: Array<{ url: string; method: string; body: unknown }> = [];
let answer: (url: string, method: string) => unknown = () => ({});

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer(url, method)), { status: method === "POST" ? 201 : 200, headers: { "Content-Type": "application/json" } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the add form", () => {
  it("sends the URL and the events chosen, no secret when left empty, then shows the secret once", async () => {
    answer = () => ({ ...endpoint, id: 9, secret: "a".repeat(64) });
    const user = userEvent.setup();
    renderWithIntl(<WebhookForm />);
    await user.type(screen.getByLabelText("Endpoint URL"), "https://erp.example.ca/hooks/shop");
    const events = screen.getByRole("group", { name: "Events to send" });
    await user.click(events.querySelector('input[value="product.changed"]')!);
    await user.click(events.querySelector('input[value="order.placed"]')!);
    await user.click(screen.getByRole("button", { name: "Add endpoint" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: "/api/webhooks/", method: "POST", body: { url: "https://erp.example.ca/hooks/shop", events: ["order.placed", "product.changed"] } });
    expect(await screen.findByTestId("webhook-secret")).toHaveProperty("textContent", "a".repeat(64));
    expect(screen.getByRole("link", { name: "Open the endpoint" }).getAttribute("href")).toBe("/admin/webhook/9");
    expect(router.refresh).toHaveBeenCalled();
    await expectNoAxeViolations();
  });

  it("refuses no event and a short secret before sending anything", async () => {
    const user = userEvent.setup();
    renderWithIntl(<WebhookForm />);
    await user.type(screen.getByLabelText("Endpoint URL"), "https://erp.example.ca/x");
    await user.type(screen.getByLabelText("Signing secret (optional)"), "short");
    await user.tab();
    expect(await screen.findByText("At least 16 characters, without spaces.")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Add endpoint" }) as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });
});

describe("the edit form", () => {
  it("sends every field and a new secret only when one is typed", async () => {
    answer = () => endpoint;
    const user = userEvent.setup();
    renderWithIntl(<WebhookForm endpoint={endpoint} />);
    expect(screen.getByText("Leave empty to keep the current secret, the one ending …9f2c.")).toBeTruthy();
    await user.click(screen.getByLabelText("Send deliveries to this endpoint"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ url: "/api/webhooks/3/", method: "PATCH", body: { url: endpoint.url, events: ["order.placed", "order.paid"], active: false } });
    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith("Webhook endpoint saved", { duration: 2000 }));
  });
});

describe("Send test event", () => {
  it("queues the test event, reads the log until its first attempt, and says what the endpoint answered", async () => {
    let reads = 0;
    answer = (url, method) => {
      if (method === "POST") return delivery({});
      reads += 1;
      const d = reads < 2 ? delivery({}) : delivery({ status: "delivered", attempts: 1, response_status: 204 });
      return { count: 1, next: null, previous: null, results: [d] };
    };
    const user = userEvent.setup();
    renderWithIntl(<WebhookTestPanel endpointId={3} />);
    await user.click(screen.getByRole("button", { name: "Send test event" }));
    expect(await screen.findByText("Test event delivered: the endpoint answered HTTP 204.", undefined, { timeout: 5000 })).toBeTruthy();
    expect(calls[0]).toMatchObject({ url: "/api/webhooks/3/test/", method: "POST" });
    expect(calls.slice(1).every((c) => c.url === "/api/webhooks/3/deliveries/" && c.method === "GET")).toBe(true);
    expect(router.refresh).toHaveBeenCalled();
  });

  it("says why a test event was not delivered", async () => {
    answer = (url, method) =>
      method === "POST" ? delivery({}) : { count: 1, next: null, previous: null, results: [delivery({ attempts: 1, response_status: 500, last_error: "HTTP 500: down" })] };
    const user = userEvent.setup();
    renderWithIntl(<WebhookTestPanel endpointId={3} />);
    await user.click(screen.getByRole("button", { name: "Send test event" }));
    expect(await screen.findByText("The test event was not delivered: HTTP 500: down", undefined, { timeout: 5000 })).toBeTruthy();
  });
});

describe("the tables", () => {
  it("list endpoints and deliveries, in English and French, accessibly", async () => {
    const log = [
      delivery({ id: 42, status: "failed", attempts: 30, response_status: 503, last_error: "HTTP 503: maintenance", next_attempt_at: null, last_attempt_at: "2026-11-29T07:00:00.000Z" }),
      delivery({ id: 41, event: "order.placed", status: "delivered", attempts: 1, response_status: 200, delivered_at: "2026-11-28T07:00:01.000Z", next_attempt_at: null }),
    ];
    const { unmount } = renderWithIntl(
      <>
        <WebhooksTable endpoints={[endpoint, { ...endpoint, id: 4, url: "https://b.example.ca/", active: false, last_delivery: null }]} />
        <WebhookDeliveriesTable endpointId={3} deliveries={log} />
      </>,
    );
    const endpoints = screen.getByRole("table", { name: "Webhook endpoints" });
    expect(endpoints.textContent).toContain("Order placed, Order paid");
    expect(endpoints.textContent).toContain("Switched off");
    expect(endpoints.textContent).toContain("None yet");
    const deliveries = screen.getByRole("table", { name: "Deliveries, newest first" });
    expect(deliveries.textContent).toContain("HTTP 503");
    expect(deliveries.textContent).toContain("HTTP 503: maintenance");
    expect(deliveries.textContent).toContain("Failed");
    expect(deliveries.textContent).toContain("Test event");
    expect(screen.getAllByRole("button", { name: "Send delivery 42 again" }).length).toBeGreaterThan(0);
    await expectNoAxeViolations();
    unmount();
    renderWithIntl(<WebhookDeliveriesTable endpointId={3} deliveries={log} />, { locale: "fr-CA" });
    expect(screen.getByRole("table", { name: "Envois, du plus récent au plus ancien" }).textContent).toContain("Échoué");
  });
});
