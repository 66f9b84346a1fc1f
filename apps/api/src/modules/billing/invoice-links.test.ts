import { describe, expect, it } from "vitest";
import { createInvoiceLinks, INVOICE_LINK_DAYS } from "./invoice-links";

const SECRET = "a".repeat(64);

describe("invoice links", () => {
  let today = "2030-01-10";
  const links = createInvoiceLinks(SECRET, { today: () => today });

  it("opens the invoice it was made for until its last day, then no more", () => {
    today = "2030-01-10";
    const link = links.linkFor("100245", 7);
    expect(link.expiresOn).toBe("2030-02-09");
    expect(INVOICE_LINK_DAYS).toBe(30);
    expect(link.token).toMatch(/^20300209\.[\w-]{43}$/);
    expect(links.check(link.token, "100245", 7)).toEqual(link);
    expect(links.linkFor("100245", 7)).toEqual(link);
    today = "2030-02-09";
    expect(links.check(link.token, "100245", 7)).toEqual(link);
    today = "2030-02-10";
    expect(links.check(link.token, "100245", 7)).toBeNull();
  });

  it("opens no other invoice, no other customer's, and nothing with a changed day or signature", () => {
    today = "2030-01-10";
    const { token } = links.linkFor("100245", 7);
    expect(links.check(token, "100245", 8)).toBeNull();
    expect(links.check(token, "100318", 7)).toBeNull();
    expect(links.check(token.replace("20300209", "20300309"), "100245", 7)).toBeNull();
    const signature = token.split(".")[1] ?? "";
    const flipped = `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    expect(links.check(`20300209.${flipped}`, "100245", 7)).toBeNull();
    expect(createInvoiceLinks("b".repeat(64), { today: () => today }).check(token, "100245", 7)).toBeNull();
    for (const junk of ["", "20300209", "20300209.", `${token}x`, "x".repeat(500)]) {
      expect(links.check(junk, "100245", 7), junk).toBeNull();
    }
  });
});
