import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  variant?: 'info' | 'destructive' | 'success';
  title: ReactNode;
};

/** A boxed message; destructive alerts are announced (role alert), others are notes. */
export function Alert({ variant = 'info', title, children, className, ...props }: AlertProps) {
  return (
    <div
      data-slot="alert"
      role={variant === 'destructive' ? 'alert' : 'note'}
      className={cn('alert', `alert--${variant}`, className)}
      {...props}
    >
      <p className="alert__title">{title}</p>
      {children && <div className="alert__body">{children}</div>}
    </div>
  );
}
