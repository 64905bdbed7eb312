import { HEAD_ATTRIBUTE, headFor, type HeadTag } from './head-tags';

/** Validated and set by vite.config.ts from the VITE_PUBLIC_ORIGIN build setting. */
const ORIGIN = import.meta.env.VITE_PUBLIC_ORIGIN as string;

function toElement(tag: HeadTag): HTMLElement {
  const element = document.createElement(tag.tag);
  if (tag.tag === 'script') {
    element.setAttribute('type', 'application/ld+json');
    element.textContent = JSON.stringify(tag.jsonLd);
  } else {
    for (const [name, value] of Object.entries(tag.attrs)) element.setAttribute(name, value);
  }
  element.setAttribute(HEAD_ATTRIBUTE, '');
  return element;
}

/**
 * Gives the document the route's title and replaces the previous page's tags (index.html's,
 * on the first navigation) with the route's own. No React here: this chunk only adds the meta
 * table and the FAQ data to what the app already loaded.
 */
export function applyHead(routePath: string): void {
  const { title, tags } = headFor(routePath, ORIGIN);
  document.title = title;
  for (const old of document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}]`)) old.remove();
  document.head.append(...tags.map(toElement));
}
