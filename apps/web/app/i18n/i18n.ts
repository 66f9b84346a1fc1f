import { brand } from "@isp/brand";
import type { Language } from "@isp/contracts/languages";
import type en from "./locales/en.json";

export type Messages = typeof en;

/** Messages nested by key, as the locale files and the loaders' namespaces hold them. */
type MessageTree = { readonly [key: string]: unknown };

/** `count` picks the plural form (`key_one`, `key_other`); every option also fills its `{{name}}`. */
type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;
export type Translate = (key: string, options?: TranslateOptions) => string;

/** The namespace of the shell's messages (locales/*.json); features add theirs from their loaders. */
const DEFAULT_NAMESPACE = "translation";

/** Placeholders every message may use without the caller passing them. */
const DEFAULT_VARIABLES: Record<string, unknown> = { appName: brand.appName };
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The page's messages in its one language: the shell's, and the namespaces features add as their
 * screens first render (their loaders send them). Switching language reloads the page, which the
 * server renders in it, so there is nothing to load or switch here. One per request on the server and
 * one per page load in the browser.
 */
export interface I18n {
  readonly language: Language;
  hasResourceBundle(language: string, namespace: string): boolean;
  addResourceBundle(language: string, namespace: string, messages: object): void;
  /** `t` for a namespace, with keys under `keyPrefix` when given. */
  fixedT(namespace?: string, keyPrefix?: string): Translate;
}

function lookUp(tree: MessageTree | undefined, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as MessageTree)[part];
  }
  return typeof node === "string" ? node : undefined;
}

// A value missing from the options leaves its placeholder as it is.
function interpolate(text: string, options: TranslateOptions): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = options[name] ?? DEFAULT_VARIABLES[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

export function createI18n(language: Language, messages: Messages): I18n {
  const namespaces = new Map<string, MessageTree>([[DEFAULT_NAMESPACE, messages]]);
  const plurals = new Intl.PluralRules(language);
  const translate = (namespace: string, key: string, options: TranslateOptions = {}) => {
    const tree = namespaces.get(namespace);
    const text =
      (options.count === undefined ? undefined : lookUp(tree, `${key}_${plurals.select(options.count)}`)) ??
      lookUp(tree, key) ??
      options.defaultValue ??
      key;
    return interpolate(text, options);
  };
  return {
    language,
    hasResourceBundle: (bundleLanguage, namespace) =>
      bundleLanguage === language && namespaces.has(namespace),
    addResourceBundle: (bundleLanguage, namespace, bundle) => {
      if (bundleLanguage === language) namespaces.set(namespace, bundle as MessageTree);
    },
    fixedT:
      (namespace = DEFAULT_NAMESPACE, keyPrefix) =>
      (key, options) =>
        translate(namespace, keyPrefix ? `${keyPrefix}.${key}` : key, options),
  };
}
