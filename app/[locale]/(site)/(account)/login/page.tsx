import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { AccountCard } from "@/components/account/account-card";
import { LoginForm } from "@/components/account/login-form";
import { guardPage } from "@/lib/entry/page-guard";
import { loginReasonOf, safeReturnPath } from "@/lib/shared/accounts/login-redirect";
import { getTranslations } from "next-intl/server";
import { firstParam, type SearchParams } from "@/lib/shared/ui/search-params";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("loginTitle") };
}

export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  await guardPage("/login");
  const rawNext = firstParam((await searchParams).next);
  const fromCheckout = rawNext === "checkout";
  // Where a visitor was sent from (a page that needs an account), to come back to afterwards.
  const next = safeReturnPath(rawNext);
  const t = await getTranslations("account");
  return (
    <AccountCard
      heading={t("loginHeading")}
      intro={t("loginIntro")}
      notice={next ? t("loginReason", { reason: loginReasonOf(next) }) : undefined}
      footer={
        <>
          <Link href="/youremail" className="font-semibold text-brand-700 underline hover:text-brand-800">
            {t("forgotPassword")}
          </Link>
          <p>
            {t("noAccount")}{" "}
            <Link href={fromCheckout ? "/register?next=checkout" : "/register"} className="font-semibold text-brand-700 underline hover:text-brand-800">
              {t("createAccount")}
            </Link>
          </p>
        </>
      }
    >
      <LoginForm fromCheckout={fromCheckout} next={next} />
    </AccountCard>
  );
}
