import { cacheLife } from "next/cache";
import { companyContact } from "@/lib/system/company";
import { getTranslations } from "next-intl/server";
import { APP_VERSION } from "@/lib/system/version";

/** The footer is part of every page's cached shell: the year is read once a day, not per request. */
async function currentYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export async function SiteFooter() {
  const contact = companyContact();
  const t = await getTranslations("layout");
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap justify-between gap-2 px-4 py-6 text-sm text-stone-600">
        <p>{t("footer", { company: contact.name, year: await currentYear() })}</p>
        <p>
          <a href={`mailto:${contact.email}`} className="hover:underline">
            {contact.email}
          </a>{" "}
          · v{APP_VERSION}
        </p>
      </div>
    </footer>
  );
}
