import "server-only";
import pino from "pino";
import { getEnv } from "@/lib/env";

export const logger = pino({ level: getEnv().LOG_LEVEL, base: { app: "wholesale-shop" } });
