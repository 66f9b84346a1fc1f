import { createCipheriv, createDecipheriv, createHash } from "node:crypto";

function encrypt(text: string, key: Buffer, iv: Buffer): string {
  const cipher = createCipheriv("aes-256-cbc", key, iv);
  return Buffer.concat([cipher.update(text, "utf8"), cipher.final()]).toString("base64");
}

/**
 * The JSON inside, or null when the key is wrong or the text was altered (bad padding, not UTF-8, not
 * JSON): Wing encrypts without a MAC, so being readable JSON is all there is to check.
 */
function decryptJson(base64: string, key: Buffer, iv: Buffer): unknown {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return null;
  try {
    const decipher = createDecipheriv("aes-256-cbc", key, iv);
    const bytes = Buffer.concat([decipher.update(Buffer.from(base64, "base64")), decipher.final()]);
    return JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
}

/** v2's AES key is the 32-character password itself, and the payload's IV its first 16 characters [C-code]. */
const passwordKey = (password: string) => Buffer.from(password, "utf8");
const payloadIv = (password: string) => Buffer.from(password.slice(0, 16), "utf8");

/** v2 `payload`: Base64(AES-256-CBC(password, IV = password's first 16 characters, JSON)) [C-code S-W-5]. */
export function payloadOf(json: string, password: string): string {
  return encrypt(json, passwordKey(password), payloadIv(password));
}

/** The JSON inside a v2 payload (what Wing, and our sandbox, read), or null. */
export function payloadJsonOf(payload: string, password: string): unknown {
  return decryptJson(payload, passwordKey(password), payloadIv(password));
}

/** The values v2's hash covers, in its order [C-code S-W-5]. */
export type WingHashFields = {
  username: string;
  rest_api_key: string;
  bill_till_number: string;
  amount: string;
  order_reference_no: string;
  rand_str: string;
  timestamp: string;
};

/**
 * v2 `hash` [C-code S-W-5]: the values joined by `#`, Base64, AES-256-CBC with the password and rand_str
 * as IV, Base64 again, then UPPERCASE hex SHA-256 of that text.
 */
export function wingHashOf(fields: WingHashFields, password: string): string {
  const { username, rest_api_key, bill_till_number, amount, order_reference_no, rand_str, timestamp } =
    fields;
  const joined = [
    username,
    rest_api_key,
    bill_till_number,
    amount,
    order_reference_no,
    rand_str,
    timestamp,
  ].join("#");
  const encrypted = encrypt(
    Buffer.from(joined, "utf8").toString("base64"),
    passwordKey(password),
    Buffer.from(rand_str, "utf8"),
  );
  return createHash("sha256").update(encrypted, "utf8").digest("hex").toUpperCase();
}

/** v1 notifications are keyed with the raw SHA-256 of rest_api_key, IV 16 zero bytes [C-code S-W-3]. */
const notificationKey = (apiKey: string) => createHash("sha256").update(apiKey, "utf8").digest();
const ZERO_IV = Buffer.alloc(16);

/** The `contents` of a notification as Wing sends it (for the sandbox simulator). */
export function contentsOf(json: string, apiKey: string): string {
  return encrypt(json, notificationKey(apiKey), ZERO_IV);
}

/** The JSON of a notification's `contents`, or null when it was not made with our key. */
export function contentsJsonOf(contents: string, apiKey: string): unknown {
  return decryptJson(contents, notificationKey(apiKey), ZERO_IV);
}
