import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MIGRATIONS_DIR } from "@/db/client";
import { parseEnv, SETTING_NAMES } from "@/lib/env";
import nextConfig from "@/next.config";

/*
 * What can be checked of the self-hosting files without a Docker engine (npm test also runs
 * `docker-compose config` on them, scripts/check-compose.sh): .env.example documents every setting
 * and nothing else, the image copies what the standalone server needs, and the build makes it.
 */

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");

const envExample = read(".env.example");
const compose = read("docker-compose.yml");
const dockerfile = read("Dockerfile");

/** Every `NAME=value` line of .env.example, commented out (`# NAME=`, a default) or not. */
function exampleLines(): Array<{ name: string; value: string; active: boolean }> {
  return [...envExample.matchAll(/^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => ({ name: m[2], value: m[3], active: !m[1] }));
}

// Settings of docker compose itself, or of its file (${NAME} in docker-compose.yml), not of the app.
const composeVariables = new Set(["COMPOSE_PROJECT_NAME", ...[...compose.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1])]);

/** The instructions of the Dockerfile's last stage (the image that runs). */
function runnerStage(): string[] {
  const instructions = dockerfile
    .replace(/\\\r?\n/g, " ")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  const lastFrom = instructions.map((line) => line.startsWith("FROM ")).lastIndexOf(true);
  return instructions.slice(lastFrom);
}

describe(".env.example", () => {
  it("lists every setting the shop reads", () => {
    const listed = new Set(exampleLines().map((line) => line.name));
    const missing = SETTING_NAMES.filter((name) => name !== "NODE_ENV" && !listed.has(name));
    expect(missing, "settings of lib/env.ts that .env.example does not document").toEqual([]);
  });

  it("lists nothing that is not a setting of the shop or of docker compose", () => {
    const settings = new Set(SETTING_NAMES);
    const unknown = exampleLines()
      .map((line) => line.name)
      .filter((name) => !settings.has(name) && !composeVariables.has(name));
    expect(unknown).toEqual([]);
  });

  it("holds values the shop accepts, commented defaults included, and no demo seeding", () => {
    const settings = new Set(SETTING_NAMES);
    const values = Object.fromEntries(
      exampleLines()
        .filter((line) => settings.has(line.name) && line.value !== "")
        .map((line) => [line.name, line.value]),
    );
    const env = parseEnv(values);
    expect(env.SEED_DEMO).toBe("false");
    const active = exampleLines().filter((line) => line.active);
    expect(active.find((line) => line.name === "SEED_DEMO")?.value).toBe("false");
    // No working secret ships in the example: compose requires both, and they are left empty to be made.
    for (const secret of ["AUTH_SECRET", "POSTGRES_PASSWORD"]) {
      expect(active.filter((line) => line.name === secret).map((line) => line.value)).toEqual([""]);
    }
  });

  it("sets PUBLIC_URL, so that the shop's links never come from a request's Host header", () => {
    const publicUrl = exampleLines().filter((line) => line.active && line.name === "PUBLIC_URL");
    expect(publicUrl).toHaveLength(1);
    expect(parseEnv({ PUBLIC_URL: publicUrl[0].value }).PUBLIC_URL).toBe(publicUrl[0].value);
  });
});

