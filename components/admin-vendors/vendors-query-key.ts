/** The key of the vendor lists in TanStack Query (one per search); a vendor write drops every one. */
export const VENDORS_QUERY_KEY = ["vendors"] as const;

export const vendorsQueryKey = (search: string) => [...VENDORS_QUERY_KEY, search] as const;
