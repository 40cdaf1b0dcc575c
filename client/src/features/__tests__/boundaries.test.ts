/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// No feature reaches into another's files. A file in features/A/ may import
// its own feature, app/, entities/, i18n/, the generated artefacts, packages,
// the play kit (features/play/, shared by design) and another feature's public
// entry, features/B/index.ts (imported as '../B' or '../B/index'), which
// exports only what others may use. Tests count too: a feature's tests import
// what the feature may. Static and dynamic imports, re-exports, require and
// jest.mock alike.

const FEATURES = path.resolve(__dirname, '..');
const SHARED = 'play';

/** Every module specifier a source file names. */
function specifiersOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  const literal = (n: ts.Node | undefined) => {
    if (n && ts.isStringLiteralLike(n)) out.push(n.text);
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) literal(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) literal(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) literal(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const named =
        callee.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(callee) && callee.text === 'require') ||
        (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && ['jest', 'require'].includes(callee.expression.text));
      if (named) literal(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/**
 * Why `file` (absolute, inside features/) may not import `specifier`, or null
 * when it may.
 */
function violation(file: string, specifier: string, features = FEATURES): string | null {
  const rel = (p: string) => path.relative(features, p).split(path.sep);
  const [from] = rel(file);
  let target: string[];
  if (specifier.startsWith('.')) target = rel(path.resolve(path.dirname(file), specifier));
  else {
    // Not relative: a package, unless it names a path under features/.
    const at = specifier.split('/').indexOf('features');
    if (at < 0) return null;
    target = specifier.split('/').slice(at + 1);
  }
  if (target[0] === '..' || target.length === 0) return null; // outside features/
  const [to, ...rest] = target;
  if (to === from || to === SHARED) return null;
  if (rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]))) return null;
  return `features/${from} imports '${specifier}', inside features/${to}: use features/${to}/index.ts (or move the piece to app/, entities/ or the play kit)`;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else if (/\.(tsx?|jsx?|mjs|cjs)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

describe('feature boundaries', () => {
  it('no feature imports another feature\'s files, only the play kit and public entries', () => {
    const features = fs.readdirSync(FEATURES, { withFileTypes: true }).filter((e) => e.isDirectory() && e.name !== '__tests__');
    expect(features.length).toBeGreaterThan(10);
    const problems: string[] = [];
    let seen = 0;
    for (const dir of features) {
      for (const file of sourceFiles(path.join(FEATURES, dir.name))) {
        for (const spec of specifiersOf(file, fs.readFileSync(file, 'utf8'))) {
          seen++;
          const why = violation(file, spec);
          if (why) problems.push(`${path.relative(FEATURES, file)}: ${why}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('the play kit is shared by design and imports no feature either', () => {
    const f = (p: string) => path.join('/src/features', p);
    expect(violation(f('play/Roulette.tsx'), '../cases/family', '/src/features')).toMatch(/features\/play imports '\.\.\/cases\/family'/);
    expect(violation(f('cases/CasePage.tsx'), '../play/Roulette', '/src/features')).toBeNull();
  });

  it('tells a feature\'s internals from its public entry', () => {
    const F = '/src/features';
    const f = (p: string) => path.join(F, p);
    // Refused: files inside another feature, by any kind of specifier.
    expect(violation(f('dailybonus/DailyBonusPage.tsx'), '../cases/Roulette', F)).toMatch(/inside features\/cases/);
    expect(violation(f('users/ProfilePage.tsx'), '../inventory/Inventory', F)).toMatch(/inside features\/inventory/);
    expect(violation(f('users/__tests__/x.test.tsx'), '../../promo/promo', F)).toMatch(/inside features\/promo/);
    expect(violation(f('pay/PayPage.tsx'), '../../features/promo/promo', F)).toMatch(/inside features\/promo/);
    expect(violation(f('pay/PayPage.tsx'), 'src/features/promo/promo', F)).toMatch(/inside features\/promo/);
    // Allowed: the public entry, the own feature, the play kit, the rest of src, packages.
    expect(violation(f('users/ProfilePage.tsx'), '../inventory', F)).toBeNull();
    expect(violation(f('users/ProfilePage.tsx'), '../inventory/index', F)).toBeNull();
    expect(violation(f('users/ProfilePage.tsx'), '../inventory/index.ts', F)).toBeNull();
    expect(violation(f('users/ProfilePage.tsx'), './ProfileSettings', F)).toBeNull();
    expect(violation(f('users/__tests__/x.test.tsx'), '../ProfilePage', F)).toBeNull();
    expect(violation(f('dailybonus/DailyBonusPage.tsx'), '../play/Roulette', F)).toBeNull();
    expect(violation(f('users/ProfilePage.tsx'), '../../app/ui/Avatar', F)).toBeNull();
    expect(violation(f('users/ProfilePage.tsx'), '../../entities/item/ItemArt', F)).toBeNull();
    expect(violation(f('users/ProfilePage.tsx'), 'react-relay', F)).toBeNull();
  });

  it('finds every kind of import', () => {
    const text = `
      import a from './a';
      import type { B } from '../b/B';
      import './c.css';
      export { d } from '../d/d';
      export * from '../e/e';
      const f = () => import('../f/F');
      const g = require('../g/g');
      jest.mock('../h/h', () => ({}));
      jest.requireActual('../i/i');
      type J = typeof import('../j/j');
      // import k from '../k/k';
      const l = "import m from '../m/m'";
    `;
    expect(specifiersOf('x.tsx', text)).toEqual(['./a', '../b/B', './c.css', '../d/d', '../e/e', '../f/F', '../g/g', '../h/h', '../i/i', '../j/j']);
  });
});
