import "server-only";
import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";
import { executeRevalidates } from "next/dist/server/revalidation-utils";

/*
 * Next.js sends a route handler's answer first and writes the tag expirations it queued
 * (revalidateTag) afterwards, in the background (waitUntil). In one process that gap is invisible;
 * with the cache in Redis, another app server could serve the old entry to a request made right
 * after the answer. So a route handler that expired tags writes them before it answers: the same
 * Next.js function that would run afterwards runs now, on the queued tags, which are then taken
 * off the queue. Outside a Next.js request (tests, scripts) there is nothing queued.
 */
export async function writeQueuedTagExpirations(): Promise<void> {
  const store = workAsyncStorage.getStore();
  const queued = store?.pendingRevalidatedTags;
  if (!store || !queued?.length) return;
  store.pendingRevalidatedTags = [];
  await executeRevalidates(store, { pendingRevalidatedTags: queued, pendingRevalidates: {}, pendingRevalidateWrites: [] });
}
