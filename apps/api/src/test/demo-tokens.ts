import { MOBILE_CLIENT_ID } from "@isp/contracts/identity/clients";
import type { App } from "../app";
import { DEV_MOBILE_CLIENT_SECRET } from "../config";
import { basicAuth, postToken } from "./sign-in-flow";

/** The demo accounts of the seed (README), by the names the tests use, and their customer ids. */
const DEMO_ACCOUNTS = {
  dara: { login: "dara@demo.romdoul.example", customerId: "100245" },
  sophea: { login: "sophea@demo.romdoul.example", customerId: "100318" },
  business: { login: "business@demo.romdoul.example", customerId: "200017" },
} as const;

/** An access token of a demo account, by the mobile client's password grant. */
export async function demoAccessToken(app: App, account: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  const response = await postToken(
    app,
    { grant_type: "password", username: DEMO_ACCOUNTS[account].login, password: "Romdoul-2026" },
    { authorization: basicAuth(MOBILE_CLIENT_ID, DEV_MOBILE_CLIENT_SECRET) },
  );
  if (response.statusCode !== 200) throw new Error(`token for ${account}: ${response.body}`);
  return response.json().access_token;
}
