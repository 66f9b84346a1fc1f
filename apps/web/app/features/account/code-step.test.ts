import { describe, expect, it } from "vitest";
import { codeStepSearch, parseCodeStep } from "./code-step";

describe("the code step's query", () => {
  it("carries a sent code's reference there and back", () => {
    const sent = { verificationId: "v_8Kx2", channel: "sms", destination: "+855 ** *** 678" } as const;
    const search = codeStepSearch(sent);
    expect(search).toBe("verification=v_8Kx2&channel=sms&to=%2B855+**+***+678");
    expect(parseCodeStep(new URLSearchParams(search))).toEqual(sent);
  });

  it("is the first step when the query names no code or a malformed one", () => {
    const parse = (query: string) => parseCodeStep(new URLSearchParams(query));
    expect(parse("")).toBeNull();
    expect(parse("channel=email&to=d***@demo.example")).toBeNull();
    expect(parse("verification=abc&channel=fax&to=d***@demo.example")).toBeNull();
    expect(parse("verification=abc&channel=email")).toBeNull();
    expect(parse(`verification=${"x".repeat(65)}&channel=email&to=d***@demo.example`)).toBeNull();
    expect(parse(`verification=${"x".repeat(64)}&channel=email&to=d***@demo.example`)).not.toBeNull();
  });
});
