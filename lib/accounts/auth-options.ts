import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "@/db/client";
import { DomainError } from "@/lib/http/errors";
import { getEnv } from "@/lib/env";
import { clientIp } from "@/lib/security/client-ip";
import { getAuthSecret } from "./auth-secret";
import { authenticateWithPassword } from "./login";

// next-auth 4 reads its public URL from the environment. PUBLIC_URL sets it; without it the host
// of each request is used (credentials sign-in only: no third-party redirects depend on it).
const env = getEnv();
if (env.PUBLIC_URL) process.env.NEXTAUTH_URL ??= env.PUBLIC_URL;
else process.env.AUTH_TRUST_HOST ??= "true";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** next-auth for the web UI: email + password, a signed JWT cookie holding only {uid, tv}. */
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
            await getDb(),
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
      }
      return token;
    },
    async session({ session }) {
      // Role and verified status are read from the database by the server on every request;
      // the client session only says that someone is signed in.
      return session;
    },
  },
};
