"use client";

import { BadgeCheck, ShieldOff } from "lucide-react";
import { setCustomerVerified } from "@/client/api-client/customers";
import { useTranslations } from "next-intl";
import { useAction } from "@/client/ui/use-action";
import { ActionPanel } from "@/components/admin/action-panel";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-dialog";

/**
 * docs/product.md §4 Verification on the edit screen: Verify (the customer is emailed) at once, its
 * failure on the panel's error line; Unverify, which takes prices and ordering away, behind a
 * confirmation, whose dialog shows a failure.
 */
export function CustomerVerification({ customerId, name, verified }: { customerId: number; name: string; verified: boolean }) {
  const t = useTranslations("adminCustomers");
  const { online, pending, error, run, attempt } = useAction();
  const change = (next: boolean) =>
    (next ? attempt : run)(() => setCustomerVerified({ id: customerId }, { verified: next }), {
      toast: next ? t("verifiedToast", { who: name }) : t("unverifiedToast", { who: name }),
      then: "refresh",
    });

  return (
    <ActionPanel
      id="customer-verification-title"
      title={t("verificationTitle")}
      text={verified ? t("verifiedText") : t("awaitingText")}
      textTestId="verification-state"
      online={online}
      error={error}
    >
      {verified ? (
        <ConfirmButton
          label={t("unverify")}
          icon={ShieldOff}
          title={t("unverifyTitle")}
          description={t("unverifyText", { who: name })}
          onConfirm={() => change(false)}
        />
      ) : (
        <Button type="button" pending={pending} disabled={!online} onClick={() => void change(true)}>
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t("verify")}
        </Button>
      )}
    </ActionPanel>
  );
}
