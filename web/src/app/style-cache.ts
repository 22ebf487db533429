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

/**
 * The app's Emotion cache, without stylis's prefixer: it ran over every declaration inserted, a third of
 * the style insertion when a list's rows commit (docs/architecture.md#web-the-dashboards-first-screen-on-a-phone).
 */
export function createAppStyleCache(container?: HTMLElement): EmotionCache {
  return createCache({ key: 'css', stylisPlugins: [prefixUserSelect], ...(container && { container }) });
}
