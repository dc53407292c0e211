import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { AccountCard } from "@/components/account/account-card";
import { RegisterForm } from "@/components/account/register-form";
import { guardPage } from "@/lib/entry/page-guard";
import { getTranslations } from "next-intl/server";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("registerTitle") };
}

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  await guardPage("/register");
  const fromCheckout = firstParam((await searchParams).next) === "checkout";
  const t = await getTranslations("account");
  return (
    <AccountCard
      wide
      heading={t("registerHeading")}
      intro={t("registerIntro")}
      footer={
        <p>
          {t("haveAccount")}{" "}
          <Link href={fromCheckout ? "/login?next=checkout" : "/login"} className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t("loginLink")}
          </Link>
        </p>
      }
    >
      <RegisterForm fromCheckout={fromCheckout} />
    </AccountCard>
  );
}
