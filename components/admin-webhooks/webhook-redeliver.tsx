"use client";

import { RotateCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { redeliverWebhook } from "@/client/api-client/webhooks";
import { useAction } from "@/client/ui/use-action";
import { Button } from "@/components/ui/button";

/** "Send again" on a delivery of the log: the same body queued anew; the log is refreshed. */
export function WebhookRedeliver({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }) {
  const t = useTranslations("adminWebhooks");
  const { online, pending, error, attempt } = useAction();
  return (
    <span className="inline-flex flex-col items-end gap-1">
    <Button
      type="button"
      variant="secondary"
      className="min-h-9 px-3 py-1.5 whitespace-nowrap"
      pending={pending}
      disabled={!online}
      aria-label={t("redeliverNamed", { id: deliveryId })}
      onClick={() => void attempt(() => redeliverWebhook({ id: endpointId, deliveryId }), { toast: t("redelivered"), then: "refresh" })}
    >
      <RotateCw aria-hidden="true" className="size-4" />
      {t("redeliver")}
    </Button>
      {error && (
        <span role="alert" className="text-xs text-sale-600">
          {error}
        </span>
      )}
    </span>
  );
}
