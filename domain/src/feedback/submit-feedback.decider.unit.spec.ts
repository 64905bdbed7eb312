import { feedbackRequestSchema } from '@fairwrench/contracts';
import type { Unstamped } from '../event-envelope';
import { deciderSpecification } from '../testing/decider-specification';
import { submitFeedbackDecider, type SubmitFeedback } from './submit-feedback.decider';

const spec = deciderSpecification(submitFeedbackDecider);

const ids = {
  issue: 'b4c5d6e7-f8a9-4b0c-9d1e-2f3a4b5c6d7e',
  owner: '3f2b8c1e-6d4a-4b7e-9c1f-2a3b4c5d6e7f',
  stranger: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  feedback: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071',
};

const issueSubmitted: Unstamped<'IssueSubmitted'> = {
  type: 'IssueSubmitted',
  schemaVersion: 1,
  data: {
    issueId: ids.issue,
    userId: ids.owner,
    vehicleId: '7a1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    issueType: 'estimate',
    description: 'Quote for front brakes: $890.',
    photos: [],
  },
};

const command: SubmitFeedback = {
  type: 'SubmitFeedback',
  feedbackId: ids.feedback,
  userId: ids.owner,
  details: feedbackRequestSchema.parse({
    issueId: ids.issue,
    feedback: '  Saved me $400 on brakes.  ',
  }),
};

const submitted: Unstamped<'FeedbackSubmitted'> = {
  type: 'FeedbackSubmitted',
  schemaVersion: 1,
  data: {
    feedbackId: ids.feedback,
    issueId: ids.issue,
    userId: ids.owner,
    feedback: 'Saved me $400 on brakes.',
  },
};

describe('submit feedback', () => {
  it('given the owner’s issue, records the trimmed text against the issue and its owner', () => {
    spec.given([issueSubmitted]).when(command).then([submitted]);
  });

  it('given the feedback was recorded, records nothing new', () => {
    spec.given([issueSubmitted, submitted]).when(command).thenNothing();
  });

  it.each([
    ['an issue that does not exist', [], command],
    ['another owner’s issue', [issueSubmitted], { ...command, userId: ids.stranger }],
  ])('refuses %s as not found', (_case, given, attempt) => {
    spec.given(given).when(attempt).thenThrows('not_found', 'Issue not found');
  });
});
