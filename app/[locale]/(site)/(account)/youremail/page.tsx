import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { AccountCard } from "@/components/account/account-card";
import { ResetEmailForm } from "@/components/account/reset-email-form";
import { guardPage } from "@/lib/entry/page-guard";
import { getTranslations } from "next-intl/server";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("youremailTitle") };
}

export default async function YourEmailPage({ searchParams }: { searchParams: SearchParams }) {
  await guardPage("/youremail");
  const email = firstParam((await searchParams).email) ?? "";
  const t = await getTranslations("account");
  return (
    <AccountCard
      heading={t("youremailHeading")}
      intro={t("youremailIntro")}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t("backToLogin")}
        </Link>
      }
    >
      <ResetEmailForm initialEmail={email} />
    </AccountCard>
  );
}
