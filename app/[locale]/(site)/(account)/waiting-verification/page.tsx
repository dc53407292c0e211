import { Hourglass } from "lucide-react";
import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { buttonStyles } from "@/components/ui/button";
import { guardPage } from "@/lib/entry/page-guard";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("waitingTitle") };
}

/**
 * docs/product.md §2: where login lands a customer awaiting verification. OK goes to the catalogue, which
 * they browse as a visitor does until verified (docs/architecture.md: where this product differs from docs/product.md).
 */
export default async function WaitingVerificationPage() {
  await guardPage("/waiting-verification");
  const t = await getTranslations("account");
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-14">
      <section className="flex flex-col items-center gap-4 rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Hourglass className="size-7" />
        </span>
        <h1 className="text-2xl font-bold text-brand-800">{t("waitingHeading")}</h1>
        <p className="text-stone-700">{t("waitingText")}</p>
        <Link href="/products" className={`${buttonStyles.primary} min-w-32`}>
          {t("waitingOk")}
        </Link>
      </section>
    </div>
  );
}
