/** Why a reorder (or the order guide's add) could not add a line: the product is gone, or out of stock. */
export type ReorderUnavailableReason = "gone" | "out-of-stock";
