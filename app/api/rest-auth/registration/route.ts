import { NextResponse } from "next/server";
import { getDb } from "@/db/client";
import { registerCustomer } from "@/lib/accounts/registration";
import { registrationRequestSchema } from "@/lib/accounts/schemas";
import { apiRoute } from "@/lib/http/route-handler";
import { readJson } from "@/lib/http/validation";

export const POST = apiRoute(async (request) => {
  const input = await readJson(request, registrationRequestSchema);
  const answer = await registerCustomer(await getDb(), { email: input.email, username: input.username, password: input.password1 });
  return NextResponse.json(answer, { status: 201 });
});
