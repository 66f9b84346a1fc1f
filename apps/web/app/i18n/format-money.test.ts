import { describe, expect, it } from "vitest";
import { formatCambodiaDateTime } from "./format-date";
import { formatUsd } from "./format-money";

describe("money and moments as the screens print them", () => {
  it("writes dollars to the cent with thousands separated", () => {
    expect(formatUsd(0)).toBe("$0.00");
    expect(formatUsd(41.8)).toBe("$41.80");
    expect(formatUsd(9592)).toBe("$9,592.00");
    expect(formatUsd(1234567.891)).toBe("$1,234,567.89");
    expect(formatUsd(-5.5)).toBe("-$5.50");
  });

  it("writes a moment on Cambodia's clock, across a day boundary", () => {
    expect(formatCambodiaDateTime("2026-11-24T02:00:00.000Z")).toBe("2026-11-24 09:00");
    expect(formatCambodiaDateTime("2026-11-24T20:30:00Z")).toBe("2026-11-25 03:30");
    expect(formatCambodiaDateTime("2026-11-24T09:00:00+07:00")).toBe("2026-11-24 09:00");
  });
});
