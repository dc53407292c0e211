import type { QuickOrderAdded, QuickOrderPreview } from "@/lib/cart/quick-order";
import { endpoint, schemaRef } from "./endpoint";

/* Quick order (issue 14 point 5): item codes and case counts resolved, then added to the cart. */

const schemas = () => import("@/lib/shared/cart/quick-order-schemas");

/** Each line resolved to a product and priced, or what is wrong with it; changes nothing. */
export const previewQuickOrder = endpoint<QuickOrderPreview>()({ method: "POST", path: "/api/cart/quick_order/preview/", body: schemaRef(schemas, "quickOrderSchema") });

/** Every line into the cart in one step, or nothing (a 400 naming the lines that cannot go). */
export const addQuickOrder = endpoint<QuickOrderAdded>()({ method: "POST", path: "/api/cart/quick_order/", body: schemaRef(schemas, "quickOrderSchema"), errorKeys: ["text"] });
