/** Public path of a stored media file, e.g. "/media/products/rice-1a2b3c4d.webp". Client-safe. */
export function mediaUrl(key: string | null): string | null {
  return key ? `/media/${key}` : null;
}
