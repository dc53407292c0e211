import type { Instrumentation } from "next";

export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startNodeServer } = await import("./lib/system/startup");
    await startNodeServer();
  }
}

/** A request that failed past its own error handling (mostly a page render): logged with its request id. */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logRequestError } = await import("./lib/log/request-error");
  logRequestError(error, request, context);
};
