import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { StepProgress } from '../../layout/step-progress';
import { VehicleForm } from '../vehicle/vehicle-form';

/**
 * The first step of the flow, right on the landing page: the progress indicator at step 0
 * and the same vehicle form as the standalone step, so an owner can start without a click.
 */
export function StartCard() {
  return (
    <section className="container home-start" aria-labelledby="start-title">
      <Card>
        <CardHeader>
          <CardTitle id="start-title">Start Your Free Analysis</CardTitle>
          <CardDescription>Tell us about you and your vehicle to get started.</CardDescription>
        </CardHeader>
        <CardContent>
          <StepProgress current="vehicle-info" />
          <VehicleForm />
        </CardContent>
      </Card>
    </section>
  );
}
