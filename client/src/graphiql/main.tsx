// GraphiQL, built with the client and served by the server at /graphiql
// when GraphiQL is enabled: no script or style from another site.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './page.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { createFetcher } from './fetcher';

const fetcher = createFetcher();

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher}>
      <GraphiQL.Logo>
        <span className="graphiql-site">
          Casefront GraphQL · <a href="/api-reference">REST API reference</a>
        </span>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
