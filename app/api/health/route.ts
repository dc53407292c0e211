import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route-handler";
import { checkHealth } from "@/lib/system/health";

export const dynamic = "force-dynamic";

export const GET = apiRoute(async () => {
  const health = await checkHealth();
  return NextResponse.json(health, {
    status: health.status === "ok" ? 200 : 503,
    headers: { "Cache-Control": "no-store" },
  });
});
