import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/entry/api-route";

export const GET = apiRoute(
  {
    access: "anonymous",
    summary: "Liveness: 200 while the process serves requests; checks no dependency (a restart would not fix a database outage).",
  },
  async () => NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } }),
);
