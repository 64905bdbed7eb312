import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

/**
 * The full-screen wait while the analysis runs. It sits outside the app root, which is made
 * inert meanwhile so nothing behind it can be focused or clicked twice; focus goes to the
 * message so screen readers read it, and back to where it was if the submit fails.
 */
export function AnalyzingOverlay() {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.getElementById('root');
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    root?.setAttribute('inert', '');
    panel.current?.focus();
    return () => {
      root?.removeAttribute('inert');
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  return createPortal(
    <div className="overlay">
      <div
        ref={panel}
        className="overlay__panel analyzing"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="analyzing-title"
        aria-describedby="analyzing-text"
        tabIndex={-1}
      >
        <span className="spinner__circle analyzing__spinner" aria-hidden="true" />
        <h2 id="analyzing-title" className="analyzing__title">
          Analyzing Your Issue
        </h2>
        <p id="analyzing-text" className="analyzing__text">
          This may take a moment. Our auto experts are analyzing your issue.
        </p>
      </div>
    </div>,
    document.body,
  );
}
