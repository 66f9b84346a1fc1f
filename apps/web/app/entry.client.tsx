import { DEFAULT_LANGUAGE, isLanguage } from "@isp/contracts/languages";
import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { deferLaterPartsWhileHydrating } from "./components/hydrate-later";
import type { Messages } from "./i18n/i18n";
import { MESSAGES_URLS, MessagesContext } from "./i18n/use-translation";

// Preact hydrates the children of the node it is given, and takes `document` for its <html> element, so
// the app's own <html> would not match. This stand-in for the document has <html> as its only child.
const documentRoot = {
  nodeType: 1,
  namespaceURI: document.documentElement.namespaceURI,
  ownerDocument: document,
  get firstChild() {
    return document.documentElement;
  },
  get childNodes() {
    return [document.documentElement];
  },
  insertBefore: (node: Node, before: Node | null) => document.insertBefore(node, before),
  appendChild: (node: Node) => document.appendChild(node),
  removeChild: (node: Node) => document.removeChild(node),
} as unknown as Element;

/** The shell's messages in the page's language, which the server rendered it in (i18n/use-translation.tsx). */
async function fetchMessages(): Promise<Messages> {
  const { lang } = document.documentElement;
  const response = await fetch(MESSAGES_URLS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE]);
  if (!response.ok) throw new Error(`The messages answered ${response.status}`);
  return response.json();
}

// Preloaded with the modules (scripts-after-load.ts): usually here before they have run.
const messages = fetchMessages();
// React Router's default entry, on Preact (vite.config.ts): HydratedRouter suspends
// until it has read the server's data, and Preact waits only inside a Suspense boundary.
deferLaterPartsWhileHydrating();
// A task after the modules ran: together they made one long task on a slow phone. Without the
// messages the page stays as the server rendered it, readable and with working links.
setTimeout(() =>
  messages.then(
    (shellMessages) =>
      hydrateRoot(
        documentRoot,
        <MessagesContext.Provider value={shellMessages}>
          <Suspense fallback={null}>
            <HydratedRouter />
          </Suspense>
        </MessagesContext.Provider>,
      ),
    (error) => console.error("The page could not start its scripts", error),
  ),
);
