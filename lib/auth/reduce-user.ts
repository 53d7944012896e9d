import type { User } from "firebase/auth";
import type { ReducedUser } from "@/stores/user";

/** The fields of the identity provider's user that the store keeps (spec §3). */
export function reduceUser(user: User): ReducedUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    isAnonymous: user.isAnonymous,
    providerId: user.providerId,
    phoneNumber: user.phoneNumber,
    emailVerified: user.emailVerified,
  };
}
