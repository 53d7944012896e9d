import { afterEach, describe, expect, it } from "vitest";
import type { SavedAddress } from "@/lib/address/schema";
import { namesFrom, profileFrom } from "@/lib/auth/profile";
import { useUserStore } from "@/stores/user";

const saved = (overrides: Partial<SavedAddress>): SavedAddress => ({
  id: "a1",
  firstName: "Ada",
  lastName: "Lovelace",
  line1: "12 Analytical Row",
  line2: null,
  city: "London",
  county: null,
  postcode: "SW1A 1AA",
  country: "GB",
  phone: null,
  isDefaultDelivery: false,
  isDefaultBilling: false,
  createdAt: "",
  updatedAt: "",
  ...overrides,
});

describe("what sign-in sets besides the user (spec §4)", () => {
  it("splits the display name into first and last names", () => {
    expect(namesFrom("Ada King Lovelace")).toEqual({ firstName: "Ada", lastName: "King Lovelace" });
    expect(namesFrom("Prince")).toEqual({ firstName: "Prince", lastName: null });
    expect(namesFrom(null)).toEqual({ firstName: null, lastName: null });
  });

  it("takes the default delivery and billing addresses, and names from the delivery address when the profile has none", () => {
    const home = saved({ id: "home", isDefaultDelivery: true });
    const office = saved({ id: "office", firstName: "A.", lastName: "Lovelace Ltd", line1: "1 Babbage Court", isDefaultBilling: true });
    const profile = profileFrom(null, [saved({ id: "other" }), home, office]);
    expect(profile).toMatchObject({ firstName: "Ada", lastName: "Lovelace", shippingAddress: { id: "home", line1: "12 Analytical Row" }, billingAddress: { id: "office" } });
    expect(profile.shippingAddress).not.toHaveProperty("isDefaultDelivery");
    expect(profileFrom("Grace Hopper", [])).toEqual({ firstName: "Grace", lastName: "Hopper", shippingAddress: null, billingAddress: null });
  });
});

describe("the user store", () => {
  afterEach(() => useUserStore.getState().signOut());

  it("keeps the profile for the user signed in, and sign-out clears it", () => {
    const store = useUserStore.getState();
    store.signIn({ user: { uid: "u1", email: "ada@example.com", displayName: "Ada Lovelace", emailVerified: true, photoURL: null, providerId: "password" } as never, token: "t" });
    useUserStore.getState().setProfile("u1", profileFrom("Ada Lovelace", [saved({ isDefaultDelivery: true, isDefaultBilling: true })]));
    expect(useUserStore.getState()).toMatchObject({ firstName: "Ada", lastName: "Lovelace", shippingAddress: { postcode: "SW1A 1AA" }, billingAddress: { postcode: "SW1A 1AA" } });
    // An answer for someone who is no longer signed in is ignored.
    useUserStore.getState().setProfile("someone-else", profileFrom("Eve", []));
    expect(useUserStore.getState().firstName).toBe("Ada");
    useUserStore.getState().signOut();
    expect(useUserStore.getState()).toMatchObject({ firstName: null, lastName: null, shippingAddress: null, billingAddress: null });
  });
});
