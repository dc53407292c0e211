import { Hourglass } from "lucide-react";
import { getPageContext } from "@/lib/entry/page-context";
import { awaitingVerification } from "@/lib/shared/accounts/actor";
import { companyContact } from "@/lib/system/company";
import { getTranslations } from "next-intl/server";
import { telHref } from "@/lib/shared/ui/contact-format";
import { HideOnPath } from "./hide-on-path";

/**
 * For a customer awaiting verification, on every page but the waiting page itself: they browse
 * the catalogue as a visitor does (no prices, no cart) until the shop verifies them, and can call.
 */
export async function VerificationNotice() {
  const { actor } = await getPageContext();
  if (!awaitingVerification(actor)) return null;
  const phone = companyContact().phones[0];
  const t = await getTranslations("layout");
  return (
    <HideOnPath path="/waiting-verification">
      <aside aria-label={t("verificationNotice")} className="border-b border-amber-200 bg-amber-50 text-sm text-amber-950" data-testid="verification-notice">
        <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2.5">
          <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t("awaitingVerification")}
            {phone && (
              <span className="ml-1 inline-block">
                {t("callUs")}{" "}
                <a href={telHref(phone)} className="font-semibold underline">
                  {phone}
                </a>
              </span>
            )}
          </span>
        </p>
      </aside>
    </HideOnPath>
  );
}
