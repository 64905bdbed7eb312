import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Button } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';

/** Stage 3, also shown when the provider sends the owner back with `?setup=complete`. */
export function PaymentSuccess() {
  return (
    <Card className="payment-success">
      <CardHeader>
        <span className="payment-success__mark" aria-hidden="true">
          ✓
        </span>
        <CardTitle>Payment Method Added Successfully!</CardTitle>
        <CardDescription>
          Your payment method is saved. Nothing is charged until you review and approve a repair.
        </CardDescription>
      </CardHeader>
      <CardContent className="stack">
        <p>
          See everything we hold about you on <Link to={paths.yourData}>Your Data</Link>.
        </p>
        <div>
          <Button asChild size="lg">
            <Link to={paths.home}>Return to Home</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
