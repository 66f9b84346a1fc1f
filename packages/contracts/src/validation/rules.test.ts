import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formatValidationMessage, VALIDATION_MESSAGES, validationMessageOf } from "./messages";
import {
  digitsOnly,
  isPhone,
  isStrongPassword,
  isWebsite,
  lettersAndDigits,
  lettersOnly,
  normalizePhone,
  optionalEmail,
  optionalPhone,
  optionalWebsite,
  passwordWithConfirmation,
  requiredEmail,
  requiredInteger,
  requiredText,
} from "./rules";

/** The English message of the first issue, or null when the value passes. */
function messageOf(schema: z.ZodType, value: unknown, language: "en" | "km" | "zh" = "en") {
  const result = schema.safeParse(value);
  return result.success ? null : validationMessageOf(result.error.issues[0]?.message, language);
}

describe("validation messages (spec §5)", () => {
  it("carries the spec's exact English texts", () => {
    expect(VALIDATION_MESSAGES.required.en).toBe("Required field");
    expect(VALIDATION_MESSAGES.lettersOnly.en).toBe("Only letters");
    expect(VALIDATION_MESSAGES.digitsOnly.en).toBe("Only numbers");
    expect(VALIDATION_MESSAGES.lettersAndDigits.en).toBe("Numbers and Letters");
    expect(VALIDATION_MESSAGES.email.en).toBe("Invalid Email");
    expect(VALIDATION_MESSAGES.passwordMatch.en).toBe("Password must match");
    expect(VALIDATION_MESSAGES.phone.en).toBe("Invalid phone format");
    expect(VALIDATION_MESSAGES.minLength.en).toBe("Length must be greater than {0}");
    expect(VALIDATION_MESSAGES.maxLength.en).toBe("Length must be less than {0}");
    expect(VALIDATION_MESSAGES.minValue.en).toBe("The value must be greater than {0}");
    expect(VALIDATION_MESSAGES.maxValue.en).toBe("The value must be less than {0}");
  });

  it("has a Khmer and a Chinese text for every message, in their own scripts", () => {
    for (const [key, texts] of Object.entries(VALIDATION_MESSAGES)) {
      expect(texts.km, key).toMatch(/[\u1780-\u17FF]/);
      expect(texts.zh, key).toMatch(/[\u4E00-\u9FFF]/);
      expect(texts.km.includes("{0}"), key).toBe(texts.en.includes("{0}"));
      expect(texts.zh.includes("{0}"), key).toBe(texts.en.includes("{0}"));
    }
  });

  it("fills the parameter in every language", () => {
    expect(formatValidationMessage({ key: "maxLength", param: 101 }, "en")).toBe(
      "Length must be less than 101",
    );
    expect(formatValidationMessage({ key: "maxLength", param: 101 }, "km")).toBe("ប្រវែងត្រូវតែតិចជាង 101");
    expect(formatValidationMessage({ key: "maxLength", param: 101 }, "zh")).toBe("长度必须小于 101");
  });
});

