import type { Metadata } from "next";
import { Link } from "@/client/i18n/navigation";
import { AccountCard } from "@/components/account/account-card";
import { NewPasswordForm } from "@/components/account/new-password-form";
import { guardPage } from "@/lib/entry/page-guard";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account");
  return { title: t("enterPasswordTitle") };
}

export default async function EnterPasswordPage() {
  await guardPage("/enterpassword");
  const t = await getTranslations("account");
  return (
    <AccountCard
      heading={t("enterPasswordHeading")}
      footer={
        <Link href="/login" className="font-semibold text-brand-700 underline hover:text-brand-800">
          {t("backToLogin")}
        </Link>
      }
    >
      <NewPasswordForm />
    </AccountCard>
  );
}
