// A course of the site map the newsroom has not written yet (a production start without the demo
// data): its page still answers, under its site-map name, and says the course is on its way.
import Link from "next/link";
import { ChipNav } from "@/components/page/ChipNav";
import { ComingSoon } from "@/components/page/ComingSoon";
import { PageHeader } from "@/components/page/PageHeader";
import type { NavLink } from "@/lib/navigation";

export const COURSE_BEING_WRITTEN = "This course is being written. Its first lessons are on their way.";

export function CourseComingSoon({ title, others }: { title: string; others: NavLink[] }) {
  return (
    <>
      <PageHeader
        breadcrumbs={[
          { label: "Home", href: "/" },
          { label: "Learn", href: "/learn" },
          { label: title },
        ]}
        eyebrow="Course"
        title={title}
      />
      <ComingSoon
        title="This course is on its way"
        illustration="learn"
        actions={
          <Link href="/learn" className="btn btn-outline">
            See every course
          </Link>
        }
      >
        <p>{COURSE_BEING_WRITTEN}</p>
      </ComingSoon>
      {others.length > 0 && <ChipNav label="Other courses" showLabel links={others} />}
    </>
  );
}
