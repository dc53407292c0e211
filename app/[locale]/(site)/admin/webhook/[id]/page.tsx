import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/admin/admin-page";
import { WebhookDeliveriesTable } from "@/components/admin-webhooks/webhook-deliveries-table";
import { WebhookDelete } from "@/components/admin-webhooks/webhook-delete";
import { WebhookForm } from "@/components/admin-webhooks/webhook-form";
import { WebhookTestPanel } from "@/components/admin-webhooks/webhook-test-panel";
import { Pagination } from "@/components/ui/pagination";
import { pageRoute, schemaQuery, type PageProps } from "@/lib/entry/page-route";
import { pageCount } from "@/lib/shared/pagination/pages";
import { webhookDeliveriesQuerySchema } from "@/lib/shared/webhooks/webhook-schemas";
import { listWebhookDeliveries } from "@/lib/webhooks/endpoints-admin";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

const pathOf = (id: string | undefined) => `/admin/webhook/${encodeURIComponent(id ?? "")}`;
const pageHref = (id: string | undefined, n: number) => (n > 1 ? `${pathOf(id)}?page=${n}` : pathOf(id));

/** The endpoint is the path's record (an unknown one is a 404); its delivery log, one page of it (?page=). */
const page = pageRoute("/admin/webhook/[id]", {
  query: schemaQuery(webhookDeliveriesQuerySchema, { refused: (_params, id) => pathOf(id), firstPage: (_view, id) => pathOf(id) }),
  load: (ctx, { subject, view }) => listWebhookDeliveries(ctx, subject.id, view),
});

export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const { subject: endpoint } = await page(props);
  const t = await getTranslations("adminWebhooks");
  return { title: t("editTitleNamed", { url: endpoint.url }) };
}

/** /admin/webhook/{id} (issue 32): the endpoint's form, "Send test event", its delivery log, and its deletion. */
export default async function WebhookPage(props: PageProps) {
  const { subject: endpoint, data: deliveries, param } = await page(props);
  const t = await getTranslations("adminWebhooks");
  return (
    <AdminPage
      title={t("editTitle")}
      description={<span className="break-all">{endpoint.url}</span>}
      crumbs={[{ name: t("webhooks"), href: "/admin/webhooks" }, { name: endpoint.url }]}
    >
      <div className="flex flex-col gap-6">
        <div className="flex max-w-3xl flex-col gap-6">
          <WebhookForm endpoint={endpoint} />
          <WebhookTestPanel endpointId={endpoint.id} />
        </div>
        <section aria-labelledby="webhook-log-title" className="flex flex-col gap-3">
          <h2 id="webhook-log-title" className="text-lg font-semibold text-stone-900">
            {t("logTitle")}
          </h2>
          <WebhookDeliveriesTable endpointId={endpoint.id} deliveries={deliveries.results} />
          <Pagination page={deliveries.page} pageCount={pageCount(deliveries.count)} hrefFor={(n) => pageHref(param, n)} label={t("logTitle")} className="mt-4" />
        </section>
        <div className="max-w-3xl">
          <WebhookDelete endpointId={endpoint.id} url={endpoint.url} />
        </div>
      </div>
    </AdminPage>
  );
}
