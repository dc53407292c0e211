import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Link } from "@/client/i18n/navigation";
import { AdminPage } from "@/components/admin/admin-page";
import { AuditFilters } from "@/components/admin-audit/audit-filters";
import { AuditTable } from "@/components/admin-audit/audit-table";
import { auditHref, auditViewOf, isFiltered } from "@/components/admin-audit/audit-url";
import { buttonStyles } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { auditPage } from "@/lib/audit/audit-read";
import { pageRoute, schemaQuery, type PageProps } from "@/lib/entry/page-route";
import { auditQuerySchema } from "@/lib/shared/audit/audit-schemas";
import { pageCount } from "@/lib/shared/pagination/pages";

// Per person (the session decides what it shows): rendered per request, never prerendered.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminAudit");
  return { title: t("title") };
}

const page = pageRoute("/admin/audit", {
  // A filter the schema refuses (a hand-edited ?entity=, a ?to= before ?from=) sends to the whole log.
  query: schemaQuery(auditQuerySchema, { refused: () => "/admin/audit", firstPage: (query) => auditHref(auditViewOf(query)) }),
  load: (ctx, { view }) => auditPage(ctx, view),
});

/** /admin/audit (issue 32, docs/audit.md): every staff write, newest first, filtered by who, what and when. */
export default async function AuditPage(props: PageProps) {
  const { view: query, data } = await page(props);
  const t = await getTranslations("adminAudit");
  const view = auditViewOf(query);
  const filtered = isFiltered(view);
  return (
    <AdminPage title={t("title")} crumbs={[{ name: t("crumb") }]} description={<span data-testid="audit-count">{t("count", { n: data.count })}</span>}>
      <p className="mb-4 max-w-3xl text-sm text-stone-600">{t("intro")}</p>
      <AuditFilters view={view} />
      <AuditTable
        entries={data.results}
        empty={{
          title: filtered ? t("noneFiltered") : t("none"),
          action: filtered ? (
            <Link href={auditHref({})} prefetch={false} className={buttonStyles.secondary}>
              {t("showAll")}
            </Link>
          ) : undefined,
        }}
      />
      <Pagination page={data.page} pageCount={pageCount(data.count)} hrefFor={(n) => auditHref({ ...view, page: n })} className="mt-8" />
    </AdminPage>
  );
}
