"use client";

import { Send } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { errorText } from "@/client/api-client/api-error";
import { listWebhookDeliveries, sendWebhookTest, type WebhookDelivery } from "@/client/api-client/webhooks";
import { useRouter } from "@/client/i18n/navigation";
import { useOnline } from "@/client/ui/use-online";
import { ActionPanel } from "@/components/admin/action-panel";
import { Button } from "@/components/ui/button";

/** How often, and how long, the panel asks for the test delivery's outcome (the dispatcher sends within a second or two). */
const POLL_MS = 1_000;
const POLL_TIMES = 25;

type Outcome = { kind: "delivered"; status: number | null } | { kind: "failed"; error: string } | { kind: "waiting" };

/**
 * "Send test event" (issue 32): queues a webhook.test delivery, then reads the endpoint's delivery log
 * until that delivery's first attempt is done, and says what the endpoint answered (a live region);
 * the page's log is refreshed with it.
 */
export function WebhookTestPanel({ endpointId }: { endpointId: number }) {
  const t = useTranslations("adminWebhooks");
  const router = useRouter();
  const online = useOnline();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const outcomeOf = (delivery: WebhookDelivery): Outcome | null => {
    if (delivery.status === "delivered") return { kind: "delivered", status: delivery.response_status };
    if (delivery.attempts > 0 || delivery.status === "failed") return { kind: "failed", error: delivery.last_error ?? t("statusFailed") };
    return null;
  };

  const send = async () => {
    setPending(true);
    setOutcome(null);
    setError(null);
    try {
      const queued = await sendWebhookTest({ id: endpointId });
      let found: Outcome | null = null;
      for (let i = 0; i < POLL_TIMES && !found && alive.current; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const log = await listWebhookDeliveries({ id: endpointId });
        const delivery = log.results.find((d) => d.id === queued.id);
        found = delivery ? outcomeOf(delivery) : null;
      }
      if (!alive.current) return;
      setOutcome(found ?? { kind: "waiting" });
      router.refresh();
    } catch (failure) {
      if (alive.current) setError(errorText(failure));
    } finally {
      if (alive.current) setPending(false);
    }
  };

  const message =
    outcome?.kind === "delivered"
      ? t("testDelivered", { status: outcome.status ?? 200 })
      : outcome?.kind === "failed"
        ? t("testFailed", { error: outcome.error })
        : outcome?.kind === "waiting"
          ? t("testWaiting")
          : pending
            ? t("testSending")
            : "";
  const tone = outcome?.kind === "delivered" ? "border-green-200 bg-green-50 text-green-900" : outcome?.kind === "failed" ? "border-red-200 bg-red-50 text-red-900" : "border-stone-200 bg-stone-50 text-stone-800";
  return (
    <ActionPanel id="webhook-test-title" title={t("testTitle")} text={t("testText")} online={online} error={error}>
      <div className="flex w-full flex-col gap-3">
        <div>
          <Button type="button" variant="secondary" pending={pending} disabled={!online} onClick={() => void send()}>
            <Send aria-hidden="true" className="size-4" />
            {t("sendTest")}
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {message && (
            <p className={`rounded-lg border px-3 py-2 text-sm break-words ${tone}`} data-testid="webhook-test-result">
              {message}
            </p>
          )}
        </div>
      </div>
    </ActionPanel>
  );
}
