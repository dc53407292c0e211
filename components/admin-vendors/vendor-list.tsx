import Form from "next/form";
import { Link } from "@/client/i18n/navigation";
import type { VendorView } from "@/lib/vendors/vendors";
import { useTranslations } from "next-intl";
import { getTranslations } from "next-intl/server";
import { buttonStyles } from "@/components/ui/button";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";

function Blankable({ value }: { value: string }) {
  const t = useTranslations("adminVendors");
  if (value) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true" className="text-stone-500">{t("none")}</span>
      <span className="sr-only">{t("notGiven")}</span>
    </>
  );
}

function EmailLink({ email }: { email: string }) {
  if (!email) return <Blankable value="" />;
  // A long address breaks after its @ first, and anywhere only when the domain alone is too wide.
  const at = email.lastIndexOf("@");
  return (
    <a href={`mailto:${email}`} className="text-brand-700 [overflow-wrap:anywhere] hover:underline">
      {at > 0 ? (
        <>
          {email.slice(0, at + 1)}
          <wbr />
          {email.slice(at + 1)}
        </>
      ) : (
        email
      )}
    </a>
  );
}

function EditLink({ vendor }: { vendor: VendorView }) {
  const t = useTranslations("adminVendors");
  return (
    <Link href={`/admin/edit-vendor/${vendor.id}`} prefetch={false} className="font-semibold text-brand-700 hover:underline">
      {t("edit")}
      <span className="sr-only"> {vendor.name}</span>
    </Link>
  );
}

function columnsOf(t: Awaited<ReturnType<typeof getTranslations<"adminVendors">>>): DataTableColumn<VendorView>[] {
  return [
    { id: "name", header: t("name"), rowHeader: true, cell: (v) => v.name, cellClassName: "font-semibold text-stone-900" },
    { id: "primary_contact", header: t("primaryContact"), cell: (v) => <Blankable value={v.primary_contact} /> },
    { id: "main_phone", header: t("mainPhone"), cell: (v) => <Blankable value={v.main_phone} />, cellClassName: "whitespace-nowrap" },
    { id: "fax", header: t("fax"), cell: (v) => <Blankable value={v.fax} />, cellClassName: "whitespace-nowrap" },
    { id: "email", header: t("email"), cell: (v) => <EmailLink email={v.email} /> },
    { id: "edit", header: t("actions"), hideHeader: true, align: "end", cell: (v) => <EditLink vendor={v} /> },
  ];
}

function VendorCard({ vendor }: { vendor: VendorView }) {
  const t = useTranslations("adminVendors");
  return (
    <DataCard className="gap-3">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-stone-900">{vendor.name}</h2>
        <EditLink vendor={vendor} />
      </div>
      <DataCardFacts
        facts={[
          { label: t("primaryContact"), value: <Blankable value={vendor.primary_contact} /> },
          { label: t("mainPhone"), value: <Blankable value={vendor.main_phone} /> },
          { label: t("fax"), value: <Blankable value={vendor.fax} /> },
          { label: t("email"), value: <EmailLink email={vendor.email} /> },
        ]}
      />
    </DataCard>
  );
}

/**
 * The vendors of /admin/vendors (docs/product.md §2), rendered on the server: how many (those
 * matching the search), the table (cards on narrow screens), or why it is empty. The page shows
 * "Getting vendors..." until `vendors` settles.
 */
export async function VendorList({ vendors: pending, search }: { vendors: Promise<VendorView[]>; search: string }) {
  const vendors = await pending;
  const t = await getTranslations("adminVendors");
  return (
    <>
      {vendors.length > 0 && (
        <p className="text-sm text-stone-600" role="status" data-testid="vendors-count">
          {search ? t("countMatching", { n: vendors.length, search }) : t("count", { n: vendors.length })}
        </p>
      )}
      <DataTable
        columns={columnsOf(t)}
        rows={vendors}
        rowKey={(v) => v.id}
        caption={t("tableCaption")}
        renderCard={(v) => <VendorCard vendor={v} />}
        empty={
          search
            ? {
                title: t("noMatch", { search }),
                description: t("noMatchText"),
                // A button, as it was when the list lived in the browser; a GET form without fields.
                action: (
                  <Form action="/admin/vendors" prefetch={false}>
                    <button type="submit" className={buttonStyles.secondary}>
                      {t("showAll")}
                    </button>
                  </Form>
                ),
              }
            : {
                title: t("noVendors"),
                description: t("noVendorsText"),
                action: (
                  <Link href="/admin/add-vendor" prefetch={false} className={buttonStyles.primary}>
                    {t("addVendor")}
                  </Link>
                ),
              }
        }
      />
    </>
  );
}
