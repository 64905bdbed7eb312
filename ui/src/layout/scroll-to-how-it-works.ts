import { HOW_IT_WORKS_SCROLL_OFFSET_PX } from '@fairwrench/contracts';

export const HOW_IT_WORKS_ID = 'how-it-works';

/** Smooth-scrolls to the How It Works section, leaving 100 px for the sticky header. */
export function scrollToHowItWorks(): boolean {
  const section = document.getElementById(HOW_IT_WORKS_ID);
  if (!section) return false;
  const top = section.getBoundingClientRect().top + window.scrollY - HOW_IT_WORKS_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
  return true;
}
