import { companyContact } from "@/lib/system/company";
import { useTranslations } from "next-intl";
import { LanguageSwitch } from "./language-switch";

/** docs/product.md §1: the page banner with the company's address and phone numbers. */
export function ContactBanner() {
  const contact = companyContact();
  const t = useTranslations("layout");
  return (
    <aside aria-label={t("contactBanner")} className="bg-brand-800 text-brand-50 text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
        <address className="not-italic">{contact.address}</address>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <p className="flex flex-wrap gap-x-4">
            {contact.phones.map((phone) => (
              <a key={phone} href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="hover:underline">
                {phone}
              </a>
            ))}
          </p>
          <LanguageSwitch />
        </div>
      </div>
    </aside>
  );
}
