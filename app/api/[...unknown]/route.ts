import { NextResponse } from "next/server";
import { apiAnswer } from "@/lib/entry/api-route";

/** Unknown API paths answer a JSON 404 (pages redirect to /, but an API client needs a status). */
const notFound = apiAnswer(async () => NextResponse.json({ detail: "Not found." }, { status: 404 }));

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
