import { createNavigation } from "next-intl/navigation";
import { routing } from "@/lib/shared/i18n/routing";

/*
 * Links and navigation in the page's language (lib/shared/i18n/routing.ts): `Link href="/products"`
 * opens /products on an English page and /fr/products on a French one; `usePathname` answers the
 * path without the language (what the pages compare against); `Link locale="fr-CA"` switches language
 * and remembers the choice in the NEXT_LOCALE cookie.
 */
export const { Link, redirect, usePathname, useRouter, getPathname } = createNavigation(routing);
