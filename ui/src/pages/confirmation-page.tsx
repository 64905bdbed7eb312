import { useParams } from 'react-router-dom';
import { Confirmation } from '../features/confirmation/confirmation';
import { confirmationTypeOf } from '../features/confirmation/confirmation-model';
import { FlowStepPage } from '../layout/flow-step-page';
import { PageNotFound } from '../layout/page-not-found';

/**
 * /steps/confirmation/:type. Only 'recommendations' and 'managed' are pages; any other type
 * gets the 404 page of section 2.
 */
export function ConfirmationPage() {
  const type = confirmationTypeOf(useParams().type);
  if (!type) return <PageNotFound />;
  return (
    <FlowStepPage
      key={type}
      page={`confirmation-${type}`}
      progress="confirmation"
      managed={type === 'managed'}
    >
      <Confirmation type={type} />
    </FlowStepPage>
  );
}
