import "server-only";
import { getDb } from "@/db/client";
import { VISITOR } from "@/lib/context/actor";
import { newContext, type Ctx } from "@/lib/context/context";
import { pageLocale } from "@/lib/i18n/page-locale";

/**
 * What a visitor's whole cached page (lib/entry/visitor-pages.ts) reads as: the visitor, whoever
 * asked, in the page's language (no request data is read). Apart from visitor-pages.ts, which
 * proxy.ts runs, because the page's language is the renderer's (next-intl, root params).
 */
export async function visitorContext(): Promise<Ctx> {
  return { ...newContext(await getDb(), VISITOR), locale: await pageLocale() };
}
