import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccessTokenVerifier } from "./access-tokens";

// Another provider (Keycloak, say) on this machine: its discovery document and keys.
describe("tokens of another provider (OIDC_ISSUER)", () => {
  let server: Server;
  let issuer: string;
  let sign: (claims: Record<string, unknown>) => Promise<string>;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair("RS256");
    const jwk = { ...(await exportJWK(publicKey)), kid: "k1", alg: "RS256", use: "sig" };
    server = createServer((request, response) => {
      response.setHeader("content-type", "application/json");
      if (request.url === "/realms/isp/.well-known/openid-configuration") {
        response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
      } else if (request.url === "/realms/isp/protocol/openid-connect/certs") {
        response.end(JSON.stringify({ keys: [jwk] }));
      } else {
        response.statusCode = 404;
        response.end("{}");
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/isp`;
    sign = (claims) =>
      new SignJWT({ iss: issuer, aud: "isp-api", sub: "kc-user-1", ...claims })
        .setProtectedHeader({ alg: "RS256", kid: "k1", typ: "JWT" })
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const verifier = () =>
    createAccessTokenVerifier({
      issuer: "http://localhost/identity",
      externalIssuer: issuer,
      audience: "isp-api",
      siteOrigin: "http://localhost",
      mobileClientSecret: "unused-here-0000",
    });

  it("finds the keys through discovery and reads role (string or list) and customer id", async () => {
    const verify = verifier();
    expect(
      await verify(`Bearer ${await sign({ role: ["customer", "business"], customer_id: "200017" })}`),
    ).toEqual({
      sub: "kc-user-1",
      roles: ["customer", "business"],
      customerId: "200017",
    });
    expect((await verify(`Bearer ${await sign({ role: "customer" })}`))?.roles).toEqual(["customer"]);
  });

  it("refuses another audience or issuer", async () => {
    const verify = verifier();
    expect(await verify(`Bearer ${await sign({ aud: "account" })}`)).toBeNull();
    expect(await verify(`Bearer ${await sign({ iss: "https://evil.example/realms/isp" })}`)).toBeNull();
  });
});
