// /music before the newsroom has any playlist (a production start has none until editors add
// them; the demo data imports four): a friendly note instead of an empty page.
import Link from "next/link";
import { ComingSoon } from "@/components/page/ComingSoon";

export const MUSIC_COMING_SOON = "Our first playlists are on their way";

export function MusicComingSoon() {
  return (
    <ComingSoon
      title={MUSIC_COMING_SOON}
      illustration="listen"
      actions={
        <Link href="/listen" className="btn btn-outline">
          Listen to our podcasts
        </Link>
      }
    >
      <p>Music for cooking, unwinding, getting ready and winding down, each track playing in the same player as our podcasts.</p>
    </ComingSoon>
  );
}
