import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { IssueForm } from '../features/issue/issue-form';
import { FlowStepPage } from '../layout/flow-step-page';

/** The Vehicle Issue Details step: what kind of help, what is wrong, and optional photos. */
export function IssueDetailsPage() {
  return (
    <FlowStepPage page="issue-details" progress="issue-details">
      <Card>
        <CardHeader>
          <h1 className="card__title">Vehicle Issue Details</h1>
          <CardDescription>
            Tell us what is going on with your vehicle and our experts will analyze it.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <IssueForm />
        </CardContent>
      </Card>
    </FlowStepPage>
  );
}
