import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "@/db/client";
import { VISITOR } from "@/lib/context/actor";
import { newContext } from "@/lib/context/context";
import { DomainError } from "@/lib/shared/errors/domain-errors";
import { getEnv } from "@/lib/env";
import { clientIp } from "@/lib/security/client-ip";
import { getAuthSecret } from "./auth-secret";
import { authenticateWithPassword } from "./login";
import { claimsOf } from "./session-cookie";
import { findSessionUser, newSessionId, revokeSession, SESSION_MAX_AGE_SECONDS } from "./web-sessions";

// next-auth 4 reads its public URL from the environment. PUBLIC_URL sets it; without it the host
// of each request is used (credentials sign-in only: no third-party redirects depend on it), read
// from X-Forwarded-Host/-Proto, which proxy.ts overwrites with the Host header and plain http
// unless TRUST_PROXY is set. Secure (__Secure-) cookies follow: only when that origin is https.
const env = getEnv();
if (env.PUBLIC_URL) process.env.NEXTAUTH_URL ??= env.PUBLIC_URL;
else process.env.AUTH_TRUST_HOST ??= "true";

/** next-auth for the web UI: email + password, a signed JWT cookie holding only {uid, tv, sid}. */
export const authOptions: NextAuthOptions = {
  secret: getAuthSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/login", error: "/login" },
  logger: {
    error: (code, metadata) => console.error("next-auth", code, metadata instanceof Error ? metadata.message : ""),
    warn: () => {},
    debug: () => {},
  },
  providers: [
    CredentialsProvider({
      name: "Email",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        const headers = new Headers();
        for (const [key, value] of Object.entries(req.headers ?? {})) if (typeof value === "string") headers.set(key, value);
        try {
          const user = await authenticateWithPassword(
            newContext(await getDb(), VISITOR),
            { login: credentials?.email ?? "", password: credentials?.password ?? "" },
            clientIp(new Request("http://local/", { headers })),
          );
          return { id: String(user.id), email: user.email, tv: user.tokenVersion };
        } catch (error) {
          // The message reaches signIn()'s result.error and is shown under the form.
          if (error instanceof DomainError) throw new Error(error.message);
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.uid = Number(user.id);
        token.tv = (user as { tv?: number }).tv ?? 0;
        token.sid = newSessionId();
        return token;
      }
      // Refreshing (GET /api/auth/session): a signed-out or otherwise ended session is not renewed;
      // the throw makes next-auth clear the cookie instead.
      const claims = claimsOf(token);
      if (!claims || !(await findSessionUser(newContext(await getDb(), VISITOR), claims))) throw new Error("Session ended");
      return token;
    },
    async session({ session }) {
      // Role and verified status are read from the database by the server on every request;
      // the client session only says that someone is signed in.
      return session;
    },
  },
  events: {
    // Signing out ends the session on the server too: a copy of the cookie no longer works.
    async signOut({ token }) {
      const claims = claimsOf(token);
      if (claims) await revokeSession(newContext(await getDb(), VISITOR), claims);
    },
  },
};
