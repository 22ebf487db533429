import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * Safari still reads only `-webkit-user-select`: the one prefix of stylis's prefixer the app keeps (MUI
 * writes the other `-webkit-` properties that matter itself).
 */
const prefixUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select') {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/** A vendor-prefixed pseudo-class or pseudo-element: `::-moz-placeholder`, `:-webkit-autofill`. */
const VENDOR_PSEUDO = /::?-(?:webkit|moz|ms|o)-[\w-]+/g;

/** Whether this browser parses a selector; true where it cannot tell (no `selector()` in CSS.supports). */
function browserParsesSelector(selector: string): boolean {
  if (typeof CSS === 'undefined' || typeof CSS.supports !== 'function') return true;
  return !CSS.supports('selector(*)') || CSS.supports(`selector(${selector})`);
}

/**
 * Leaves out of each rule the selectors with a vendor pseudo this browser does not parse. MUI writes one
 * rule per engine (an input's placeholder: `::-webkit-input-placeholder`, `::-moz-placeholder`,
 * `::-ms-input-placeholder`), and a browser rejects the others' rules by throwing, which Emotion catches:
 * 0.3-3.5 ms a rule in Chromium, most of the style insertion when a screen's first inputs mount
 * (docs/architecture.md#web-the-dashboards-first-screen-on-a-phone). What the browser keeps is unchanged.
 */
function dropForeignPseudos(parses: (selector: string) => boolean = browserParsesSelector): StylisPlugin {
  const parsed = new Map<string, boolean>();
  const parsesPseudo = (pseudo: string) => {
    let answer = parsed.get(pseudo);
    if (answer === undefined) parsed.set(pseudo, (answer = parses(`*${pseudo}`)));
    return answer;
  };
  return (element) => {
    if (element.type !== 'rule' || !Array.isArray(element.props)) return;
    element.props = element.props.filter((selector) =>
      (selector.match(VENDOR_PSEUDO) ?? []).every(parsesPseudo),
    );
    // A rule with no declarations is serialized as nothing (stylis's stringify), and so never inserted.
    if (element.props.length === 0) element.children = [];
  };
}

/**
 * The app's Emotion cache, without stylis's prefixer: it ran over every declaration inserted, a third of
 * the style insertion when a list's rows commit (docs/architecture.md#web-the-dashboards-first-screen-on-a-phone).
 * `parses` stands in for the browser's selector parser in tests.
 */
export function createAppStyleCache(
  container?: HTMLElement,
  parses?: (selector: string) => boolean,
): EmotionCache {
  return createCache({
    key: 'css',
    stylisPlugins: [prefixUserSelect, dropForeignPseudos(parses)],
    ...(container && { container }),
  });
}
