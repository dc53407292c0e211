import { z } from "zod";
import type { ApiCtx } from "@/lib/entry/api-context";
import { apiRoute } from "@/lib/entry/api-route";
import { pathIds } from "@/lib/shared/validation/primitives";

/* What the order routes share: the shape of an edit of an unconfirmed order. */

/**
 * A PATCH that changes an unconfirmed order (any signed-in user; the domain refuses the rest):
 * `visible` checks the caller may see the target, so another customer's order or line is not found
 * before the body is read; the answer is the re-priced order.
 */
export function orderEditRoute<B extends z.ZodType>(
  param: string,
  spec: { summary: string; visible: (ctx: ApiCtx, id: number) => Promise<void>; body: B },
  edit: (ctx: ApiCtx, id: number, body: z.output<B>) => Promise<object>,
) {
  return apiRoute(
    { access: "user", summary: spec.summary, params: pathIds(param), authorize: ({ ctx, params }) => spec.visible(ctx, params[param]), body: spec.body },
    // `body` is the parsed B; TypeScript cannot resolve apiRoute's conditional body type for a generic B.
    ({ ctx, params, body }) => edit(ctx, params[param], body as z.output<B>),
  );
}
