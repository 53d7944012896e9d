// npm run talk:moderator -- <email> [--remove]: makes a member a TALK moderator (the Firebase
// custom claim moderator: true), or with --remove takes it away. They see it after their next
// sign-in or token refresh (within the hour). Locally, run it while the site (and emulator) runs
// with FIREBASE_AUTH_EMULATOR_HOST set; in production it needs the service account.
import { setModerator } from "@/lib/server/talk/roles";

const args = process.argv.slice(2);
const email = args.find((arg) => !arg.startsWith("--"));
if (!email) {
  console.error("usage: npm run talk:moderator -- <email> [--remove]");
  process.exit(2);
}
const remove = args.includes("--remove");
try {
  const uid = await setModerator(email, !remove);
  console.log(`${email} (${uid}) is ${remove ? "no longer" : "now"} a moderator.`);
} catch (error) {
  console.error(`Could not change ${email}: ${(error as Error).message}`);
  process.exit(1);
}
