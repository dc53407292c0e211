import { currentUserAnswer } from "@/lib/identity/user-record";
import { apiRoute } from "@/lib/entry/api-route";

export const GET = apiRoute({ access: "user", summary: "Who is signed in: user id, email, username, form (role) and verified." }, async ({ ctx }) =>
  currentUserAnswer(ctx.identity.user!),
);
