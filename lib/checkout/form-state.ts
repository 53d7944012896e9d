// The checkout form's state and every change to it, as one pure reducer (used with useReducer by
// CheckoutForm). Parts a change does not touch keep their identity, so effects that watch them
// (the guest's kept details) run only when they really change.
import type { PostalAddress } from "@/lib/cart/types";
import type { SavedAddress } from "@/lib/address/schema";
import type { CheckoutProblem } from "./messages";
import {
  EMPTY_ADDRESS,
  draftFrom,
  initialChoice,
  isBlankDraft,
  type AddressChoiceValue,
  type AddressDraft,
  type AddressField,
} from "./form-model";

export type AddressKind = "delivery" | "billing";

/** One address step: the saved address chosen (or "new"), the new address as typed, "Save to my address book". */
export interface AddressState {
  choice: AddressChoiceValue;
  draft: AddressDraft;
  save: boolean;
}

export interface CheckoutFormState {
  /** One key per form mount: a retry or a second click sends the same key, so at most one order. */
  idempotencyKey: string;
  email: string;
  delivery: AddressState;
  billingSame: boolean;
  billing: AddressState;
  shippingMethod: string;
  errors: Record<string, string>;
  problem: CheckoutProblem | null;
  submitting: boolean;
  /** Counts failed checks; each new count moves the focus to the first field with a message. */
  focusErrors: number;
}

export type CheckoutFormAction =
  | { type: "email"; value: string }
  | { type: "choice"; kind: AddressKind; value: AddressChoiceValue }
  | { type: "draft"; kind: AddressKind; field: AddressField; value: string }
  | { type: "save"; kind: AddressKind; value: boolean }
  | { type: "billingSame"; value: boolean }
  | { type: "shippingMethod"; value: string }
  /** A guest's details kept in this browser, restored into whatever is still blank. */
  | { type: "restoreGuest"; email: string | null; delivery: PostalAddress | null; billing: PostalAddress | null }
  | { type: "fieldErrors"; errors: Record<string, string>; problem: CheckoutProblem }
  | { type: "submitStarted" }
  /** The order was refused: the message to show, and a new idempotency key when the old one is spent. */
  | { type: "refused"; problem: CheckoutProblem; idempotencyKey?: string }
  | { type: "submitEnded" };

export interface InitialFormInput {
  addresses: SavedAddress[];
  shippingMethod: string;
  idempotencyKey: string;
}

export function initialCheckoutFormState({ addresses, shippingMethod, idempotencyKey }: InitialFormInput): CheckoutFormState {
  return {
    idempotencyKey,
    email: "",
    // A customer without saved addresses saves the first one by default.
    delivery: { choice: initialChoice(addresses, "isDefaultDelivery"), draft: EMPTY_ADDRESS, save: addresses.length === 0 },
    billingSame: true,
    billing: { choice: initialChoice(addresses, "isDefaultBilling"), draft: EMPTY_ADDRESS, save: false },
    shippingMethod,
    errors: {},
    problem: null,
    submitting: false,
    focusErrors: 0,
  };
}

function withAddress(state: CheckoutFormState, kind: AddressKind, change: Partial<AddressState>): CheckoutFormState {
  return { ...state, [kind]: { ...state[kind], ...change } };
}

function restoreGuest(state: CheckoutFormState, action: Extract<CheckoutFormAction, { type: "restoreGuest" }>): CheckoutFormState {
  let next = state;
  if (action.email) next = { ...next, email: next.email || action.email };
  if (action.delivery && isBlankDraft(next.delivery.draft)) next = withAddress(next, "delivery", { draft: draftFrom(action.delivery) });
  if (action.billing) {
    next = { ...next, billingSame: false };
    if (isBlankDraft(next.billing.draft)) next = withAddress(next, "billing", { draft: draftFrom(action.billing) });
  }
  return next;
}

export function checkoutFormReducer(state: CheckoutFormState, action: CheckoutFormAction): CheckoutFormState {
  switch (action.type) {
    case "email":
      return { ...state, email: action.value };
    case "choice":
      return withAddress(state, action.kind, { choice: action.value });
    case "draft":
      return withAddress(state, action.kind, { draft: { ...state[action.kind].draft, [action.field]: action.value } });
    case "save":
      return withAddress(state, action.kind, { save: action.value });
    case "billingSame":
      return { ...state, billingSame: action.value };
    case "shippingMethod":
      return { ...state, shippingMethod: action.value };
    case "restoreGuest":
      return restoreGuest(state, action);
    case "fieldErrors":
      return { ...state, errors: action.errors, problem: action.problem, focusErrors: state.focusErrors + 1 };
    case "submitStarted":
      return { ...state, submitting: true, errors: {}, problem: null };
    case "refused":
      return { ...state, problem: action.problem, idempotencyKey: action.idempotencyKey ?? state.idempotencyKey };
    case "submitEnded":
      return { ...state, submitting: false };
  }
}
