// The command line shared by `npm run staff` and `npm run editor`: one email, optionally --remove.
// A script runs in its own process, so it sets the claim directly: the site's servers re-read an
// account's claims within 30 s (lib/server/admin/staff.ts), and a new holder sees the back office
// after their next sign-in or token refresh (within the hour).
import type { BackOfficeRole } from "@/lib/admin/roles";
import { setRoleClaim } from "@/lib/server/auth/claims";

const WHAT_IT_OPENS: Record<BackOfficeRole, { noun: string; area: string }> = {
  staff: { noun: "staff", area: "the shop's back office" },
  editor: { noun: "an editor", area: "the newsroom" },
};

/** Parses argv, gives or takes the role, prints one sentence and exits (0 done, 1 failed, 2 bad usage). */
export async function runRoleScript(role: BackOfficeRole, script: string, argv: readonly string[]): Promise<never> {
  const emails = argv.filter((arg) => !arg.startsWith("--"));
  const flags = argv.filter((arg) => arg.startsWith("--"));
  const unknown = flags.filter((flag) => flag !== "--remove");
  if (emails.length !== 1 || unknown.length || !emails[0].includes("@")) {
    if (unknown.length) console.error(`unknown option: ${unknown.join(" ")}`);
    console.error(`usage: npm run ${script} -- <email> [--remove]`);
    process.exit(2);
  }
  const [email] = emails;
  const remove = flags.includes("--remove");
  const { noun, area } = WHAT_IT_OPENS[role];
  try {
    const uid = await setRoleClaim(email, role, !remove);
    console.log(
      remove
        ? `${email} (${uid}) is no longer ${noun}: ${area} refuses them within 30 seconds.`
        : `${email} (${uid}) is now ${noun}: they see ${area} after their next sign-in or token refresh (within the hour).`,
    );
    process.exit(0);
  } catch (error) {
    console.error(`Could not change ${email}: ${(error as Error).message}`);
    process.exit(1);
  }
}
