# The shop's production image: Next.js standalone server, non-root, no dev dependencies or build
# caches. Build: `docker build -t wholesale-shop .` (or `docker compose build`). See README
# "Self-host with Docker".
#
# Builds with the classic builder and with BuildKit alike, and pulls nothing but its base image: no
# `# syntax=` line (BuildKit would fetch that frontend from a registry) and no `RUN --mount` (BuildKit
# only). `npm run test:docker` builds it with Debian's engine on every CI run.
#
# Debian slim (glibc), not Alpine: sharp, @node-rs/argon2 and PGlite ship prebuilt binaries for
# glibc in the lockfile; musl variants would be fetched separately.

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. deps: every dependency (dev ones too: the build needs TypeScript, Tailwind, esbuild).
# `npm install`, not `npm ci`: the committed lockfile lacks other platforms' optional binaries.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund && npm cache clean --force

# 2. build: `npm run build` = next build (output: standalone) + the bundled tools
# (.next/standalone/tools/{create-admin,migrate,seed}.mjs, scripts/build-tools.mjs).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# 3. runner: only the standalone folder (server.js, traced node_modules, server bundles,
# db/migrations, tools/) plus the browser files Next.js leaves out of it, laid out exactly as
# scripts/serve.mjs lays them out for `npm start` and the e2e suite.
FROM ${NODE_IMAGE} AS runner
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data \
    SEED_DEMO=false
RUN groupadd --system --gid 1001 shop \
 && useradd --system --uid 1001 --gid shop --home-dir /app --shell /usr/sbin/nologin shop \
 && mkdir -p /data \
 && chown shop:shop /data
COPY --from=build --chown=shop:shop /app/.next/standalone ./
COPY --from=build --chown=shop:shop /app/.next/static ./.next/static
COPY --from=build --chown=shop:shop /app/public ./public
USER shop
# The embedded database (when DATABASE_URL is unset), product pictures, mail files and the
# generated session secret.
VOLUME ["/data"]
EXPOSE 3000
# Migrations are applied at start (instrumentation.ts); the demo shop only with SEED_DEMO=true.
# Healthy = ready to serve: the readiness check fails while PostgreSQL (or Redis, when set) does
# not answer and from SIGTERM on. A liveness probe (Kubernetes) would use /api/health/live/.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/ready/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tools/process-output.mjs first: every line the server writes is JSON, Next.js's banner included,
# with one access line per request (docs/operations.md "Logs").
CMD ["node", "--import", "./tools/process-output.mjs", "server.js"]
