import { currentUserAnswer } from "@/lib/accounts/user-record";
import { apiRoute } from "@/lib/http/api-route";

export const GET = apiRoute({ access: "user", summary: "Who is signed in: user id, email, username, form (role) and verified." }, async ({ ctx }) =>
  currentUserAnswer(ctx.identity.user!),
);
