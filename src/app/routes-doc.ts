import { ALL_PAGES, notYet, type Guard } from './pages.ts';

const GUARD_TEXT: Record<Guard, string> = {
  public: 'public',
  'public-only': 'public; signed in → /dashboard',
  authenticated: 'guard 1: signed in, else /',
  role: 'guard 2: signed in with a role, else /',
};

/** docs/routes.md, generated from the registry so the two cannot drift. */
export function renderRoutesDoc(): string {
  const rows = ALL_PAGES.map(
    (page) =>
      `| \`${page.path}\` | ${GUARD_TEXT[page.guard]} | ${page.title} | ${
        page.load === notYet ? 'not yet available (placeholder)' : 'built'
      } | ${page.sidebar ? page.sidebar.item : ''} |`,
  );
  return [
    '# Routes',
    '',
    'Generated from `src/app/pages.ts` by `src/app/routes-doc.ts`; a unit test fails when this',
    'file is stale (`UPDATE_ROUTES_DOC=1 npm test -- --only=unit` rewrites it). Any other path',
    'redirects to `/login`. Routes the spec names only as `{token}` got the names below:',
    'cir-management, the IPS and PBS project pages, PBS item and task pages, product',
    'configuration, S1000D project, project SNS and BREX pages, and the STE project manager.',
    '',
    '| path | guard | screen | status | sidebar item |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}
