// npm run staff -- <email> [--remove]: makes a member staff (the Firebase custom claim
// staff: true, which opens the shop's sections of /admin and their /api/admin routes), or with
// --remove takes it away. Other custom claims (editor, TALK's moderator) are kept. Locally, run it
// while the site (and its Auth emulator) runs with FIREBASE_AUTH_EMULATOR_HOST set; in production
// it needs the service account (FIREBASE_SERVICE_ACCOUNT_JSON or application default credentials).
import { runRoleScript } from "./role-cli";

await runRoleScript("staff", "staff", process.argv.slice(2));
