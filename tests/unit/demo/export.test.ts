import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExportError, exportSettings, exportSite, nginxConfOf } from '#demo/export';
import { builtFiles, portalCsp, revalidate } from '#demo/web/headers';
import { appRoutePattern, headerRules, netlifyRedirects, nginxConf, siteFiles } from '#demo/web/host-configs';
import { repoRoot } from '#demo/web/server';
import { localized, paramPaths, paths, publicPages } from '#portal/lib/paths';

const good = { GFT_API_BASE: 'https://api.greenfee.example', GFT_SITE_URL: 'https://www.greenfee.example/' };

describe('the export settings', () => {
  it.each([
    [{}, /^GFT_API_BASE is required/],
    [{ GFT_API_BASE: 'api.greenfee.example' }, /^GFT_API_BASE must be an absolute http\(s\) URL/],
    [{ GFT_API_BASE: 'ftp://api.greenfee.example' }, /^GFT_API_BASE must be an absolute http\(s\) URL/],
    [{ GFT_API_BASE: good.GFT_API_BASE }, /^GFT_SITE_URL is required/],
    [{ ...good, GFT_SITE_URL: '/site' }, /^GFT_SITE_URL must be an absolute http\(s\) URL/],
    [{ ...good, GFT_NGINX_PORT: '80a' }, /^GFT_NGINX_PORT must be a port number/],
    [{ ...good, GFT_API_BASE: 'https://api$host.example' }, /^GFT_API_BASE must not contain "\$"/],
    [{ ...good, GFT_LINKS_JSON: '{' }, /GFT_LINKS_JSON: not valid JSON/],
    [{ ...good, GFT_PRESALE_MONTH: '2025-13' }, /^GFT_PRESALE_MONTH: /],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => exportSettings(env)).toThrow(ExportError);
    expect(() => exportSettings(env)).toThrow(message);
  });

  it('refuses an export folder whose path holds a "$", which nginx.conf would read as a variable', async () => {
    await expect(exportSite({ env: good, out: join(repoRoot, 'dist', 'site$root') })).rejects.toThrow(/^The export folder's path must not contain "\$"/);
  });

  it('takes the site origin, the API and the port; the pages of a real API name no example data', () => {
    const settings = exportSettings({ ...good, GFT_NGINX_PORT: '8181' });
    expect(settings.siteOrigin).toBe('https://www.greenfee.example');
    expect(settings.config.apiBase).toBe(good.GFT_API_BASE);
    expect(settings.config.exampleData).toBe(false);
    expect(settings.nginxPort).toBe(8181);
    expect(exportSettings(good).nginxPort).toBe(8080);
  });

  it('npm run export stops at once, before building, with one line naming a missing variable', () => {
    const { GFT_API_BASE: _api, GFT_SITE_URL: _site, ...env } = process.env;
    const run = spawnSync(process.execPath, [join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(repoRoot, 'demo', 'export.ts')], {
      env: { ...env, GFT_API_BASE: good.GFT_API_BASE },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^GFT_SITE_URL is required/)]);
    expect(run.stdout).not.toContain('Building');
  });
});

describe('the host configurations', () => {
  it("writes nginx's configuration beside the site's folder, never in it (a host would serve it)", () => {
    expect(nginxConfOf('/srv/greenfee/site')).toBe('/srv/greenfee/site.nginx.conf');
    expect(nginxConfOf('/srv/greenfee/site/')).toBe('/srv/greenfee/site.nginx.conf');
  });

  it("_headers sets each header once for any path: the hosts join a header's values when two rules a path matches set it", () => {
    const rules = headerRules(good.GFT_API_BASE);
    const matches = (pattern: string, path: string) => path.startsWith(pattern.slice(0, -1));
    for (const route of builtFiles.filter((entry) => !entry.demo)) {
      const path = `${route.prefix}x.js`;
      const applied = rules.filter((rule) => matches(rule.pattern, path)).flatMap((rule) => rule.headers);
      const names = applied.map(([name]) => name);
      expect(new Set(names).size, path).toBe(names.length);
      // Every header of the web server's table, but no-cache, which is the hosts' default.
      for (const [name, value] of Object.entries(route.headers)) {
        if (name === 'cache-control' && value === revalidate['cache-control']) expect(names, path).not.toContain(name);
        else expect(applied, path).toContainEqual([name, value]);
      }
      expect(applied).toContainEqual(['content-security-policy', portalCsp(good.GFT_API_BASE)]);
      expect(applied).toContainEqual(['x-content-type-options', 'nosniff']);
    }
  });

  it('_redirects: the template for forests, the app for its routes without a file, 404 for the rest', () => {
    const lines = netlifyRedirects().trim().split('\n').slice(1);
    expect(lines.slice(0, 2)).toEqual(['/forests/:id /forests/_template.html 200', '/en/forests/:id /en/forests/_template.html 200']);
    expect(lines.at(-1)).toBe(`/* ${siteFiles.notFound} 404`);
    const appRoutes = [
      ...Object.entries(paths)
        .filter(([name]) => !(publicPages as readonly string[]).includes(name))
        .map(([, path]) => path),
      paramPaths.project.pattern,
      paramPaths.editProject.pattern,
      paramPaths.certificate.pattern,
      paramPaths.transaction.pattern,
      // A static host cannot ask the API whether an impact page is on: the app says so (the web server's 404 is its own).
      paramPaths.impact.pattern,
    ];
    for (const language of ['de', 'en'] as const) for (const path of appRoutes) expect(lines).toContain(`${localized(language, path)} /_app.html 200`);
    expect(lines).toHaveLength(2 + appRoutes.length * 2 + 1);
  });

  it("nginx.conf's app routes take each page in its language's word only, as the web server does", () => {
    const route = new RegExp(appRoutePattern());
    const known = [
      '/',
      '/en',
      '/en/',
      '/faq',
      '/en/faq/',
      '/barrierefreiheit',
      '/en/accessibility',
      '/dashboard',
      '/en/dashboard/projects/prj_1',
      '/forests/abc',
    ];
    for (const path of known) expect(route.test(path), path).toBe(true);
    for (const path of ['/accessibility', '/en/barrierefreiheit', '/nowhere', '/en/nowhere', '/dashboard/nothing', '/enfaq'])
      expect(route.test(path), path).toBe(false);
  });

  it("nginx.conf listens on the port, serves the export's folder, and carries the table's headers", () => {
    const conf = nginxConf({ root: '/srv/greenfee/site', port: 8181, apiBase: good.GFT_API_BASE });
    expect(conf).toContain('listen 8181;');
    expect(conf).toContain('root "/srv/greenfee/site";');
    expect(conf).toContain(`"${portalCsp(good.GFT_API_BASE)}"`);
    for (const route of builtFiles.filter((entry) => !entry.demo)) expect(conf).toContain(`"${route.headers['cache-control']}";`);
    expect(conf).not.toContain('/demo/');
    // By the path as nginx reads it ($uri, kept before the rewrites): decoded, slashes merged, no query.
    expect(conf).toContain('map $gft_path $gft_robots {');
    expect(conf).toContain('"~^/en/embed/*$" "noindex";');
    // Netlify's and Cloudflare's files stay in the folder, for those hosts; nginx does not answer them.
    expect(conf).toContain('location = /_headers {\n    return 404;');
    expect(conf).toContain('location = /_redirects {\n    return 404;');
    expect(headerRules(good.GFT_API_BASE)).toContainEqual({ pattern: '/en/embed', headers: [['x-robots-tag', 'noindex']] });
  });
});
