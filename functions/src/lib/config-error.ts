/**
 * A deployment mistake (a missing or invalid setting): logged in full, answered with a bare 500. Each part
 * names its own subclass (a literal name: the bundles are minified) so the log says what is misconfigured.
 */
export class ConfigError extends Error {}
