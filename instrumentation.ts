export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startNodeServer } = await import("./lib/system/startup");
    await startNodeServer();
  }
}
