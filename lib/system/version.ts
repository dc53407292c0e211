import "server-only";
/** docs/product.md §1: app version 0.0.4 (kept equal to package.json's version). */
export const APP_VERSION = "0.0.4";
