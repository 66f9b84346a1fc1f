import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "./sanitize-rich-text";

describe("sanitizeRichText", () => {
  it("keeps the editor's formatting", () => {
    const html =
      '<h3>Fiber</h3><p><strong>Fast</strong> <a href="/personal">home</a></p><ul><li>Wi-Fi 6</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("removes scripts, handlers, styles and foreign schemes", () => {
    const dirty =
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a></p>';
    const clean = sanitizeRichText(dirty);
    expect(clean).toBe("<p>Hi<a>x</a></p>");
  });

  it("makes links that open a new tab safe", () => {
    expect(sanitizeRichText('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
