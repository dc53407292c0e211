import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { AdminHome } from "@/components/admin-home/admin-home";
import { backOfficeHome } from "@/lib/back-office/home";
import { pageRoute, type PageProps } from "@/lib/entry/page-route";
import { getTranslations } from "next-intl/server";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminHome");
  return { title: t("title") };
}

const page = pageRoute("/admin", { load: (ctx) => backOfficeHome(ctx) });

/** The staff's home (issue 25): what is waiting on someone, each box a link into its filtered list. */
export default async function AdminHomePage(props: PageProps) {
  const { data } = await page(props);
  const t = await getTranslations("adminHome");
  return (
    <AdminPage title={t("title")} description={t("description")}>
      <AdminHome home={data} />
    </AdminPage>
  );
}
