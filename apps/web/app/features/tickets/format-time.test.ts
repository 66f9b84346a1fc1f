import { describe, expect, it } from "vitest";
import { formatCambodiaTime } from "./format-time";

describe("formatCambodiaTime", () => {
  it("shows an instant on Cambodia's clock (UTC+7), across a day's end", () => {
    expect(formatCambodiaTime("2026-03-09T17:30:00.000Z")).toBe("2026-03-10 00:30");
    expect(formatCambodiaTime("2026-03-10T08:05:00+07:00")).toBe("2026-03-10 08:05");
  });
});
