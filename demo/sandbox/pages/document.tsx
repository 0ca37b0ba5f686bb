/** @jsxImportSource hono/jsx */
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';

/**
 * The frame of every page the sandbox serves: doctype, language, title and the head's own elements. hono/jsx escapes
 * every value put in (text and attributes), so only the markup written in these files is markup; `raw` is kept for
 * what is written here, never for data.
 */
export function HtmlDocument({ lang, title, head, children }: { lang: string; title: string; head?: Child; children?: Child }) {
  return (
    <>
      {raw('<!doctype html>')}
      <html lang={lang}>
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{title}</title>
          {head}
        </head>
        <body>{children}</body>
      </html>
    </>
  );
}
