import { loadKnowledge } from '../knowledge-loader';
import { followUpFileSchema } from './follow-up';

const { questions } = loadKnowledge('follow-up-questions.json', followUpFileSchema);

describe('follow-up questions an electric car is asked', () => {
  // An EV owner who says the car is dead must not be asked what they hear when they turn a key.
  it.each(
    questions.filter((q) => /turn the key|crank|idl|exhaust|tailpipe|\boil\b/i.test(q.question)),
  )('marks "$question" as one about a combustion engine', (q) => expect(q.engine).toBe(true));
});
