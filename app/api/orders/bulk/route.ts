import { bulkOrderAction } from "@/lib/orders/bulk-orders";
import { bulkOrdersSchema } from "@/lib/shared/orders/schemas";
import { apiRoute } from "@/lib/entry/api-route";
import { bulkItemAnswer } from "@/lib/http/error-response";
import { answerBody } from "@/lib/i18n/answer-language";

export const POST = apiRoute(
  {
    access: "admin",
    summary:
      "Staff apply one action to several orders at once: {ids: [1–100 order ids], action: confirm | mark_paid | mark_unpaid | mark_delivered | mark_undelivered}. Each order is done as its own call would do it; the answer is {results: [{id, ok, status, detail?}]} in the order of ids (status: what that order's own call would have answered, e.g. 404 for an unknown id).",
    body: bulkOrdersSchema,
  },
  async ({ ctx, body }) => ({
    results: (await bulkOrderAction(ctx, body)).map((outcome) => answerBody(bulkItemAnswer({ id: outcome.id, error: "error" in outcome ? outcome.error : undefined }), ctx.locale)),
  }),
);
