import { TOOLTIP } from '@fairwrench/contracts';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** Tooltip timing of section 9; wrap a page (or a part of it) that shows tooltips. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP.openDelayMs}
      skipDelayDuration={TOOLTIP.skipDelayMs}
    >
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A small "what does this mean" button with its explanation. The button is focusable, so the
 * tip opens for keyboard users too, and its accessible name says what it explains.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>
        <button type="button" className="info-tip" aria-label={label}>
          <span aria-hidden="true">?</span>
        </button>
      </TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content className="tooltip" sideOffset={6} collisionPadding={8}>
          {children}
          <TooltipPrimitive.Arrow className="tooltip__arrow" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
