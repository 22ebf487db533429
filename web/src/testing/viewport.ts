// jsdom has no layout and no matchMedia: tests choose the width MUI's useMediaQuery sees.
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  };
}

export const DESKTOP_WIDTH = 1280;
export const MOBILE_WIDTH = 360;
