import { afterAll, beforeAll } from "vitest";
import { TEST_ORIGIN } from "./requests";
import { installTestDatabase, makeTempDir, type TestDatabase } from "./test-database";

// Every integration file gets its own database and data directory (media files, mail).
const dataDir = makeTempDir("shop-test-data-");
process.env.DATA_DIR = dataDir.dir;
process.env.LOG_LEVEL ??= "silent";
// The host of every request the tests make: the shop answers to it as it would to its own domain.
process.env.ALLOWED_HOSTS = new URL(TEST_ORIGIN).host;

let database: TestDatabase | undefined;

beforeAll(async () => {
  database = await installTestDatabase();
});

afterAll(async () => {
  await database?.dispose();
  dataDir.remove();
});
