"use client";

import { BadgeCheck, ShieldOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/client/ui/toast";
import { errorText } from "@/client/api-client/api-error";
import { setCustomerVerified } from "@/client/api-client/customers";
import { adminCustomersMessages as t } from "@/lib/shared/messages/admin-customers";
import { useOnline } from "@/client/ui/use-online";
import { Button } from "@/components/ui/button";
import { ConfirmButton } from "@/components/ui/confirm-dialog";
import { FormError } from "@/components/ui/form-error";
import { OfflineNotice } from "@/components/ui/offline-notice";
import { usePending } from "@/client/ui/use-pending";

/**
 * docs/product.md §4 Verification on the edit screen: Verify (the customer is emailed) at once; Unverify,
 * which takes prices and ordering away, behind a confirmation.
 */
export function CustomerVerification({ customerId, name, verified }: { customerId: number; name: string; verified: boolean }) {
  const router = useRouter();
  const online = useOnline();
  const [pending, setPending] = usePending();
  const [error, setError] = useState<string | null>(null);

  const change = async (next: boolean) => {
    await setCustomerVerified({ id: customerId }, { verified: next });
    toast.success(next ? t.verifiedToast(name) : t.unverifiedToast(name), { duration: 2000 });
    router.refresh();
  };

  const verify = async () => {
    setPending(true);
    setError(null);
    try {
      await change(true);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="customer-verification-title" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-6">
      <h2 id="customer-verification-title" className="text-base font-semibold text-stone-900">
        {t.verificationTitle}
      </h2>
      <p className="mt-1 text-sm text-stone-700" data-testid="verification-state">
        {verified ? t.verifiedText : t.awaitingText}
      </p>
      {!online && <OfflineNotice />}
      <div className="mt-4 flex flex-wrap gap-3">
        {verified ? (
          <ConfirmButton
            label={t.unverify}
            icon={ShieldOff}
            disabled={!online}
            title={t.unverifyTitle}
            description={t.unverifyText(name)}
            confirmLabel={t.unverify}
            onConfirm={() => change(false)}
          />
        ) : (
          <Button type="button" pending={pending} disabled={!online} onClick={() => void verify()}>
            <BadgeCheck aria-hidden="true" className="size-4" />
            {t.verify}
          </Button>
        )}
      </div>
      <FormError message={error} />
    </section>
  );
}
