import { describe, expect, it } from '@jest/globals';
import { ISSUE_TYPES, LIMITS, URGENCY_TIMEFRAMES } from '@fairwrench/contracts';
import { FAQS } from './faqs';

const answerFor = (id: string): string => FAQS.find((item) => item.id === id)?.answer ?? '';

describe('FAQs', () => {
  it('has the 12 topics of spec section 2, in order, with unique ids', () => {
    expect(FAQS.map((item) => item.id)).toEqual([
      'avoid-unnecessary-repairs',
      'accuracy',
      'cost',
      'turnaround',
      'issue-types',
      'shops',
      'managed-repair',
      'photo-upload',
      'disagree-with-analysis',
      'makes-and-models',
      'urgency',
      'how-is-it-free',
    ]);
  });

  it('asks a question and gives a non-trivial answer for every item', () => {
    for (const { question, answer } of FAQS) {
      expect(question).toMatch(/\?$/);
      expect(answer.length).toBeGreaterThan(60);
    }
  });

  it('describes the four issue types the form offers', () => {
    expect(ISSUE_TYPES).toHaveLength(4);
    expect(answerFor('issue-types')).toMatch(/Four kinds/);
    expect(answerFor('issue-types')).toMatch(/symptoms.*estimate.*collision.*parts/s);
  });

  it('names every urgency class of the analysis', () => {
    for (const timeframe of URGENCY_TIMEFRAMES) expect(answerFor('urgency')).toContain(timeframe);
  });

  it('is honest about cost, explainability and how the service is paid for', () => {
    expect(answerFor('cost')).toMatch(/free/i);
    expect(answerFor('accuracy')).toMatch(/words from your description/);
    expect(answerFor('accuracy')).toMatch(/mechanic/);
    expect(answerFor('how-is-it-free')).toMatch(/shops pay us/i);
    expect(answerFor('managed-repair')).toMatch(/approve every repair/);
  });

  it('states the photo limit and private storage without metadata', () => {
    expect(answerFor('photo-upload')).toContain(`up to ${LIMITS.photosMax} images`);
    expect(answerFor('photo-upload')).toMatch(/privately.*metadata removed/s);
  });
});
