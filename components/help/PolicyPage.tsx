// A policy page of the help centre (the terms of sale, the returns policy) laid out as the privacy
// and cookie policies are: a narrow page, a header, then each section's <h2> (with its anchor, so
// checkout and the emails can link to #refunds) and its words in <Prose>.
import type { Metadata } from "next";
import type { PolicyDocument } from "@/content/help/types";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { Prose } from "@/components/page/Prose";
import { HELP_LINK } from "@/lib/navigation";
import styles from "./Help.module.css";
import { HelpBlocks } from "./HelpBlocks";

/** A policy page's title, description, canonical address and link preview. */
export function policyMetadata(document: PolicyDocument, href: string): Metadata {
  const { title, description } = document;
  return { title, description, alternates: { canonical: href }, openGraph: { title, description, url: href } };
}

export function PolicyPage({ document }: { document: PolicyDocument }) {
  return (
    <PageLayout variant="narrow">
      <PageHeader
        breadcrumbs={[{ label: "Home", href: "/" }, { label: HELP_LINK.label, href: HELP_LINK.href }, { label: document.title }]}
        eyebrow="Legal"
        title={document.title}
        standfirst={document.standfirst}
      />
      <Prose>
        {document.sections.map((section) => (
          // No accessible name, so not a landmark each: plain headings, as the privacy policy's are.
          <section key={section.id} id={section.id} className={`${styles.policy} ${styles.anchor}`}>
            <h2>{section.title}</h2>
            <HelpBlocks blocks={section.body} />
          </section>
        ))}
      </Prose>
    </PageLayout>
  );
}
