"use client";

/*
 * An offline screen shown at its own address (/offline/product?slug=…) leaves for the real page once
 * the shop answers again: at most once a minute per address, so a page the server cannot render
 * (while /api/health answers) does not reload in a loop.
 */

const KEY = "shop.offline.backOnline.v1";

export function backToPageOnce(url: string): void {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as { url: string; at: number } | null;
    if (last?.url === url && Date.now() - last.at < 60_000) return;
    sessionStorage.setItem(KEY, JSON.stringify({ url, at: Date.now() }));
  } catch {
    return;
  }
  location.replace(url);
}
