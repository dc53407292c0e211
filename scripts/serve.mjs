// `npm start` and the e2e server: runs the production build's standalone server (the very
// server.js the Docker image runs), after laying out its folder as the Dockerfile does.
//
//   node scripts/serve.mjs [-p PORT] [-H HOST]
//
// <distDir>/standalone holds server.js, the traced node_modules, the server bundles and
// db/migrations; Next.js leaves the browser files out, so <distDir>/static and public/ are copied
// in beside it (the Dockerfile's two COPY lines). server.js changes its working directory to the
// standalone folder, so a relative DATA_DIR is made absolute here first: the data stays where
// `next start` kept it (./.data by default).
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";
import nextEnv from "@next/env";

const { values } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
});

const root = process.cwd();
// The same .env files `next start` reads (server.js itself would look in the standalone folder).
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });

const distDir = process.env.NEXT_DIST_DIR || ".next";
const standalone = path.resolve(root, distDir, "standalone");
const server = path.join(standalone, "server.js");
if (!existsSync(server)) {
  console.error(`No standalone server at ${path.relative(root, server)}: run \`npm run build\` first.`);
  process.exit(1);
}

/**
 * Copies the browser files in beside the server, as the Dockerfile does; once per build, so that a
 * second server started from the same folder (the two-server test) leaves the first one's files be.
 */
function layOut() {
  const marker = path.join(standalone, ".laid-out");
  const buildId = readFileSync(path.resolve(root, distDir, "BUILD_ID"), "utf8").trim();
  if (existsSync(marker) && readFileSync(marker, "utf8").trim() === buildId) return;
  const staticTarget = path.join(standalone, distDir, "static");
  rmSync(staticTarget, { recursive: true, force: true });
  cpSync(path.resolve(root, distDir, "static"), staticTarget, { recursive: true });
  const publicTarget = path.join(standalone, "public");
  rmSync(publicTarget, { recursive: true, force: true });
  if (existsSync(path.resolve(root, "public"))) cpSync(path.resolve(root, "public"), publicTarget, { recursive: true });
  writeFileSync(marker, buildId);
}

layOut();
process.env.NODE_ENV = "production";
process.env.DATA_DIR = path.resolve(root, process.env.DATA_DIR || ".data");
process.env.PORT = values.port ?? process.env.PORT ?? "3000";
// HOSTNAME is what server.js listens on; a shell's own HOSTNAME (the machine's name) is not meant.
process.env.HOSTNAME = values.hostname ?? "0.0.0.0";
// The console as JSON lines and the access log, before Next.js prints its banner (as the image's
// `node --import ./tools/process-output.mjs server.js`).
const processOutput = path.join(standalone, "tools", "process-output.mjs");
if (existsSync(processOutput)) await import(pathToFileURL(processOutput).href);
await import(pathToFileURL(server).href);
