/** @jsxImportSource hono/jsx */
import { HtmlDocument } from './document';

/**
 * The API reference page: Swagger UI's stylesheet and scripts and the page's own script, all files of this server (no
 * inline script or style, as `docsCsp` in docs-routes.ts allows none). The icon comes last in the head: hono/jsx moves
 * a `<link>` that is not a stylesheet there.
 */
export const docsPage = (): string =>
  (
    <HtmlDocument
      lang="en"
      title="greenfee API reference"
      head={
        <>
          <link rel="stylesheet" href="/docs/swagger-ui.css" />
          <link rel="icon" type="image/png" href="/docs/favicon-32x32.png" />
        </>
      }
    >
      <main id="reference"></main>
      <script src="/docs/swagger-ui-bundle.js"></script>
      <script src="/docs/init.js"></script>
    </HtmlDocument>
  ).toString();
