// The partners' REST reference, rendered by Swagger UI from the document the
// server serves (/api/openapi.json), built with the client and served at
// /api-reference: no script, style or font from another site, and no call
// to Swagger's online validator.
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './page.css';

SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#api-reference',
  deepLinking: true,
  validatorUrl: null,
  // "Try it out" sends requests from this page to this site, with the token
  // a partner pastes under Authorize; it is never stored.
  persistAuthorization: false,
  defaultModelsExpandDepth: 0,
});
