import spriteUrl from 'virtual:icon-sprite';

/**
 * Downloads the icon sprite and answers a function that adds its symbols to the page, so every
 * `<use href="#icon-Name">` (components/sprite-icon) draws. main.tsx starts this after the first paint:
 * the icons are the page's decoration, and fetching them earlier would hold back its text and pictures
 * on a slow line. The sprite is cached for a year. Offline the answer is null: the page reads the same
 * without its icons, and the buttons keep their labels.
 */
export const fetchIconSprite = async (): Promise<(() => void) | null> => {
  try {
    const response = await fetch(spriteUrl);
    if (!response.ok) return null;
    const sprite = await response.text();
    return () => {
      const holder = document.createElement('div');
      holder.setAttribute('aria-hidden', 'true');
      holder.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden';
      holder.innerHTML = sprite;
      document.body.append(holder);
    };
  } catch {
    return null;
  }
};
