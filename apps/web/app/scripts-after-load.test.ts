import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { startScriptsAfterLoad } from "./scripts-after-load";

const bootstrap = 'import * as route0 from "/root.js";\nwindow.x = "</b>";\nimport("/entry.js");';
const page =
  '<html><head><link rel="modulepreload" href="/entry.js" nonce="n1"/><title>ទំព័រដើម</title>' +
  '<link rel="modulepreload" href="/root.js" nonce="n1"/><link rel="stylesheet" href="/a.css"/></head>' +
  `<body><h1>រំដួល</h1><script nonce="n1" type="module" async="">${bootstrap}</script>` +
  '<script nonce="n1">window.data = 1;</script></body></html>';

type Added = { tag: string; props: Record<string, string> };

/**
 * Runs the page's rewritten inline scripts against a minimal document, then fires its load event and
 * runs the frames and timers it asks for; returns what each task appended.
 */
function loadInFakeBrowser(html: string, { hidden = false } = {}): Added[][] {
  const tasks: Added[][] = [];
  let added: Added[] = [];
  // The load listener, then the timers each task sets, in order.
  const queue: (() => void)[] = [];
  const element = (tag: string) => ({ tag, props: {} as Record<string, string> });
  const append = (node: ReturnType<typeof element>) => {
    added.push({ tag: node.tag, props: { ...node.props } });
  };
  const document = {
    currentScript: { nonce: "n1" },
    hidden,
    head: { append },
    body: { append },
    createElement: (tag: string) => {
      const node = element(tag);
      return new Proxy(node, {
        set: (target, key, value) => {
          target.props[String(key)] = value;
          return true;
        },
        get: (target, key) =>
          key in target ? target[key as keyof typeof target] : target.props[String(key)],
      });
    },
  };
  const scripts = [...html.matchAll(/<script nonce="n1">([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? "",
  );
  const context = {
    document,
    window: {},
    addEventListener: (_type: string, listener: () => void) => queue.push(listener),
    setTimeout: (callback: () => void) => queue.push(callback),
    requestAnimationFrame: (callback: () => void) => queue.push(callback),
  };
  for (const script of scripts) runInNewContext(script, context);
  expect(added).toEqual([]);
  for (const task of queue) {
    added = [];
    task();
    tasks.push(added);
  }
  return tasks;
}

const preload = (href: string) => ({ tag: "link", props: { rel: "modulepreload", href } });

describe("scripts start after the page has loaded", () => {
  it("moves the module preloads and the bootstrap into a load listener, leaving the rest", () => {
    const html = startScriptsAfterLoad(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain(' type="module" async');
    expect(html).toContain("<title>ទំព័រដើម</title>");
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
    expect(html).toContain("<h1>រំដួល</h1>");
    expect(html.endsWith('<script nonce="n1">window.data = 1;</script></body></html>')).toBe(true);
  });

  it("after the load event and the next paint, preloads the same modules and runs the same bootstrap under the page's nonce", () => {
    expect(loadInFakeBrowser(startScriptsAfterLoad(page))).toEqual([
      // The load event, then the frame that paints: nothing yet.
      [],
      [],
      [
        preload("/entry.js"),
        preload("/root.js"),
        { tag: "script", props: { type: "module", nonce: "n1", textContent: bootstrap } },
      ],
    ]);
  });

  it("preloads the files the scripts will fetch with the first modules, for fetch() to take", () => {
    const [, , first] = loadInFakeBrowser(startScriptsAfterLoad(page, ["/assets/km-1a2b.json"]));
    expect(first).toEqual([
      {
        tag: "link",
        props: { rel: "preload", href: "/assets/km-1a2b.json", as: "fetch", crossOrigin: "anonymous" },
      },
      preload("/entry.js"),
      preload("/root.js"),
      { tag: "script", props: { type: "module", nonce: "n1", textContent: bootstrap } },
    ]);
  });

  it("appends many preloads a few per task, then the bootstrap", () => {
    const hrefs = Array.from({ length: 19 }, (_, index) => `/chunk-${index}.js`);
    const many = page.replace(
      "<title>",
      `${hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}<title>`,
    );
    const tasks = loadInFakeBrowser(startScriptsAfterLoad(many));
    expect(tasks.map((task) => task.length)).toEqual([0, 0, 4, 4, 4, 4, 4, 2]);
    expect(tasks.flat().slice(0, -1)).toEqual(["/entry.js", ...hrefs, "/root.js"].map(preload));
    expect(tasks.at(-1)?.at(-1)).toEqual({
      tag: "script",
      props: { type: "module", nonce: "n1", textContent: bootstrap },
    });
  });

  it("in a hidden tab, which paints nothing, starts them on load", () => {
    expect(loadInFakeBrowser(startScriptsAfterLoad(page), { hidden: true })[0]).toEqual([
      preload("/entry.js"),
      preload("/root.js"),
      { tag: "script", props: { type: "module", nonce: "n1", textContent: bootstrap } },
    ]);
  });

  it("leaves a page without scripts as it is", () => {
    const plain =
      '<html><head><link rel="modulepreload" href="/a.js"/><link rel="preload" as="image" href="/x.svg"></head><body>ok</body></html>';
    expect(startScriptsAfterLoad(plain)).toBe(plain);
  });
});
