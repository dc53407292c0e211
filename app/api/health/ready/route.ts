import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/entry/api-route";
import { checkReadiness } from "@/lib/system/health";

export const GET = apiRoute(
  {
    access: "public",
    summary:
      "Readiness: 503 while the database or, when REDIS_URL is set, Redis does not answer, and from SIGTERM on; the details for admins only.",
  },
  async ({ ctx }) => {
    const readiness = await checkReadiness(ctx);
    return NextResponse.json(readiness, { status: readiness.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
  },
);
