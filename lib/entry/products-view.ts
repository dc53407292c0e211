import "server-only";
import type { Metadata } from "next";
import { pageAddresses } from "@/lib/i18n/alternates";
import type { Locale } from "@/lib/shared/i18n/locales";
import { cache } from "react";
import { listCategories, type CategoryNode } from "@/lib/catalog/categories";
import { categoryNameIn, categoryTree } from "@/lib/shared/catalog/category-tree";
import { productListQuerySchema, type ProductListQuery } from "@/lib/shared/catalog/product-query";
import { sortsFor } from "@/lib/shared/catalog/product-sorts";
import type { Ctx } from "@/lib/context/context";
import { Invalid } from "@/lib/shared/errors/domain-errors";
import { parseWith } from "@/lib/http/validation";
import { firstParam } from "@/lib/shared/ui/search-params";
import { productsHref, type ProductsView } from "@/lib/shared/ui/products-url";
import { parseId } from "@/lib/shared/validation/ids";
import { translator } from "@/lib/i18n/translator";
import type { Audience } from "@/lib/shared/accounts/actor";

/*
 * Reads the /products URL (search, category, sort, page) with the API's schema. A page never
 * fails on a bad parameter: the parameter is dropped and the browser sent to the cleaned URL.
 */

const KEYS = ["search", "category", "sort", "page"] as const;
type Raw = Partial<Record<(typeof KEYS)[number], string>>;

export type ViewResult =
  | { ok: true; view: ProductsView; query: ProductListQuery; tree: CategoryNode[]; categoryName: string | null }
  | { ok: false; redirectTo: string };

/** The active category tree, read once per request (page and metadata share it). */
export const categoryTreeFor = cache(async (ctx: Ctx) => categoryTree(await listCategories(ctx, { isDeleted: false })));

function parse(raw: Raw): { query: ProductListQuery; dropped: boolean } {
  try {
    return { query: parseWith(productListQuerySchema, raw), dropped: false };
  } catch (error) {
    if (!(error instanceof Invalid)) throw error;
    const clean = { ...raw };
    for (const key of Object.keys(error.fields)) delete clean[key as keyof Raw];
    return { query: parseWith(productListQuerySchema, clean), dropped: true };
  }
}

/**
 * The view a /products URL asks for, read without the database: the query for the list, and whether
 * a parameter was bad (then the browser is sent to the URL without it). proxy.ts reads a visitor's
 * request with it (lib/entry/visitor-pages.ts); readProductsView adds the category's check.
 */
export function readProductsQuery(audience: Audience, searchParams: Record<string, string | string[] | undefined>): { view: ProductsView; query: ProductListQuery; bad: boolean } {
  const raw: Raw = {};
  for (const key of KEYS) {
    const value = firstParam(searchParams[key]);
    if (value !== undefined) raw[key] = value;
  }
  const { query, dropped } = parse(raw);
  const view: ProductsView = { search: query.search, category: query.category, sort: query.sort };
  let bad = dropped;
  if (query.page !== undefined && query.page !== "") {
    const page = parseId(query.page);
    if (page !== null) view.page = page;
    else bad = true;
  }
  if (view.sort && !sortsFor(audience).includes(view.sort)) {
    view.sort = undefined;
    bad = true;
  }
  return { view, query, bad };
}

export async function readProductsView(
  ctx: Ctx,
  audience: Audience,
  searchParams: Record<string, string | string[] | undefined>,
): Promise<ViewResult> {
  const { view, query, bad: badParameter } = readProductsQuery(audience, searchParams);
  let bad = badParameter;
  const tree = await categoryTreeFor(ctx);
  const categoryName = view.category === undefined ? null : categoryNameIn(tree, view.category);
  if (view.category !== undefined && categoryName === null) {
    view.category = undefined;
    bad = true;
  }
  if (bad) return { ok: false, redirectTo: productsHref(view) };
  return { ok: true, view, query: { ...query, sort: view.sort, page: view.page ? String(view.page) : undefined }, tree, categoryName };
}

function titleOf(view: ProductsView, categoryName: string | null, locale: Locale): string {
  const t = translator(locale, "catalog");
  const base = view.search ? t("searchTitle", { search: view.search }) : (categoryName ?? t("title"));
  return view.page && view.page > 1 ? `${base} — ${t("pageSuffix", { page: view.page })}` : base;
}

/** The metadata of a /products view, for the page and the visitor's whole cached page (app/[locale]/(visitor)). */
export function productsMetadata(view: ProductsView, categoryName: string | null, origin: string, locale: Locale): Metadata {
  return {
    title: titleOf(view, categoryName, locale),
    // In the prerendered shell instead (ProductsPage): this metadata waits for the URL, so Next
    // streams it after the head, where search engines and Lighthouse that read the head miss it.
    description: null,
    alternates: pageAddresses(origin, productsHref({ search: view.search, category: view.category, page: view.page }), locale),
    // Search results are for people; the category pages are what search engines should list.
    robots: view.search ? { index: false, follow: true } : undefined,
  };
}
