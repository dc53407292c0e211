import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { AccountCard } from "@/components/account/account-card";
import { ResetCodeForm } from "@/components/account/reset-code-form";
import { guardPage } from "@/lib/entry/page-guard";
import { getTranslations } from "next-intl/server";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("validateTitle") };
}

export default async function ValidateCodePage({ searchParams }: { searchParams: SearchParams }) {
  await guardPage("/validateCode");
  const email = firstParam((await searchParams).email)?.trim() ?? "";
  const t = await getTranslations("account");
  const linkClass = "font-semibold text-brand-700 underline hover:text-brand-800";
  return (
    <AccountCard
      heading={t("validateHeading")}
      intro={email ? t("validateIntro", { email }) : t("validateIntroNoEmail")}
      footer={
        <Link href={email ? `/youremail?email=${encodeURIComponent(email)}` : "/youremail"} className={linkClass}>
          {t("sendNewCode")}
        </Link>
      }
    >
      {email ? (
        <ResetCodeForm email={email} />
      ) : (
        <Link href="/youremail" className={linkClass}>
          {t("enterPasswordRestart")}
        </Link>
      )}
    </AccountCard>
  );
}
