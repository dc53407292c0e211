"use client";

import { useCallback, useState } from "react";

/**
 * The server's answer to the last submit (docs/product.md §4/§8): set after a failed submit, cleared as
 * soon as a field is edited (pass `clear` as the fields' onChange).
 */
export function useServerError() {
  const [error, setError] = useState<string | null>(null);
  const clear = useCallback(() => setError(null), []);
  return { error, setError, clear };
}
