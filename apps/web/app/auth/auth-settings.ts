/** What the browser needs to find the identity provider: its issuer and this app's client id. */
export type AuthSettings = { authority: string; clientId: string };

/** The settings the server wrote into the page (root.tsx), so a provider is chosen by configuration. */
export function browserAuthSettings(): AuthSettings {
  const settings = window.__AUTH__;
  if (!settings) throw new Error("The page carries no identity provider settings");
  return settings;
}

declare global {
  interface Window {
    __AUTH__?: AuthSettings;
  }
}
