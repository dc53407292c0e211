import "server-only";
import type { z } from "zod";
import { Invalid, InvalidRequest } from "@/lib/http/errors";
import { readJson } from "@/lib/http/validation";

/** The password-reset calls answer errors as {"error": "…"} (SPEC.md §7): the first message. */
export async function readResetJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  try {
    return await readJson(request, schema);
  } catch (error) {
    if (error instanceof Invalid) throw new InvalidRequest(error.message);
    throw error;
  }
}
