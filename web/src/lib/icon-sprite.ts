import spriteUrl from 'virtual:icon-sprite';

/**
 * Adds the icon sprite's symbols to the page, so every `<use href="#icon-Name">` (components/sprite-icon)
 * draws. main.tsx calls it after the first paint: the icons are the page's decoration, and fetching them
 * earlier would hold back its text and pictures on a slow line. The sprite is cached for a year.
 */
export const loadIconSprite = async (): Promise<void> => {
  try {
    const response = await fetch(spriteUrl);
    if (!response.ok) return;
    const sprite = await response.text();
    const holder = document.createElement('div');
    holder.setAttribute('aria-hidden', 'true');
    holder.style.cssText = 'position:absolute;width:0;height:0;overflow:hidden';
    holder.innerHTML = sprite;
    document.body.append(holder);
  } catch {
    // Offline: the page reads the same without its icons, and the buttons keep their labels.
  }
};
