import { describe, expect, it } from "vitest";
import { plainTextOf } from "./plain-text";

describe("plainTextOf", () => {
  it("drops tags and puts blocks on their own lines", () => {
    expect(plainTextOf("<p>Pay <strong>online</strong>.</p><ul><li>KHQR</li><li>ABA</li></ul>")).toBe(
      "Pay online.\nKHQR\nABA",
    );
  });

  it("decodes the entities sanitised rich text contains", () => {
    expect(plainTextOf("<p>Settings &gt; Devices &amp; more&nbsp;&#8211; &#x1F4F6; &quot;x&quot;</p>")).toBe(
      'Settings > Devices & more – 📶 "x"',
    );
  });

  it("keeps unknown entities as written", () => {
    expect(plainTextOf("R&amp;D &unknown; &#0;")).toBe("R&D &unknown; &#0;");
  });
});
