import type { ReactNode } from 'react';
import { SitePage } from '../../layout/site-page';
import './dev-tools.css';

/**
 * The frame of every developer test page: the site chrome, the page's one h1, and a note so
 * nobody who lands here mistakes it for part of the owner's flow.
 */
export function DevTestPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <SitePage>
      <div className="container container--narrow stack dev-test">
        <div>
          <h1 className="page-title">{title}</h1>
          <p className="page-lead">{lead}</p>
          <p className="dev-test__note" role="note">
            <span className="badge">Developer test page</span> For checking the product while it is
            built; owners never reach it from the site.
          </p>
        </div>
        {children}
      </div>
    </SitePage>
  );
}
