/**
 * A product's title with its shade or size, "Velvet Lipstick, Ruby": what the cart controls of a line are
 * named after ("Remove Velvet Lipstick, Ruby from cart"), so two shades of one product are told apart.
 */
export const titleWithVariant = (title: string, variantName: string | undefined): string =>
  variantName ? `${title}, ${variantName}` : title;
