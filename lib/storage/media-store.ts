import "server-only";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { getEnv } from "@/lib/env";

/*
 * Uploaded and generated media (product images) on the local disk under DATA_DIR/media, served by
 * app/media/[...key]/route.ts. Keys are content-addressed, so a served file never changes; their
 * public URL is media-url.ts's. Not server-only: the demo seed, a command-line script, writes its
 * images with saveMedia.
 *
 * saveMedia, readMedia and deleteMedia are the whole interface the shop uses: a store on an
 * S3-compatible service can replace the local disk behind these three functions.
 */

const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*\.(webp|png|jpg)$/;

export function mediaDir(): string {
  return path.resolve(getEnv().DATA_DIR, "media");
}

export function isValidMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes("..");
}

export async function saveMedia(key: string, data: Buffer, dir = mediaDir()): Promise<void> {
  if (!isValidMediaKey(key)) throw new Error(`invalid media key ${key}`);
  const target = path.join(dir, key);
  await mkdir(path.dirname(target), { recursive: true });
  // A name of its own per call: two uploads of the same picture write the same key at once, and a
  // shared temporary name let the first rename take the file from under the second.
  const temp = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

export async function readMedia(key: string, dir = mediaDir()): Promise<Buffer | null> {
  if (!isValidMediaKey(key)) return null;
  try {
    return await readFile(path.join(dir, key));
  } catch {
    return null;
  }
}

/** Removes a stored file; a key that is not there is not an error. */
export async function deleteMedia(key: string, dir = mediaDir()): Promise<void> {
  if (!isValidMediaKey(key)) return;
  await rm(path.join(dir, key), { force: true });
}

export const MEDIA_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
};
