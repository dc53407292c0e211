"use client";

import { useRouter } from "@/client/i18n/navigation";
import { useTranslations } from "next-intl";
import { SearchBox } from "@/components/ui/search-box";

/** The name search of /admin/vendors, kept in the URL (?search=). */
export function VendorSearch({ search }: { search: string }) {
  const t = useTranslations("adminVendors");
  const router = useRouter();
  return (
    <SearchBox
      action="/admin/vendors"
      label={t("searchLabel")}
      placeholder={t("searchPlaceholder")}
      buttonLabel={t("searchButton")}
      search={search}
      onSearch={(next) => router.push(next ? `/admin/vendors?${new URLSearchParams({ search: next })}` : "/admin/vendors")}
      className="w-full max-w-md"
    />
  );
}
