// Next.js calls register() once when a server process starts, before it serves requests.
export async function register(): Promise<void> {
  // A dynamic import inside the Node.js branch keeps edge bundles free of server-only code.
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { startServer } = await import("@/lib/server/platform/startup");
    await startServer();
  }
}
