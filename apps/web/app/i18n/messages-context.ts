import type { Language } from "@isp/contracts/languages";
import { createContext } from "react";
import type { Messages } from "./i18n";
import en from "./locales/en.json?url";
import km from "./locales/km.json?url";
import zh from "./locales/zh.json?url";

/**
 * The shell's messages in the page's language. Pages do not carry them in their data: the server
 * renders with its own copy (entry.server.tsx), the browser fetches the built file after the page has
 * loaded (entry.client.tsx), once for every page, since its name holds its content's hash. In the
 * page they were a seventh of the compressed HTML, which then took one more round trip on a slow link.
 */
export const MessagesContext = createContext<Messages | null>(null);

export const MESSAGES_URLS: Record<Language, string> = { km, en, zh };
