import * as Popover from '@radix-ui/react-popover';
import { type ComponentProps, lazy, type Ref, Suspense, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatPreferredDate, fromPreferredDateIso, toPreferredDateIso } from './preferred-date';

const loadCalendar = () => import('./preferred-date-calendar');
const PreferredDateCalendar = lazy(async () => ({
  default: (await loadCalendar()).PreferredDateCalendar,
}));

type Props = {
  id: string;
  /** The visible label's id: the button's name is the label followed by the chosen date. */
  labelId: string;
  value: string;
  onChange: (iso: string) => void;
  onBlur: () => void;
  invalid: boolean;
  describedBy?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** A button showing the chosen day that opens a month calendar in a popover. */
export function PreferredDatePicker({ value, onChange, labelId, invalid, ...trigger }: Props) {
  const [open, setOpen] = useState(false);
  const selected = fromPreferredDateIso(value);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <DateTrigger
          ref={trigger.ref}
          id={trigger.id}
          className={cn('input date-trigger', invalid && 'date-trigger--invalid')}
          aria-labelledby={`${labelId} ${trigger.id}`}
          aria-describedby={trigger.describedBy}
          onBlur={trigger.onBlur}
          // Start fetching the calendar as soon as the owner heads for the button.
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          selected={selected}
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className="date-popover"
          align="start"
          sideOffset={6}
          aria-label="Choose a preferred repair date"
          // DayPicker's autoFocus puts focus on the chosen day (or today) instead.
          onOpenAutoFocus={(event) => event.preventDefault()}
        >
          <Suspense fallback={<Spinner label="Loading calendar..." />}>
            <PreferredDateCalendar
              selected={selected}
              onSelect={(day) => {
                onChange(toPreferredDateIso(day));
                setOpen(false);
              }}
            />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Radix's Trigger passes its props (state, handlers, ref) through to this button. */
function DateTrigger({ selected, ...props }: ComponentProps<'button'> & { selected?: Date }) {
  return (
    <button type="button" {...props}>
      <svg className="date-trigger__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect
          x="3"
          y="5"
          width="18"
          height="16"
          rx="2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <span className={selected ? undefined : 'date-trigger__placeholder'}>
        {selected ? formatPreferredDate(selected) : 'Pick a date'}
      </span>
    </button>
  );
}
