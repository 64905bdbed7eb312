import { TOAST } from '@fairwrench/contracts';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { cn } from '../../lib/cn';
import { dismissToast, useToasts } from './toast-store';

/** Radix Toast: swipe right past 50 px to dismiss, F8 focuses the viewport (section 9). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          className={cn('toast', item.variant === 'destructive' && 'toast--destructive')}
          data-variant={item.variant ?? 'default'}
        >
          <div className="toast__text">
            <ToastPrimitive.Title className="toast__title">{item.title}</ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="toast__description">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close className="toast__close" aria-label="Close">
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} />
    </ToastPrimitive.Provider>
  );
}
