// Checks run once when the server starts (instrumentation.ts). Pure: takes the environment as an
// argument so tests need not touch process.env.

type Env = Record<string, string | undefined>;
type Logger = Pick<Console, "warn">;

/**
 * The Firebase Auth emulator accepts unsigned tokens for any user, so a production server
 * pointed at it would let anyone sign in as anyone. Refuse to run unless explicitly allowed.
 */
export function assertSafeAuthConfig(env: Env, log: Logger = console): void {
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST;
  if (env.NODE_ENV !== "production" || !emulatorHost) return;
  if (env.ALLOW_AUTH_EMULATOR_IN_PRODUCTION !== "true") {
    throw new Error(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST (${emulatorHost}) is set in production. ` +
        "The Firebase Auth emulator accepts unsigned ID tokens, so anyone could sign in as any user. " +
        "Unset it, or set ALLOW_AUTH_EMULATOR_IN_PRODUCTION=true for a local production build only.",
    );
  }
  log.warn(
    `WARNING: FIREBASE_AUTH_EMULATOR_HOST (${emulatorHost}) is set in production ` +
      "(ALLOW_AUTH_EMULATOR_IN_PRODUCTION=true). ID tokens are NOT verified: never expose this server publicly.",
  );
}
