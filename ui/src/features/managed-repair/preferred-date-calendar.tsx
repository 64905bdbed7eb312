import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { dayButtonLabel, disabledDays } from './preferred-date';

type Props = { selected: Date | undefined; onSelect: (day: Date) => void };

/**
 * The month calendar inside the date popover. Its own chunk: react-day-picker and date-fns
 * are most of the managed-repair page's weight and are needed only once the owner opens it.
 */
export function PreferredDateCalendar({ selected, onSelect }: Props) {
  return (
    <DayPicker
      mode="single"
      required
      // The owner opened a dialog: focus belongs on a day in it (WAI-ARIA dialog pattern).
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      selected={selected}
      defaultMonth={selected}
      disabled={disabledDays(new Date())}
      labels={{ labelDayButton: dayButtonLabel }}
      onSelect={onSelect}
    />
  );
}
