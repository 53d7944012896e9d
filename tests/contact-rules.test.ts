// The contact form's checks (lib/support/contact-form.ts, issue 38.4), with the sentences written
// out by hand: the server's schema reuses CONTACT_SENTENCES, so these are what customers read.
import { describe, expect, it } from "vitest";
import { CONTACT_SENTENCES, contactBody, messageLengthError, normaliseOrderReference, validateContact, type ContactValues } from "@/lib/support/contact-form";

const FILLED: ContactValues = {
  name: "Sam Taylor",
  email: "sam@example.com",
  topic: "delivery",
  orderReference: "",
  message: "My box has not arrived yet.",
  website: "",
};

describe("CONTACT_SENTENCES", () => {
  it("reads as the form says it", () => {
    expect(CONTACT_SENTENCES).toEqual({
      name: "Enter your name.",
      nameLong: "Keep your name under 100 characters.",
      email: "Enter your email address, like name@example.com.",
      topic: "Choose what your message is about.",
      orderReference: "Order references look like AFC-100001.",
      messageShort: "Tell us a little more: at least 10 characters.",
      messageLong: "Keep your message under 3,000 characters.",
    });
  });
});

describe("validateContact", () => {
  it("finds nothing wrong with a filled form", () => {
    expect(validateContact(FILLED)).toEqual({});
  });

  it("names every missing field", () => {
    expect(validateContact({ name: "  ", email: "", topic: "", orderReference: "", message: "", website: "" })).toEqual({
      name: "Enter your name.",
      email: "Enter your email address, like name@example.com.",
      topic: "Choose what your message is about.",
      message: "Tell us a little more: at least 10 characters.",
    });
  });

  it("keeps a name to 100 characters", () => {
    expect(validateContact({ ...FILLED, name: "a".repeat(100) })).toEqual({});
    expect(validateContact({ ...FILLED, name: "a".repeat(101) })).toEqual({ name: "Keep your name under 100 characters." });
  });

  it("checks the email's shape only", () => {
    for (const email of ["sam@example.com", " sam.taylor+tea@mail.example.co.uk ", "o'neill@example.org"]) {
      expect(validateContact({ ...FILLED, email })).toEqual({});
    }
    for (const email of ["sam", "sam@", "@example.com", "sam@example", "sam@@example.com", "sam taylor@example.com", "sam@example.", `${"a".repeat(250)}@example.com`]) {
      expect(validateContact({ ...FILLED, email })).toEqual({ email: "Enter your email address, like name@example.com." });
    }
  });

  it("takes only the shop's topics", () => {
    expect(validateContact({ ...FILLED, topic: "" })).toEqual({ topic: "Choose what your message is about." });
    expect(validateContact({ ...FILLED, topic: "complaint" as ContactValues["topic"] })).toEqual({ topic: "Choose what your message is about." });
    expect(validateContact({ ...FILLED, topic: "other" })).toEqual({});
  });

  it("takes an order reference when it looks like one, and none at all", () => {
    for (const orderReference of ["", "   ", "AFC-100001", "afc-100001", "AFC100001", " AFC-1234567890 "]) {
      expect(validateContact({ ...FILLED, orderReference })).toEqual({});
    }
    for (const orderReference of ["100001", "AFC-12345", "AFC-12345678901", "AFC 100001", "RET-100001-1", "AFC-10000a"]) {
      expect(validateContact({ ...FILLED, orderReference })).toEqual({ orderReference: "Order references look like AFC-100001." });
    }
  });

  it("wants a message of 10 to 3,000 characters, spaces around it not counted", () => {
    expect(validateContact({ ...FILLED, message: "  123456789  " })).toEqual({ message: "Tell us a little more: at least 10 characters." });
    expect(validateContact({ ...FILLED, message: "1234567890" })).toEqual({});
    expect(validateContact({ ...FILLED, message: `${"a".repeat(3000)}\n\n` })).toEqual({});
    expect(validateContact({ ...FILLED, message: "a".repeat(3001) })).toEqual({ message: "Keep your message under 3,000 characters." });
    expect(messageLengthError("Thanks, that helps.")).toBeNull();
    expect(messageLengthError("Thanks")).toBe("Tell us a little more: at least 10 characters.");
  });
});

describe("normaliseOrderReference", () => {
  it("writes a reference as AFC-100001", () => {
    expect(normaliseOrderReference("afc100001")).toBe("AFC-100001");
    expect(normaliseOrderReference(" Afc-100001 ")).toBe("AFC-100001");
    expect(normaliseOrderReference("AFC-1001")).toBeNull();
  });
});

describe("contactBody", () => {
  it("trims every field, writes the order reference out, and sends the honeypot as it is", () => {
    expect(contactBody({ name: " Sam ", email: " sam@example.com ", topic: "order", orderReference: " afc100001 ", message: "  Where is my box?  \n", website: "" })).toEqual({
      name: "Sam",
      email: "sam@example.com",
      topic: "order",
      orderReference: "AFC-100001",
      message: "Where is my box?",
      website: "",
    });
  });

  it("leaves a blank order reference out", () => {
    expect(contactBody({ ...FILLED, orderReference: "  " })).toEqual({
      name: "Sam Taylor",
      email: "sam@example.com",
      topic: "delivery",
      message: "My box has not arrived yet.",
      website: "",
    });
  });

  it("makes no request of a form with a problem", () => {
    expect(contactBody({ ...FILLED, topic: "" })).toBeNull();
    expect(contactBody({ ...FILLED, orderReference: "12" })).toBeNull();
  });
});
