// A thread's page: title, its posts in order (20 a page) with author, time, "edited", likes and
// actions, then the reply box, or for a guest the way to sign in and reply.
import Link from "next/link";
import { Breadcrumbs } from "@/components/page/Breadcrumbs";
import { Pagination } from "@/components/page/Pagination";
import { categoryPath, threadPath } from "@/lib/talk/rules";
import type { Actor } from "@/lib/server/talk/members";
import type { PostView, ThreadPage } from "@/lib/server/talk/queries";
import { Avatar } from "./Avatar";
import { DemoConversationsNotice } from "./DemoConversationsNotice";
import { plural, postTime } from "@/lib/talk/format";
import { PostActions } from "./PostActions";
import { PostBody } from "./PostBody";
import { ReplyEditor } from "./ReplyEditor";
import { ThreadModTools } from "./ThreadModTools";
import styles from "./Talk.module.css";

function PostContent({ post }: { post: PostView }) {
  if (post.deleted) return <p className={styles.placeholder}>This post was deleted by its author.</p>;
  if (post.hidden && !post.body) return <p className={styles.placeholder}>This post was hidden by a moderator.</p>;
  return (
    <>
      {post.hidden ? <p className={styles.placeholder}>Hidden by a moderator: only moderators see this.</p> : null}
      <PostBody markdown={post.body} />
    </>
  );
}

export function ThreadView({ page, viewer }: { page: ThreadPage; viewer: Actor | null }) {
  const { thread, posts } = page;
  const canReply = !thread.locked;
  return (
    <div className={styles.thread}>
      <header className={styles.threadHeader}>
        <Breadcrumbs
          items={[
            { label: "Home", href: "/" },
            { label: "Talk", href: "/talk" },
            { label: thread.category.name, href: categoryPath(thread.category.slug) },
          ]}
        />
        <h1 className={styles.pageTitle}>{thread.title}</h1>
        <p className={styles.threadMeta}>
          {thread.pinned ? <span className={styles.flag}>Pinned</span> : null}
          {thread.locked ? <span className={styles.flag}>Locked</span> : null}
          Started by {thread.author.name} · {plural(thread.replyCount, "reply", "replies")}
        </p>
        <DemoConversationsNotice />
        {viewer?.moderator ? <ThreadModTools threadId={thread.id} pinned={thread.pinned} locked={thread.locked} /> : null}
      </header>
      <ol className={styles.posts}>
        {posts.map((post) => (
          <li key={post.id}>
            <article id={`post-${post.number}`} className={styles.post} aria-labelledby={`post-${post.number}-by`}>
              <header className={styles.postHeader}>
                <Avatar name={post.author.name} url={post.author.avatarUrl} uid={post.author.uid} />
                <p className={styles.postMeta}>
                  <span id={`post-${post.number}-by`} className={styles.authorName}>
                    {post.author.name}
                  </span>
                  <a href={`#post-${post.number}`} className={styles.postTime}>
                    <time dateTime={post.createdAt}>{postTime(post.createdAt)}</time>
                  </a>
                  {post.editedAt && !post.deleted ? (
                    <span className={styles.edited} title={`Edited ${postTime(post.editedAt)}`}>
                      edited
                    </span>
                  ) : null}
                </p>
              </header>
              <PostContent post={post} />
              <PostActions
                postId={post.id}
                author={post.author.name}
                body={post.body}
                likes={post.likes}
                liked={post.likedByViewer}
                mine={viewer?.uid === post.author.uid}
                signedIn={viewer !== null}
                moderator={viewer?.moderator === true}
                hidden={post.hidden}
                canReply={canReply}
              />
            </article>
          </li>
        ))}
      </ol>
      <Pagination page={page.page} pageCount={page.pages} hrefFor={(n) => threadPath(thread.id, thread.slug, n)} />
      {thread.locked ? (
        <p className={styles.notice}>This thread is locked, so it can&rsquo;t take new replies.</p>
      ) : viewer ? (
        <ReplyEditor threadId={thread.id} />
      ) : (
        <div className={styles.signInPrompt} data-testid="sign-in-to-reply">
          <p>Join the conversation: members can reply, like and start threads.</p>
          <Link href={`/account/signin?next=${encodeURIComponent(threadPath(thread.id, thread.slug, page.page))}`} className="btn btn-pink">
            Sign in to reply
          </Link>
        </div>
      )}
    </div>
  );
}
