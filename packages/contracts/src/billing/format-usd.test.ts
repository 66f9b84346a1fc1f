import { describe, expect, it } from "vitest";
import { formatUsd } from "./format-usd";

describe("formatUsd", () => {
  it("writes dollars with cents and thousands as each language does", () => {
    expect(formatUsd(1234.5, "en")).toBe("$1,234.50");
    expect(formatUsd(1234.5, "km")).toBe("1,234.50$");
    expect(formatUsd(1234.5, "zh")).toBe("US$1,234.50");
    expect(formatUsd(0.1 + 0.2, "en")).toBe("$0.30");
    expect(formatUsd(1_000_000, "en")).toBe("$1,000,000.00");
    expect(formatUsd(-48.4, "en")).toBe("-$48.40");
    expect(formatUsd(5, "km")).toBe("5.00$");
  });
});
