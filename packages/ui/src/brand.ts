/**
 * The product's display name. The spec makes it one configurable brand string, so every
 * component, page title and manifest reads it from here instead of spelling it out.
 */
export const BRAND_NAME = 'Motes';
