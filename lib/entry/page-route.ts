import "server-only";
import { notFound, redirect } from "next/navigation";
import { inPageLocale } from "@/lib/i18n/page-locale";
import { cache } from "react";
import type { z } from "zod";
import type { Ctx } from "@/lib/context/context";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { guardPage } from "./page-guard";
import type { PagePath } from "./page-paths";
import { loadSubject, type SubjectOf } from "./page-subjects";

/*
 * The page's twin of apiRoute (lib/entry/api-route.ts): a page declares its row of the table
 * (lib/entry/page-paths.ts), how it reads its URL, and the one lib function it calls; the wrapper
 *  1. guards by the row (whoever may not open the page is redirected: lib/entry/page-guard.ts);
 *  2. loads the record the path names (lib/entry/page-subjects.ts, the loader proxy.ts also runs,
 *     so its 404 is a real one): none, or one this caller may not see, is notFound(), the nearest
 *     not-found.tsx;
 *  3. reads the query with the module's schema; a query it refuses sends the browser to the
 *     cleaned URL;
 *  4. calls the lib function; its NotFound is a page past the last (the same view's first page)
 *     when the page has a query, else notFound().
 * Page and generateMetadata share one run per request (React cache).
 */

/** The URL's parameters, first value of each. */
export type UrlParams = Record<string, string | undefined>;

/** A page's props as Next.js passes them (both optional: a page without a segment or a query, a test). */
export interface PageProps {
  params?: Promise<Record<string, string | string[] | undefined>>;
  searchParams?: Promise<Record<string, string | string[] | undefined>>;
}

/** A read URL: the view the page shows, or where to send the browser instead. */
export type ViewRead<V> = { view: V } | { redirect: string };

export interface PageQuery<V> {
  /** The page's view from its URL (`param`: the path's dynamic segment, when it has one). */
  read: (params: UrlParams, ctx: Ctx, param: string | undefined) => Promise<ViewRead<V>> | ViewRead<V>;
  /** The same view on its first page: where a page past the last is sent. */
  firstPage: (view: NoInfer<V>, param: string | undefined) => string;
}

export interface PageSpec<P extends PagePath, V, T> {
  query?: PageQuery<V>;
  /** The one lib function the page calls, with the path's record and the URL's view. */
  load?: (ctx: Ctx, input: { subject: SubjectOf<P>; view: NoInfer<V> }) => Promise<T>;
}

export interface PageData<P extends PagePath, V, T> {
  ctx: Ctx;
  subject: SubjectOf<P>;
  view: V;
  data: T;
  /** The path's dynamic segment, as Next.js decoded it. */
  param: string | undefined;
}

/**
 * A query read with a module's zod schema: `input` turns the URL's parameters into what the schema
 * reads (by default the parameters themselves); a refused query goes to `refused` (the page's own
 * URL, or one that keeps what can be kept); `firstPage` is the view's first page.
 */
export function schemaQuery<V>(
  schema: z.ZodType<V>,
  how: {
    refused: (params: UrlParams, param: string | undefined) => string;
    firstPage: (view: V, param: string | undefined) => string;
    input?: (params: UrlParams) => unknown;
  },
): PageQuery<V> {
  return {
    read: (params, _ctx, param) => {
      const parsed = schema.safeParse(how.input ? how.input(params) : params);
      return parsed.success ? { view: parsed.data } : { redirect: how.refused(params, param) };
    },
    firstPage: how.firstPage,
  };
}

function firstValues(raw: Record<string, string | string[] | undefined>): UrlParams {
  return Object.fromEntries(Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
}

function paramOf(raw: Record<string, string | string[] | undefined>): string | undefined {
  // The page's own segment: the language's (app/[locale]) is every page's, not the page's param.
  const value = Object.entries(raw).find(([name]) => name !== "locale")?.[1];
  return Array.isArray(value) ? value.join("/") : value;
}

/** Declares a page: call the returned function with the page's props, in the page and its metadata. */
export function pageRoute<P extends PagePath, V, T>(path: P, spec: PageSpec<P, V, T> = {}) {
  const run = cache(async (param: string | undefined, search: string): Promise<PageData<P, V, T>> => {
    const ctx = await guardPage(path);
    let subject: SubjectOf<P>;
    try {
      subject = await loadSubject(ctx, path, param);
    } catch (error) {
      if (error instanceof NotFound) notFound();
      throw error;
    }
    let view = undefined as V;
    if (spec.query) {
      const read = await spec.query.read(JSON.parse(search) as UrlParams, ctx, param);
      if ("redirect" in read) redirect(await inPageLocale(read.redirect));
      view = read.view;
    }
    let data = undefined as T;
    if (spec.load) {
      try {
        data = await spec.load(ctx, { subject, view });
      } catch (error) {
        if (!(error instanceof NotFound)) throw error;
        if (spec.query) redirect(await inPageLocale(spec.query.firstPage(view, param)));
        notFound();
      }
    }
    return { ctx, subject, view, data, param };
  });
  return async (props: PageProps): Promise<PageData<P, V, T>> => {
    const param = props.params ? paramOf(await props.params) : undefined;
    const search = props.searchParams && spec.query ? firstValues(await props.searchParams) : {};
    return run(param, JSON.stringify(search));
  };
}
