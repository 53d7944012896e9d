// The help centre (/help): the topics as a list of links, then each topic (an <h2> with its anchor,
// #delivery, #boxes, …) with its questions (<h3>, each with its own anchor) and their answers, and
// "Contact us" last, with the contact form. Static: the words are content/help/, their figures the
// shop's own rules; the form is a client component, so the page still reads nothing per request.
import { HELP_CONTACT, HELP_PAGE, HELP_SECTIONS } from "@/content/help";
import { PageHeader } from "@/components/page/PageHeader";
import { PageLayout } from "@/components/page/PageLayout";
import { Prose } from "@/components/page/Prose";
import { HELP_LINK } from "@/lib/navigation";
import { ContactForm } from "./ContactForm";
import styles from "./Help.module.css";
import { HelpBlocks } from "./HelpBlocks";

/** The table of contents: every topic, then Contact us, in the page's order. */
export const HELP_TOC = [...HELP_SECTIONS.map(({ id, title }) => ({ id, title })), { id: HELP_CONTACT.id, title: HELP_CONTACT.title }];

export function HelpCentre() {
  return (
    <PageLayout variant="narrow">
      <PageHeader
        breadcrumbs={[{ label: "Home", href: "/" }, { label: HELP_LINK.label }]}
        eyebrow={HELP_LINK.label}
        title={HELP_PAGE.title}
        standfirst={HELP_PAGE.standfirst}
      />
      <nav aria-labelledby="help-topics" className={styles.toc}>
        <h2 id="help-topics">Topics</h2>
        <ul>
          {HELP_TOC.map((entry) => (
            <li key={entry.id}>
              <a href={`#${entry.id}`}>{entry.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <Prose>
        {HELP_SECTIONS.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={`${styles.topic} ${styles.anchor}`}>
            <h2 id={`${section.id}-title`}>{section.title}</h2>
            {section.questions.map((item) => (
              <div key={item.id} id={item.id} className={styles.anchor}>
                <h3>{item.question}</h3>
                <HelpBlocks blocks={item.answer} />
              </div>
            ))}
          </section>
        ))}
        <section id={HELP_CONTACT.id} aria-labelledby={`${HELP_CONTACT.id}-title`} className={`${styles.topic} ${styles.anchor}`}>
          <h2 id={`${HELP_CONTACT.id}-title`}>{HELP_CONTACT.title}</h2>
          <p>{HELP_CONTACT.text}</p>
          <ContactForm />
        </section>
      </Prose>
    </PageLayout>
  );
}
