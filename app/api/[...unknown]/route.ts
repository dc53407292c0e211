import { NextResponse } from "next/server";

/** Unknown API paths answer a JSON 404 (pages redirect to /, but an API client needs a status). */
function notFound(): NextResponse {
  return NextResponse.json({ detail: "Not found." }, { status: 404 });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
