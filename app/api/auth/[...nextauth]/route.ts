import NextAuth from "next-auth";
import { authOptions } from "@/lib/identity/auth-options";
import { guardNextAuth } from "@/lib/http/next-auth-guard";

const handler = guardNextAuth(NextAuth(authOptions));

export { handler as GET, handler as POST };
