// npm run staff -- <email> [--remove]: makes a member staff (the Firebase custom claim
// staff: true, which opens /admin and /api/admin/**), or with --remove takes it away. Other custom
// claims (TALK's moderator) are kept. A removal takes effect within 30 s (the server re-reads the
// account's claims); a new member of staff gets /admin after their next sign-in or token refresh. Locally, run it while the site (and its Auth emulator) runs with
// FIREBASE_AUTH_EMULATOR_HOST set; in production it needs the service account
// (FIREBASE_SERVICE_ACCOUNT_JSON or application default credentials).
import { setRoleClaim } from "@/lib/server/auth/claims";

// lib/server/admin/staff.ts setStaff also forgets the server's cached claim; a script runs in its
// own process, so it sets the claim directly (the server re-reads it within 30 s).
const setStaff = (email: string, staff: boolean) => setRoleClaim(email, "staff", staff);

const USAGE = "usage: npm run staff -- <email> [--remove]";

const args = process.argv.slice(2);
const emails = args.filter((arg) => !arg.startsWith("--"));
const flags = args.filter((arg) => arg.startsWith("--"));
const unknown = flags.filter((flag) => flag !== "--remove");
if (emails.length !== 1 || unknown.length || !emails[0].includes("@")) {
  if (unknown.length) console.error(`unknown option: ${unknown.join(" ")}`);
  console.error(USAGE);
  process.exit(2);
}
const email = emails[0];
const remove = flags.includes("--remove");
try {
  const uid = await setStaff(email, !remove);
  console.log(
    remove
      ? `${email} (${uid}) is no longer staff: the back office refuses them within 30 seconds.`
      : `${email} (${uid}) is now staff: they see the back office after their next sign-in or token refresh (within the hour).`,
  );
  process.exit(0);
} catch (error) {
  console.error(`Could not change ${email}: ${(error as Error).message}`);
  process.exit(1);
}
