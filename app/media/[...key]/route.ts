import { NextResponse } from "next/server";
import { apiRoute } from "@/lib/http/route-handler";
import { NotFound } from "@/lib/http/errors";
import { MEDIA_TYPES, readMedia } from "@/lib/storage/media-store";

export const GET = apiRoute<{ key: string[] }>(async (_request, { params }) => {
  const key = params.key.join("/");
  const data = await readMedia(key);
  if (!data) throw new NotFound();
  const ext = key.slice(key.lastIndexOf(".") + 1);
  return new NextResponse(new Uint8Array(data), {
    headers: {
      "Content-Type": MEDIA_TYPES[ext] ?? "application/octet-stream",
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
