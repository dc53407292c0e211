import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { NotFound } from "@/lib/shared/errors/domain-errors";

/*
 * pageRoute (lib/entry/page-route.ts), the page's twin of apiRoute: guard by the table's row, the
 * path's record (none: a 404), the query by the module's schema (refused: the cleaned URL), one lib
 * function (its NotFound: the first page of a list, else a 404).
 */

class Interrupt extends Error {
  constructor(readonly kind: "redirect" | "notFound", readonly target?: string) {
    super(kind);
  }
}
const calls = vi.hoisted(() => ({ guarded: [] as string[], subjects: [] as Array<[string, string | undefined]>, subject: {} as unknown }));
vi.mock("next/navigation", () => ({
  redirect: (target: string) => {
    throw new Interrupt("redirect", target);
  },
  notFound: () => {
    throw new Interrupt("notFound");
  },
}));
// An English page: its redirects keep their paths (a French one's get /fr, lib/i18n/page-locale.ts).
vi.mock("@/lib/i18n/page-locale", () => ({ inPageLocale: async (path: string) => path, pageLocale: async () => "en-CA" }));
// React's cache() outside a render keeps nothing: each call runs anew, as it does per request.
vi.mock("@/lib/entry/page-guard", () => ({
  guardPage: async (path: string) => {
    calls.guarded.push(path);
    return { actor: { kind: "visitor" }, db: {} };
  },
}));
vi.mock("@/lib/entry/page-subjects", () => ({
  loadSubject: async (_ctx: unknown, path: string, param: string | undefined) => {
    calls.subjects.push([path, param]);
    if (path.includes("[") && param !== "7") throw new NotFound();
    return path.includes("[") ? calls.subject : undefined;
  },
}));

const { pageRoute, schemaQuery } = await import("@/lib/entry/page-route");

const props = (params: Record<string, string> = {}, search: Record<string, string | string[]> = {}) => ({
  params: Promise.resolve(params),
  searchParams: Promise.resolve(search),
});
async function interrupted(promise: Promise<unknown>): Promise<Interrupt> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Interrupt);
  return error as Interrupt;
}

const listSchema = z.object({ sort: z.enum(["name", "-name"]).optional(), page: z.string().regex(/^\d+$/).optional() });

beforeEach(() => {
  calls.guarded = [];
  calls.subjects = [];
  calls.subject = { id: 7 };
});

describe("pageRoute", () => {
  it("guards by the page's own row first, then loads the path's record and calls the one lib function with it", async () => {
    const load = vi.fn(async (_ctx: unknown, { subject }: { subject: unknown }) => ({ shown: subject }));
    const page = pageRoute("/admin/order/[id]", { load });
    const result = await page(props({ id: "7" }));
    expect(calls.guarded).toEqual(["/admin/order/[id]"]);
    expect(calls.subjects).toEqual([["/admin/order/[id]", "7"]]);
    expect(result.subject).toEqual({ id: 7 });
    expect(result.data).toEqual({ shown: { id: 7 } });
    expect(result.param).toBe("7");
  });

  it("answers notFound() for a record that is not there, without calling the lib function", async () => {
    const load = vi.fn(async () => 1);
    const page = pageRoute("/order/[id]", { load });
    expect((await interrupted(page(props({ id: "8" })))).kind).toBe("notFound");
    expect(load).not.toHaveBeenCalled();
  });

  it("answers notFound() when the lib function finds nothing and the page has no query", async () => {
    const page = pageRoute("/admin/category/[id]", {
      load: async () => {
        throw new NotFound();
      },
    });
    expect((await interrupted(page(props({ id: "7" })))).kind).toBe("notFound");
  });

  it("reads the query with the module's schema: first values, the view to the lib function", async () => {
    const page = pageRoute("/my-orders", { query: schemaQuery(listSchema, { refused: () => "/my-orders", firstPage: () => "/my-orders" }), load: async (_ctx, { view }) => view });
    const { data } = await page(props({}, { sort: ["-name", "name"], page: "2", utm: "x" }));
    expect(data).toEqual({ sort: "-name", page: "2" });
  });

  it("sends a query the schema refuses to the cleaned URL", async () => {
    const page = pageRoute("/my-orders", { query: schemaQuery(listSchema, { refused: () => "/my-orders", firstPage: () => "/my-orders" }), load: async () => 1 });
    const stop = await interrupted(page(props({}, { sort: "price" })));
    expect([stop.kind, stop.target]).toEqual(["redirect", "/my-orders"]);
  });

  it("sends a page past the last (the lib function's NotFound) to the same view's first page", async () => {
    const page = pageRoute("/my-orders", {
      query: schemaQuery(listSchema, { refused: () => "/my-orders", firstPage: (view) => `/my-orders?sort=${view.sort}` }),
      load: async () => {
        throw new NotFound();
      },
    });
    const stop = await interrupted(page(props({}, { sort: "-name", page: "9" })));
    expect([stop.kind, stop.target]).toEqual(["redirect", "/my-orders?sort=-name"]);
  });

  it("lets other errors through", async () => {
    const page = pageRoute("/my-orders", {
      load: async () => {
        throw new Error("database down");
      },
    });
    await expect(page(props())).rejects.toThrow("database down");
  });
});
