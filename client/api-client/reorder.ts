import type { ReorderResult } from "@/lib/orders/reorder";
import { endpoint } from "./endpoint";

/* Order again (issue 14 point 4): a past order's lines into the cart at today's prices. */

export const reorder = endpoint<ReorderResult>()({ method: "POST", path: "/api/orders/reorder/{id}/" });
