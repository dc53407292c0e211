import "server-only";
import { installProcessOutput } from "./process-output";
import { installSingleValuedHeaders } from "@/lib/http/single-valued-headers";

/*
 * Loaded before Next.js's server.js (bundled as tools/process-output.mjs by scripts/build-tools.mjs):
 * `node --import ./tools/process-output.mjs server.js` in the Docker image, and scripts/serve.mjs
 * for `npm start` and the e2e server. It also keeps a redirect's Location single
 * (lib/http/single-valued-headers.ts).
 */
installProcessOutput();
installSingleValuedHeaders();
