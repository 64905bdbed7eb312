import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { YourDataPanel } from '../features/your-data/your-data-panel';
import '../features/your-data/your-data.css';
import { SitePage } from '../layout/site-page';

/** Right to know and to delete (CCPA/CPRA), linked from every footer and the confirmations. */
export function YourDataPage() {
  return (
    <SitePage>
      <div className="container container--narrow">
        <h1 className="page-title">Your Data</h1>
        <p className="page-lead">
          Everything FairWrench holds about you, and every time your details were shared with a
          partner shop. You can download it or delete it. To stop any new sharing instead, see{' '}
          <Link to={paths.privacyChoices}>Do Not Sell or Share My Personal Information</Link>.
        </p>
        <YourDataPanel />
      </div>
    </SitePage>
  );
}
