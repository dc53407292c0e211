import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/entry/api-route";
import { checkHealth } from "@/lib/system/health";

export const GET = apiRoute(
  {
    access: "public",
    summary: "Health: a timed database round trip, 503 when the database does not answer; the version and database details for admins only.",
  },
  async ({ ctx }) => {
    const health = await checkHealth(ctx);
    return NextResponse.json(health, { status: health.status === "ok" ? 200 : 503, headers: { "Cache-Control": "no-store" } });
  },
);
