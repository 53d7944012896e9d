// schema.org DiscussionForumPosting for a thread page, safe inside a <script> tag.
import { SITE_URL } from "../constants";

interface PostLike {
  number: number;
  author: { name: string };
  body: string;
  createdAt: string;
}

export function threadJsonLd(thread: { title: string; url: string; replyCount: number }, opening: PostLike | undefined, replies: PostLike[], siteUrl = SITE_URL): string {
  const url = `${siteUrl}${thread.url}`;
  const comment = (post: PostLike) => ({
    "@type": "Comment",
    author: { "@type": "Person", name: post.author.name },
    datePublished: post.createdAt,
    text: post.body,
    url: `${url}#post-${post.number}`,
  });
  const data = {
    "@context": "https://schema.org",
    "@type": "DiscussionForumPosting",
    headline: thread.title,
    url,
    ...(opening ? { author: { "@type": "Person", name: opening.author.name }, datePublished: opening.createdAt, text: opening.body } : {}),
    interactionStatistic: { "@type": "InteractionCounter", interactionType: "https://schema.org/CommentAction", userInteractionCount: thread.replyCount },
    comment: replies.filter((post) => post.body).map(comment),
  };
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
