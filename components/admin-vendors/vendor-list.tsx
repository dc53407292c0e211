"use client";

import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";
import { errorText } from "@/client/api-client/api-error";
import { listVendors, type VendorView } from "@/client/api-client/vendors";
import { adminVendorsMessages as t } from "@/lib/shared/messages/admin-vendors";
import { Button, buttonStyles } from "@/components/ui/button";
import { DataCard, DataCardFacts, DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { FormError } from "@/components/ui/form-error";
import { Spinner } from "@/components/ui/spinner";
import { VendorSearch } from "./vendor-search";
import { vendorsQueryKey } from "./vendors-query-key";
import { QueryScope } from "@/components/ui/query-scope";


function Blankable({ value }: { value: string }) {
  if (value) return <>{value}</>;
  return (
    <>
      <span aria-hidden="true" className="text-stone-500">{t.none}</span>
      <span className="sr-only">{t.notGiven}</span>
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
  return (
    <Link href={`/admin/edit-vendor/${vendor.id}`} prefetch={false} className="font-semibold text-brand-700 hover:underline">
      {t.edit}
      <span className="sr-only"> {vendor.name}</span>
    </Link>
  );
}

const COLUMNS: DataTableColumn<VendorView>[] = [
  { id: "name", header: t.name, rowHeader: true, cell: (v) => v.name, cellClassName: "font-semibold text-stone-900" },
  { id: "primary_contact", header: t.primaryContact, cell: (v) => <Blankable value={v.primary_contact} /> },
  { id: "main_phone", header: t.mainPhone, cell: (v) => <Blankable value={v.main_phone} />, cellClassName: "whitespace-nowrap" },
  { id: "fax", header: t.fax, cell: (v) => <Blankable value={v.fax} />, cellClassName: "whitespace-nowrap" },
  { id: "email", header: t.email, cell: (v) => <EmailLink email={v.email} /> },
  { id: "edit", header: t.actions, hideHeader: true, align: "end", cell: (v) => <EditLink vendor={v} /> },
];

function VendorCard({ vendor }: { vendor: VendorView }) {
  return (
    <DataCard className="gap-3">
      <div className="flex items-start justify-between gap-3">
        <h2 className="font-semibold text-stone-900">{vendor.name}</h2>
        <EditLink vendor={vendor} />
      </div>
      <DataCardFacts
        facts={[
          { label: t.primaryContact, value: <Blankable value={vendor.primary_contact} /> },
          { label: t.mainPhone, value: <Blankable value={vendor.main_phone} /> },
          { label: t.fax, value: <Blankable value={vendor.fax} /> },
          { label: t.email, value: <EmailLink email={vendor.email} /> },
        ]}
      />
    </DataCard>
  );
}

/**
 * /admin/vendors (docs/product.md §2): the name search, kept in the URL (?search=), and the vendors over
 * GET /api/vendors/vendors_list/, with "Getting vendors..." while they load.
 */
function VendorListContent() {
  const pathname = usePathname();
  const params = useSearchParams();
  const search = (params.get("search") ?? "").trim();
  const query = useQuery({
    queryKey: vendorsQueryKey(search),
    queryFn: ({ signal }) => listVendors(search ? { search } : {}, { signal }),
  });

  // Next's router follows history.pushState: the URL and useSearchParams change without a server round trip.
  const setSearch = useCallback(
    (next: string) => {
      const url = next ? `${pathname}?${new URLSearchParams({ search: next })}` : pathname;
      window.history.pushState(null, "", url);
    },
    [pathname],
  );

  return (
    <div className="flex flex-col gap-4">
      <VendorSearch search={search} onSearch={setSearch} />
      <VendorResults search={search} query={query} onShowAll={() => setSearch("")} />
    </div>
  );
}

function VendorResults({
  search,
  query,
  onShowAll,
}: {
  search: string;
  query: UseQueryResult<VendorView[]>;
  onShowAll: () => void;
}) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-stone-600" role="status">
        <Spinner /> {t.loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormError message={`${t.loadFailed} ${errorText(query.error)}`} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </div>
    );
  }
  const vendors = query.data;
  return (
    <>
      {vendors.length > 0 && (
        <p className="text-sm text-stone-600" role="status" data-testid="vendors-count">
          {search ? t.countMatching(vendors.length, search) : t.count(vendors.length)}
        </p>
      )}
      <DataTable
        columns={COLUMNS}
        rows={vendors}
        rowKey={(v) => v.id}
        caption={t.tableCaption}
        renderCard={(v) => <VendorCard vendor={v} />}
        empty={
          search
            ? {
                title: t.noMatch(search),
                description: t.noMatchText,
                action: (
                  <button type="button" onClick={onShowAll} className={buttonStyles.secondary}>
                    {t.showAll}
                  </button>
                ),
              }
            : {
                title: t.noVendors,
                description: t.noVendorsText,
                action: (
                  <Link href="/admin/add-vendor" prefetch={false} className={buttonStyles.primary}>
                    {t.addVendor}
                  </Link>
                ),
              }
        }
      />
    </>
  );
}

export function VendorList() {
  return (
    <QueryScope>
      <VendorListContent />
    </QueryScope>
  );
}
