import { Card, CardContent, CardDescription, CardHeader } from '../components/ui/card';
import { VehicleForm } from '../features/vehicle/vehicle-form';
import { useFlowSelector } from '../flow/flow-provider';
import { FlowStepPage } from '../layout/flow-step-page';

/**
 * The Vehicle Information step. FlowStepPage renders the form only once the machine agrees
 * the owner is on this step, which normally means after this page's VISIT ran the fresh-start
 * rules. When the machine was already here (back from /faqs, say) the form can mount first;
 * keying it on whether a saved vehicle exists remounts it empty if that VISIT then clears the
 * draft, so a cleared draft never stays in the form.
 */
export function VehicleInfoPage() {
  const hasSavedVehicle = useFlowSelector((snapshot) => snapshot.context.savedVehicle !== null);
  return (
    <FlowStepPage page="vehicle-info" progress="vehicle-info">
      <Card>
        <CardHeader>
          <h1 className="card__title">Vehicle Information</h1>
          <CardDescription>
            Tell us about you and your vehicle so our experts can analyze the issue.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <VehicleForm key={hasSavedVehicle ? 'saved' : 'fresh'} disableModelUntilMake />
        </CardContent>
      </Card>
    </FlowStepPage>
  );
}
