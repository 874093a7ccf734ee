import type { MenuItem } from '@signage/slides/model';

/** Categories in the order the screen shows them (the renderer groups items by first appearance). */
export function menuCategories(items: readonly MenuItem[]): string[] {
  return [...new Set(items.map((i) => i.category))];
}

/** The items regrouped so that categories appear in `order`; items keep their order within a category. */
export function withCategoryOrder(items: readonly MenuItem[], order: readonly string[]): MenuItem[] {
  return order.flatMap((category) => items.filter((i) => i.category === category));
}

/** A price as a person of `language` types it: a decimal comma in Spanish, French and Swedish. */
export function priceText(price: number, language: string): string {
  const text = String(price);
  return /^(es|fr|sv)\b/.test(language) ? text.replace('.', ',') : text;
}