describe("the Docker image", () => {
  const stage = runnerStage();
  const copies = stage.filter((line) => line.startsWith("COPY "));

  it("runs the standalone server with the browser files laid out beside it, as scripts/serve.mjs does", () => {
    expect(copies).toEqual([
      expect.stringMatching(/^COPY --from=build (--chown=\S+ )?\/app\/\.next\/standalone \.\/$/),
      expect.stringMatching(/^COPY --from=build (--chown=\S+ )?\/app\/\.next\/static \.\/\.next\/static$/),
      expect.stringMatching(/^COPY --from=build (--chown=\S+ )?\/app\/public \.\/public$/),
    ]);
    const serve = read("scripts/serve.mjs");
    expect(serve).toContain('path.join(standalone, distDir, "static")');
    expect(serve).toContain('path.join(standalone, "public")');
    // The process output (JSON lines, the access log) is loaded first, as serve.mjs loads it.
    expect(stage).toContain('CMD ["node", "--import", "./tools/process-output.mjs", "server.js"]');
    expect(serve).toContain('path.join(standalone, "tools", "process-output.mjs")');
  });

  it("takes nothing else from the build: no node_modules of the deps stage, no npm install, no tsx", () => {
    expect(stage.join("\n")).not.toMatch(/node_modules|npm (ci|install)|tsx/);
  });

  it("runs as a non-root user, with a health check, the data directory as a volume, and no demo data by default", () => {
    const user = stage.find((line) => line.startsWith("USER "));
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER (root|0)\b/);
    // Healthy = ready to serve (app/api/health/ready/route.ts).
    expect(stage.some((line) => line.startsWith("HEALTHCHECK ") && line.includes("/api/health/ready/"))).toBe(true);
    const envLine = stage.filter((line) => line.startsWith("ENV ")).join(" ");
    expect(envLine).toMatch(/\bDATA_DIR=\/data\b/);
    expect(envLine).toMatch(/\bSEED_DEMO=false\b/);
    expect(envLine).toMatch(/\bHOSTNAME=0\.0\.0\.0\b/);
    expect(stage).toContain('VOLUME ["/data"]');
  });

  it("builds with npm run build, which makes the standalone server and bundles its tools", () => {
    const pkg = JSON.parse(read("package.json")) as { scripts: Record<string, string>; dependencies: Record<string, string> };
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(pkg.scripts.build).toBe("next build && node scripts/build-tools.mjs");
    expect(pkg.scripts.start).toBe("node scripts/serve.mjs");
    // The packages the tools leave to the standalone node_modules are runtime dependencies.
    const tools = read("scripts/build-tools.mjs");
    const externals = JSON.parse(/TOOL_EXTERNALS = (\[[^\]]*\])/.exec(tools)![1]) as string[];
    for (const name of externals) expect(pkg.dependencies, name).toHaveProperty(name);
  });

  it("keeps local data, builds and secrets out of the build context", () => {
    const ignored = read(".dockerignore")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith("#"));
    for (const entry of ["node_modules", ".next", ".data", ".env", ".git"]) expect(ignored).toContain(entry);
    expect(ignored).toContain("!.env.example");
    for (const needed of ["app", "db", "lib", "public", "scripts", "package-lock.json", "next.config.ts"]) {
      expect(ignored.some((entry) => entry === needed || entry === `${needed}/`), needed).toBe(false);
    }
  });
});

describe("the standalone build", () => {
  it("is what next.config.ts asks for, with the migrations the server applies at start", () => {
    expect(nextConfig.output).toBe("standalone");
    const migrations = path.relative(root, MIGRATIONS_DIR).split(path.sep).join("/");
    expect(migrations).toBe("db/migrations");
    const includes = Object.values(nextConfig.outputFileTracingIncludes ?? {}).flat();
    expect(includes).toContain(`./${migrations}/**/*`);
  });
});

describe("docker-compose.yml", () => {
  it("gives the app the compose PostgreSQL, Redis and the data volume, and waits for them to be healthy", () => {
    expect(compose).toMatch(/^\s+DATABASE_URL: postgres:\/\/\$\{POSTGRES_USER:-shop\}:\$\{POSTGRES_PASSWORD\}@postgres:5432\/\$\{POSTGRES_DB:-shop\}$/m);
    expect(compose).toMatch(/^\s+REDIS_URL: redis:\/\/redis:6379$/m);
    expect(compose).toMatch(/^\s+DATA_DIR: \/data$/m);
    expect(compose).toMatch(/^\s+- app-data:\/data$/m);
    expect(compose).toMatch(/^\s+env_file: \$\{SHOP_ENV_FILE:-\.env\}$/m);
    expect(compose.match(/condition: service_healthy/g)).toHaveLength(2);
    expect(compose).toMatch(/pg_isready/);
  });

  it("requires PUBLIC_URL and AUTH_SECRET from .env and gives them to the app", () => {
    expect(compose).toMatch(/^\s+PUBLIC_URL: \$\{PUBLIC_URL:\?[^}]+\}$/m);
    expect(compose).toMatch(/^\s+AUTH_SECRET: \$\{AUTH_SECRET:\?[^}]+\}$/m);
  });
});
