/** A setting that is missing, malformed or inconsistent: the server says which and does not start. */
export class ConfigError extends Error {}