describe("the rules", () => {
  it("required: empty and blank fail, text passes trimmed", () => {
    expect(messageOf(requiredText(), "")).toBe("Required field");
    expect(messageOf(requiredText(), "   ")).toBe("Required field");
    expect(messageOf(requiredText(), undefined, "km")).toBe("ត្រូវតែបំពេញ");
    expect(requiredText().parse("  Sokha ")).toBe("Sokha");
  });

  it("lengths: the shown limit makes the strict wording true", () => {
    expect(messageOf(requiredText(5), "abcdef")).toBe("Length must be less than 6");
    expect(messageOf(requiredText(5), "abcde")).toBeNull();
    const atLeastTwo = z.string().min(2, { message: "minLength|1" });
    expect(messageOf(atLeastTwo, "a")).toBe("Length must be greater than 1");
  });

  it("letters only (Latin), digits only, letters and digits", () => {
    expect(messageOf(lettersOnly(z.string()), "Sokha Chan")).toBeNull();
    expect(messageOf(lettersOnly(z.string()), "Sokha1")).toBe("Only letters");
    expect(messageOf(lettersOnly(z.string()), "សុខា")).toBe("Only letters");
    expect(messageOf(digitsOnly(z.string()), "100234")).toBeNull();
    expect(messageOf(digitsOnly(z.string()), "10a")).toBe("Only numbers");
    expect(messageOf(lettersAndDigits(z.string()), "N0123456")).toBeNull();
    expect(messageOf(lettersAndDigits(z.string()), "N-01")).toBe("Numbers and Letters");
  });

  it("email: required or empty-allowed; empty becomes null", () => {
    expect(messageOf(requiredEmail(), "")).toBe("Required field");
    expect(messageOf(requiredEmail(), "a@b")).toBe("Invalid Email");
    expect(messageOf(requiredEmail(), "a b@c.com")).toBe("Invalid Email");
    expect(requiredEmail().parse("Dara@Example.COM")).toBe("dara@example.com");
    expect(optionalEmail().parse("")).toBeNull();
    expect(optionalEmail().parse(null)).toBeNull();
    expect(messageOf(optionalEmail(), "dara@", "zh")).toBe("电子邮件地址无效");
  });

  it("phone: a plus, a first digit 1-9, then 3 to 14 digits", () => {
    expect(isPhone("+1234")).toBe(true);
    expect(isPhone("+123456789012345")).toBe(true);
    expect(isPhone("+123")).toBe(false);
    expect(isPhone("+1234567890123456")).toBe(false);
    expect(isPhone("+0123")).toBe(false);
    expect(isPhone("+855 12 abc")).toBe(false);
    expect(messageOf(optionalPhone(), "12")).toBe("Invalid phone format");
    expect(optionalPhone().parse("")).toBeNull();
  });

  it("phone: numbers as people type them in Cambodia become international", () => {
    expect(normalizePhone("012 345 678")).toBe("+85512345678");
    expect(normalizePhone("(023) 888-168")).toBe("+85523888168");
    expect(normalizePhone("855 97 765 4321")).toBe("+855977654321");
    expect(normalizePhone("0085512345678")).toBe("+85512345678");
    expect(normalizePhone("+66 2 123 4567")).toBe("+6621234567");
  });

  it("website: a host name with a dot, at most 253 characters (the spec's faulty length check fixed)", () => {
    expect(isWebsite("romdoul.example")).toBe(true);
    expect(isWebsite("https://www.romdoul.example/about?x=1")).toBe(true);
    expect(isWebsite("http://shop.example.com.kh:8080/")).toBe(true);
    expect(isWebsite("romdoul")).toBe(false);
    expect(isWebsite("https://exa mple.com")).toBe(false);
    expect(
      isWebsite(`https://${"a".repeat(60)}.${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.com`),
    ).toBe(false);
    expect(optionalWebsite().parse("")).toBeNull();
    expect(messageOf(optionalWebsite(), "not a site")).toBe("Invalid website address");
  });

  it("password: at least 8, an upper- and a lowercase letter, a digit and a special character", () => {
    expect(isStrongPassword("Romdoul#2026")).toBe(true);
    expect(isStrongPassword("Rd#2026")).toBe(false);
    expect(isStrongPassword("romdoul#2026")).toBe(false);
    expect(isStrongPassword("ROMDOUL#2026")).toBe(false);
    expect(isStrongPassword("Romdoul2026")).toBe(false);
    expect(isStrongPassword("Romdoul#abcd")).toBe(false);
  });

  it("password confirmation must match, reported on the confirmation", () => {
    const schema = passwordWithConfirmation();
    const result = schema.safeParse({ password: "Romdoul#2026", confirmPassword: "Romdoul#2025" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(["confirmPassword"]);
    expect(validationMessageOf(result.error?.issues[0]?.message, "en")).toBe("Password must match");
    expect(schema.safeParse({ password: "Romdoul#2026", confirmPassword: "Romdoul#2026" }).success).toBe(
      true,
    );
  });

  it("minimum and maximum value need a value", () => {
    const scale = requiredInteger(0, 10);
    expect(messageOf(scale, "")).toBe("Required field");
    expect(messageOf(scale, "-1")).toBe("The value must be greater than -1");
    expect(messageOf(scale, "11")).toBe("The value must be less than 11");
    expect(messageOf(scale, "11", "km")).toBe("តម្លៃត្រូវតែតិចជាង 11");
    expect(scale.parse("7")).toBe(7);
  });
});
