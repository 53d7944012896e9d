// Checks run once when the server starts (instrumentation.ts). Pure: takes the environment as an
// argument so tests need not touch process.env.

type Env = Record<string, string | undefined>;
type Logger = Pick<Console, "warn">;

/**
 * The Firebase Auth emulator accepts unsigned tokens for any user, so a production server
 * pointed at it would let anyone sign in as anyone. Refuse to run unless explicitly allowed.
 */
export function assertSafeAuthConfig(env: Env, log: Logger = console): void {
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST || env.NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST;
  if (env.NODE_ENV !== "production" || !emulatorHost) return;
  // `npm start` (PRODUCTION_START=true) is the real production start: no opt-in can let the
  // emulator in there, so a forged token for a known staff uid never passes. The local demo is
  // `npm run start:demo`, which opts in.
  if (env.PRODUCTION_START === "true") {
    throw new Error(
      `Refusing to start: the Firebase Auth emulator (${emulatorHost}) is configured, and \`npm start\` is the production start, ` +
        "which never accepts its unsigned ID tokens. Unset FIREBASE_AUTH_EMULATOR_HOST and NEXT_PUBLIC_FIREBASE_AUTH_EMULATOR_HOST, " +
        "or run the local demo with `npm run start:demo`.",
    );
  }
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
