// npm run editor -- <email> [--remove]: makes a member an editor (the Firebase custom claim
// editor: true, which opens the newsroom, /admin/content), or with --remove takes it away. Other
// custom claims (staff, TALK's moderator) are kept: one account may be staff and editor. Locally,
// run it while the site (and its Auth emulator) runs with FIREBASE_AUTH_EMULATOR_HOST set; in
// production it needs the service account (FIREBASE_SERVICE_ACCOUNT_JSON or application default
// credentials).
import { runRoleScript } from "./role-cli";

await runRoleScript("editor", "editor", process.argv.slice(2));
