"use client";
// The mobile drawer: full screen, 500 ms fade, expandable groups, READ featured finds,
// LEARN's courses and the shop's category groups each with an All entry. Tapping a link closes the
// drawer and the chat. Loaded only when first opened, so framer-motion stays off the first visit.
import Link from "next/link";
import { AnimatePresence, MotionConfig, motion } from "framer-motion";
import { tokenOpensBackOffice } from "@/lib/auth/claims";
import { MOBILE_DRAWER_FADE_MS } from "@/lib/constants";
import { useChatStore } from "@/stores/chat";
import { useUiStore } from "@/stores/ui";
import { useUserStore } from "@/stores/user";
import { DrawerAccountLinks } from "./DrawerAccountLinks";
import { DrawerNav } from "./DrawerNav";
import { Logo } from "./Logo";
import { CloseIcon } from "./icons";
import { useDrawerDialog } from "./use-drawer-dialog";
import styles from "./MobileDrawer.module.css";

export default function MobileDrawer() {
  const open = useUiStore((state) => state.isDrawerOpen);
  const closeDrawer = useUiStore((state) => state.closeDrawer);
  const closeChat = useChatStore((state) => state.closeChat);
  const status = useUserStore((state) => state.userStatus);
  const closeRef = useDrawerDialog(open, closeDrawer);
  const signedIn = status === "loggedIn";
  const token = useUserStore((state) => state.token);
  const backOffice = signedIn && tokenOpensBackOffice(token);

  // Any link tapped inside the drawer closes the drawer and the chat.
  const onNavigate = (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest("a")) {
      closeDrawer();
      closeChat();
    }
  };

  return (
    <MotionConfig reducedMotion="user">
      <AnimatePresence>
        {open && (
          <motion.div
            key="drawer"
            className={styles.drawer}
            role="dialog"
            aria-modal="true"
            aria-label="Site menu"
            data-testid="mobile-drawer"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            transition={{ duration: MOBILE_DRAWER_FADE_MS / 1000 }}
            onClick={onNavigate}
          >
            <div className={styles.top}>
              <Link href="/" className={styles.logoLink}>
                <Logo className={styles.logo} />
              </Link>
              <button ref={closeRef} type="button" className={styles.close} aria-label="Close menu" onClick={closeDrawer}>
                <CloseIcon size={26} />
              </button>
            </div>
            <DrawerNav signedIn={signedIn} />
            <DrawerAccountLinks signedIn={signedIn} backOffice={backOffice} />
          </motion.div>
        )}
      </AnimatePresence>
    </MotionConfig>
  );
}
