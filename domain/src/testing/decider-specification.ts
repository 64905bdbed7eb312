import type { Decider } from '../decider';
import { fold } from '../decider';
import { DomainError } from '../domain-error';
import type { UnstampedEvent } from '../event-envelope';

/**
 * Given / when / then for a decider, after emmett's DeciderSpecification: the state is always
 * folded from the given events, never built by hand, so a test cannot assume a state the
 * events would not produce. The given events may include another stream's, when the decider
 * folds those too (the vehicle an issue is about).
 */
export function deciderSpecification<Command, State, Event extends UnstampedEvent>(
  decider: Decider<Command, State, Event>,
) {
  return {
    given(events: readonly UnstampedEvent[] = []) {
      return {
        when(command: Command) {
          const decided = () => decider.decide(command, fold(decider, events));
          return {
            then(expected: readonly Event[]): void {
              expect(decided()).toEqual(expected);
            },
            /** The command was already carried out: nothing new is recorded. */
            thenNothing(): void {
              expect(decided()).toEqual([]);
            },
            thenThrows(code: DomainError['code'], message?: string | RegExp): void {
              let thrown: unknown;
              try {
                decided();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).code).toBe(code);
              if (message !== undefined) expect((thrown as DomainError).message).toMatch(message);
            },
            /** For assertions on parts of the events (generated text, derived fields). */
            events(): readonly Event[] {
              return decided();
            },
          };
        },
      };
    },
  };
}
