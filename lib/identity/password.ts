import "server-only";
import { hash, verify } from "@node-rs/argon2";

/*
 * argon2id with the OWASP parameters (19 MiB, 2 iterations, 1 lane). The library's default
 * algorithm is argon2id (its Algorithm const enum is not imported: it breaks isolatedModules).
 * Passwords of any length are hashed whole: argon2 has no 72-byte truncation. Not server-only: the
 * demo seed and `npm run create-admin`, command-line scripts, hash passwords with it.
 */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
