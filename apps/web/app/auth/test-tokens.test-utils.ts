/** An unsigned JWT carrying the given claims: the browser only reads claims, the API checks signatures. */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${encode({ alg: "RS256", typ: "at+jwt" })}.${encode(claims)}.c2lnbmF0dXJl`;
}
