import { redirect } from "next/navigation";
import { inPageLocale } from "@/lib/i18n/page-locale";

/** docs/product.md §2: any unknown path redirects to /. (Unknown /api paths have their own JSON 404.) */
export default async function UnknownPage(): Promise<never> {
  redirect(await inPageLocale("/"));
}
