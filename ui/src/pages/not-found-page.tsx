import { PageNotFound } from '../layout/page-not-found';

/** Any path the router does not know (spec section 2). */
export function NotFoundPage() {
  return <PageNotFound />;
}
