import { type ComponentType, isValidElement, lazy, type ReactNode } from 'react';

/** A page loaded on demand (its own chunk) that can also be asked to load ahead of its first render. */
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return Object.assign(lazy(load), { preload: load });
}

/**
 * Calls `visit` with the component type of every element in a route's element tree: the route's
 * element and the children of its wrappers (guards, Suspense).
 */
export function visitElementTypes(node: ReactNode, visit: (type: unknown) => void) {
  if (Array.isArray(node)) {
    for (const child of node) visitElementTypes(child, visit);
    return;
  }
  if (!isValidElement(node)) return;
  visit(node.type);
  visitElementTypes((node.props as { children?: ReactNode }).children, visit);
}

/** Starts loading the chunk of every `lazyPage` in the tree (a chunk already loaded costs nothing). */
export function preloadPages(node: ReactNode) {
  visitElementTypes(node, (type) => {
    const preload = (type as { preload?: () => Promise<unknown> } | null)?.preload;
    if (typeof preload === 'function') preload().catch(() => undefined); // a failed load shows when the page renders
  });
}
