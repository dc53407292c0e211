/*
 * next/cache outside Next.js: the tests call route handlers and domain functions directly, where
 * `'use cache'` is an inert string (every read goes to the database) and cacheTag/cacheLife have no
 * cache to label. Expired tags are recorded so that a test can check what a write drops.
 */

const expired: string[] = [];

export function cacheTag(): void {}
export function cacheLife(): void {}

export function revalidateTag(tag: string): void {
  expired.push(tag);
}

export function updateTag(tag: string): void {
  expired.push(tag);
}

/** Tags expired since the last call, and forgets them. */
export function takeExpiredTags(): string[] {
  return expired.splice(0, expired.length);
}
