import type { User } from "firebase/auth";

/** The reduced identity-provider user the store keeps (never the SDK's own object). */
export interface ReducedUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  isAnonymous: boolean;
  providerId: string;
  phoneNumber: string | null;
  emailVerified: boolean;
}

/** The fields of the identity provider's user that the store keeps. */
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
