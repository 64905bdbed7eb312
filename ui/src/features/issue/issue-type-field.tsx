import { ISSUE_TYPE_LABELS, ISSUE_TYPES, type IssueFormInput } from '@fairwrench/contracts';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldError } from '../../components/ui/field';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group';

/** The four kinds of help as radio cards; a click anywhere on a card chooses it. */
export function IssueTypeField() {
  const { control } = useFormContext<IssueFormInput>();
  return (
    <Controller
      control={control}
      name="issueType"
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <div className="field">
            <span className="field__label" id="issueType-label">
              What type of help do you need?
            </span>
            <RadioGroup
              className="issue-types"
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
              aria-labelledby="issueType-label"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'issueType-error' : undefined}
            >
              {ISSUE_TYPES.map((type, index) => (
                <label key={type} className="choice" htmlFor={`issueType-${type}`}>
                  <RadioGroupItem
                    id={`issueType-${type}`}
                    value={type}
                    // The first card takes the focus when the form points at a missing choice.
                    ref={index === 0 ? field.ref : undefined}
                    onBlur={field.onBlur}
                  />
                  <span>{ISSUE_TYPE_LABELS[type]}</span>
                </label>
              ))}
            </RadioGroup>
            <FieldError id="issueType-error" message={error} />
          </div>
        );
      }}
    />
  );
}
