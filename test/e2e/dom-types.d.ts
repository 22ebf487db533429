// Functions passed to page.evaluate() and addInitScript() run in the browser: they use DOM types.
/// <reference lib="dom" />
