import { NextResponse } from "next/server";
import { z } from "zod";
import { NotFound } from "@/lib/shared/errors/domain-errors";
import { apiRoute } from "@/lib/entry/api-route";
import { MEDIA_TYPES, readMedia } from "@/lib/storage/media-store";

const params = z.object({ key: z.array(z.string()) });

export const GET = apiRoute(
  { access: "anonymous", summary: "A stored media file (product image), cached for a year: keys are content-addressed.", params },
  async ({ params }) => {
    const key = params.key.join("/");
    // A picture stored before large renditions existed has only its card rendition: serve that.
    const data = (await readMedia(key)) ?? (key.endsWith("-large.webp") ? await readMedia(key.replace(/-large\.webp$/, ".webp")) : null);
    if (!data) throw new NotFound();
    const ext = key.slice(key.lastIndexOf(".") + 1);
    return new NextResponse(new Uint8Array(data), {
      headers: {
        "Content-Type": MEDIA_TYPES[ext] ?? "application/octet-stream",
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
