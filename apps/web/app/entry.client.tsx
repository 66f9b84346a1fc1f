import { Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { deferLaterPartsWhileHydrating } from "./components/hydrate-later";

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

// React Router's default entry, on Preact (vite.config.ts): HydratedRouter suspends
// until it has read the server's data, and Preact waits only inside a Suspense boundary.
deferLaterPartsWhileHydrating();
// A task after the modules ran: together they made one long task on a slow phone.
setTimeout(() =>
  hydrateRoot(
    documentRoot,
    <Suspense fallback={null}>
      <HydratedRouter />
    </Suspense>,
  ),
);
