// `npm start` on a fresh checkout, and the e2e server: build first when there is no standalone
// production build yet (or only one from before `output: "standalone"`), so that
// `npm install && npm start` is enough to serve the shop; then bundle the command-line tools into
// the standalone folder when they are missing or older than the build (scripts/build-tools.mjs).
import { existsSync, statSync } from "node:fs";
import { spawnSync } from "node:child_process";

const distDir = process.env.NEXT_DIST_DIR || ".next";

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(`${distDir}/BUILD_ID`) || !existsSync(`${distDir}/standalone/server.js`)) {
  console.log("No production build found: running `next build` first (once).");
  run("npx", ["next", "build"]);
}
const tool = `${distDir}/standalone/tools/create-admin.mjs`;
if (!existsSync(tool) || statSync(tool).mtimeMs < statSync(`${distDir}/BUILD_ID`).mtimeMs) {
  run(process.execPath, ["scripts/build-tools.mjs"]);
}
