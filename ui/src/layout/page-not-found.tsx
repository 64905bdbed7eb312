import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { Button } from '../components/ui/button';
import { SitePage } from './site-page';

/**
 * The 404 page of section 2, with its two texts: for paths the router does not know, and for
 * known patterns with an unknown part (a confirmation type other than the two).
 */
export function PageNotFound() {
  return (
    <SitePage>
      <div className="container container--narrow">
        <h1 className="page-title">Page Not Found</h1>
        <p className="page-lead">Did you forget to add the page to the router?</p>
        <Button asChild>
          <Link to={paths.home}>Go to the home page</Link>
        </Button>
      </div>
    </SitePage>
  );
}
