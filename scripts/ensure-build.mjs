// `npm start` on a fresh checkout: build first when there is no production build yet,
// so that `npm install && npm start` is enough to serve the shop.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

if (!existsSync(`${process.env.NEXT_DIST_DIR || ".next"}/BUILD_ID`)) {
  console.log("No production build found: running `next build` first (once).");
  const result = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
