import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { WebhookForm } from "@/components/admin-webhooks/webhook-form";
import { WebhooksTable } from "@/components/admin-webhooks/webhooks-table";
import { guardPage } from "@/lib/entry/page-guard";
import { listWebhookEndpoints } from "@/lib/webhooks/endpoints-admin";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminWebhooks");
  return { title: t("listTitle") };
}

/** /admin/webhooks (issue 32): every endpoint with its last delivery, and the form to add one. */
export default async function WebhooksPage() {
  const ctx = await guardPage("/admin/webhooks");
  const endpoints = await listWebhookEndpoints(ctx);
  const t = await getTranslations("adminWebhooks");
  return (
    <AdminPage
      title={t("listTitle")}
      crumbs={[{ name: t("webhooks") }]}
      description={
        <span className="flex flex-col gap-1">
          <span>{t("intro")}</span>
          {endpoints.length > 0 && <span data-testid="webhooks-count">{t("count", { n: endpoints.length })}</span>}
        </span>
      }
    >
      <div className="flex flex-col gap-8">
        <WebhooksTable endpoints={endpoints} />
        <div className="max-w-3xl">
          <WebhookForm />
        </div>
      </div>
    </AdminPage>
  );
}
