/**
 * Links in a mail are absolute to the shop: SHOP_URL is the shop's public origin (the emulators'
 * Hosting address locally, set by the stack; the site's address in production, from functions/.env).
 */
export const shopUrl = (env: NodeJS.ProcessEnv = process.env): string => {
  const url = env.SHOP_URL;
  if (!url) throw new Error('SHOP_URL is not set: mail cannot link to the shop');
  return url.replace(/\/+$/, '');
};

/** An absolute link to a page of the shop: `path` starts with a slash. */
export const shopLink = (path: string, env: NodeJS.ProcessEnv = process.env): string => `${shopUrl(env)}${path}`;
