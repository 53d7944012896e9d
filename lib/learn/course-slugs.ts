// The seven courses are fixed by the site map (lib/navigation.ts LEARN_COURSES): their slugs, their
// order and the name a course goes by before the newsroom has written it.
import { LEARN_COURSES } from "@/lib/navigation";

export const COURSE_SLUGS: readonly string[] = LEARN_COURSES.map((course) => course.href.replace(/^\/learn\//, ""));

export const isCourseSlug = (slug: string): boolean => COURSE_SLUGS.includes(slug);

/** The site map's name of a course: its title until the newsroom gives it one. */
export const plannedCourseTitle = (slug: string): string | undefined => LEARN_COURSES.find((course) => course.href === `/learn/${slug}`)?.label;

/** Sorts courses into the site map's order. */
export const inNavOrder = <T extends { slug: string }>(courses: readonly T[]): T[] => [...courses].sort((a, b) => COURSE_SLUGS.indexOf(a.slug) - COURSE_SLUGS.indexOf(b.slug));
