import { MOBILE_CLIENT_ID } from "@isp/contracts/identity/clients";
import type { App } from "../app";
import { DEV_MOBILE_CLIENT_SECRET } from "../config";
import type { Database } from "../db/client";
import { createAccount, hashPassword } from "../modules/identity/accounts";
import { basicAuth, postToken } from "./sign-in-flow";

/** The demo accounts of the seed (README), by the names the tests use, and their customer ids. */
const DEMO_ACCOUNTS = {
  dara: { login: "dara@demo.romdoul.example", customerId: "100245" },
  sophea: { login: "sophea@demo.romdoul.example", customerId: "100318" },
  business: { login: "business@demo.romdoul.example", customerId: "200017" },
} as const;

const DEMO_PASSWORD = "Romdoul-2026";

async function passwordGrantToken(app: App, login: string): Promise<string> {
  const response = await postToken(
    app,
    { grant_type: "password", username: login, password: DEMO_PASSWORD },
    { authorization: basicAuth(MOBILE_CLIENT_ID, DEV_MOBILE_CLIENT_SECRET) },
  );
  if (response.statusCode !== 200) throw new Error(`token for ${login}: ${response.body}`);
  return response.json().access_token;
}

/** An access token of a demo account, by the mobile client's password grant. */
export function demoAccessToken(app: App, account: keyof typeof DEMO_ACCOUNTS): Promise<string> {
  return passwordGrantToken(app, DEMO_ACCOUNTS[account].login);
}

/** A new account without a customer record (as after a sign-up), and its access token. */
export async function newAccountAccessToken(app: App, db: Database, login: string): Promise<string> {
  await createAccount(db, { name: "New customer", login, passwordHash: await hashPassword(DEMO_PASSWORD) });
  return passwordGrantToken(app, login);
}
