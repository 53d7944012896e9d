// The help centre's contact form, checked (issue 38.4): the same sentences in the browser and in the
// API's schema (which imports CONTACT_SENTENCES), so a refusal reads the same wherever it is made.
// Pure: no React, no fetch.
import {
  MAX_SUPPORT_MESSAGE_LENGTH,
  MAX_SUPPORT_NAME_LENGTH,
  MIN_SUPPORT_MESSAGE_LENGTH,
  SUPPORT_TOPICS,
  type ContactRequestBody,
  type SupportTopic,
} from "./contract";

const thousands = (n: number) => n.toLocaleString("en-GB");

export const CONTACT_SENTENCES = {
  name: "Enter your name.",
  nameLong: `Keep your name under ${thousands(MAX_SUPPORT_NAME_LENGTH)} characters.`,
  email: "Enter your email address, like name@example.com.",
  topic: "Choose what your message is about.",
  orderReference: "Order references look like AFC-100001.",
  messageShort: `Tell us a little more: at least ${MIN_SUPPORT_MESSAGE_LENGTH} characters.`,
  messageLong: `Keep your message under ${thousands(MAX_SUPPORT_MESSAGE_LENGTH)} characters.`,
} as const;

/** The form as typed: every field a string, the topic "" until one is chosen. */
export interface ContactValues {
  name: string;
  email: string;
  topic: SupportTopic | "";
  orderReference: string;
  message: string;
  /** The field people never see (the honeypot). */
  website: string;
}

export type ContactField = "name" | "email" | "topic" | "orderReference" | "message";
export type ContactErrors = Partial<Record<ContactField, string>>;

/** The fields in the form's order (the error summary lists them so). */
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "topic", "orderReference", "message"];

/** An address's shape only (something@something.tld, no spaces, at most 254 characters): the email we send proves the rest. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_EMAIL_LENGTH = 254;
const ORDER_REFERENCE = /^AFC-?(\d{6,10})$/i;

export const isEmailShaped = (text: string) => text.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(text);

/** "afc100001" or " AFC-100001 " → "AFC-100001"; anything else → null. */
export function normaliseOrderReference(text: string): string | null {
  const match = ORDER_REFERENCE.exec(text.trim());
  return match ? `AFC-${match[1]}` : null;
}

/** Too short or too long, in the form's words; null when the length is fine. Also the reply box's check. */
export function messageLengthError(message: string): string | null {
  const length = message.trim().length;
  if (length < MIN_SUPPORT_MESSAGE_LENGTH) return CONTACT_SENTENCES.messageShort;
  if (length > MAX_SUPPORT_MESSAGE_LENGTH) return CONTACT_SENTENCES.messageLong;
  return null;
}

/** What is wrong with each field, by field; {} when the form can be sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = CONTACT_SENTENCES.name;
  else if (name.length > MAX_SUPPORT_NAME_LENGTH) errors.name = CONTACT_SENTENCES.nameLong;
  if (!isEmailShaped(values.email.trim())) errors.email = CONTACT_SENTENCES.email;
  if (!SUPPORT_TOPICS.some((t) => t === values.topic)) errors.topic = CONTACT_SENTENCES.topic;
  if (values.orderReference.trim() && !normaliseOrderReference(values.orderReference)) errors.orderReference = CONTACT_SENTENCES.orderReference;
  const message = messageLengthError(values.message);
  if (message) errors.message = message;
  return errors;
}

/**
 * The request the form makes: every field trimmed, the order reference as "AFC-100001" and left out
 * when blank, and the honeypot sent as it is ("" from a person) so the server can spot a robot.
 * Null while validateContact finds anything.
 */
export function contactBody(values: ContactValues): ContactRequestBody | null {
  const topic = SUPPORT_TOPICS.find((t) => t === values.topic);
  if (!topic || Object.keys(validateContact(values)).length > 0) return null;
  const orderReference = normaliseOrderReference(values.orderReference);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    topic,
    ...(orderReference ? { orderReference } : {}),
    message: values.message.trim(),
    website: values.website,
  };
}
