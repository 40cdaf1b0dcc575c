import { defineConfig, type Plugin, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';

const api = 'http://localhost:8080';

// relay-runtime and react-relay are CommonJS: their index modules require
// every feature, and nothing can be tree-shaken. These modules are never
// reached by the app (the legacy container API, experimental APIs, the
// and the pre-Activity fragment hook, which Relay 21's
// default ENABLE_ACTIVITY_COMPATIBILITY flag bypasses; react-intl's
// injectIntl HOC, whose module also holds the context every hook needs), so
// the build swaps them for a stub that throws if it is ever called. Keys:
// importer (relative to node_modules) -> the specifiers it requires.
const unusedModules: Record<string, string[]> = {
  'relay-runtime/lib/index.js': [
    './experimental',
    './store/NormalizationEngine',
    './store/createFragmentSpecResolver',
    './network/RelayQueryResponseCache',
    './query/fetchQuery_DEPRECATED',
    './util/createPayloadFor3DField',
  ],
  'react-relay/lib/relay-hooks/useFragmentInternal.js': ['./useFragmentInternal_CURRENT'],
  'react-intl/lib/src/components/injectIntl.js': ['hoist-non-react-statics'],
  // store.readUpdatableQuery / readUpdatableFragment
  'relay-runtime/lib/mutations/readUpdatableQuery.js': ['./createUpdatableProxy'],
  'relay-runtime/lib/mutations/readUpdatableFragment.js': ['./createUpdatableProxy'],
  // intl.formatDate/Time/DateTimeRange/List/DisplayName/RelativeTime: the
  // site formats messages and numbers only (dates inside messages are
  // intl-messageformat's own).
  '@formatjs/intl/lib/src/create-intl.js': ['./dateTime', './displayName', './list', './relativeTime'],
};
const STUB = '\0unused:';

// Modules swapped for a smaller local one that does the same for this app.
const replacedModules: Record<string, Record<string, string>> = {
  'relay-runtime/lib/store/RelayModernStore.js': {
    './live-resolvers/LiveResolverCache': path.resolve(__dirname, 'src/app/env/relayNoResolvers.js'),
  },
  ...Object.fromEntries(
    [
      ['relay-runtime/lib/index.js', './mutations/RelayDeclarativeMutationConfig'],
      ['relay-runtime/lib/mutations/commitMutation.js', './RelayDeclarativeMutationConfig'],
      ['relay-runtime/lib/mutations/applyOptimisticMutation.js', './RelayDeclarativeMutationConfig'],
      ['relay-runtime/lib/subscription/requestSubscription.js', '../mutations/RelayDeclarativeMutationConfig'],
    ].map(([importer, spec]) => [importer, { [spec]: path.resolve(__dirname, 'src/app/env/relayNoDeclarativeConfigs.js') }]),
  ),
};

// react-router's production build defines its components and contexts with
// unannotated top-level calls (`var Form = React10.forwardRef(...)`) followed
// by `Form.displayName = "Form"`, which a bundler must keep in case they have
// effects: every component of the package, used or not, would stay in the
// bundle with what it calls (Form and its submission helpers, among others).
// Both React functions only build an object, so the calls are marked pure,
// and the top-level displayName assignments (names for React DevTools only)
// are dropped; what the app uses stays, the rest drops out.
function pureRouterDefinitions(): Plugin {
  return {
    name: 'pure-router-definitions',
    apply: 'build',
    transform(code, id) {
      if (!/\/node_modules\/react-router\/dist\/production\/chunk-[^/]+\.mjs$/.test(id)) return null;
      let marked = 0;
      const out = code
        .replace(/(?<=[=(,]\s*)(React\d*\.(?:forwardRef|createContext)\()/g, (call) => (marked++, `/* @__PURE__ */ ${call}`))
        .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
      // A new react-router release may define them differently: say so
      // rather than silently growing the bundle.
      if (!marked && /React\d*\.(forwardRef|createContext)\(/.test(code)) this.warn(`no react-router definition marked pure in ${id}`);
      return { code: out, map: null };
    },
  };
}

function stubUnused(): Plugin {
  return {
    name: 'stub-unused',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.split('node_modules/').pop();
      if (from && unusedModules[from]?.includes(source)) return STUB + from + ':' + source;
      const replacement = from && replacedModules[from]?.[source];
      if (replacement) return replacement;
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB)) return null;
      const name = JSON.stringify(id.slice(STUB.length));
      // A callable whose every property is again a thrower: fine to destructure
      // at module load, loud if anything is called.
      // Named imports of an ES module read the same properties (syntheticNamedExports).
      return {
        code: `const fail = (what) => () => { throw new Error('not in this build: ' + what); };
export default new Proxy(fail(${name}), { get: (_, key) => (key === '__esModule' ? undefined : fail(${name} + ' ' + String(key))) });`,
        syntheticNamedExports: true,
      };
    },
  };
}

// Message catalogues compiled at build time, as `formatjs compile --ast`
// does: each JSON catalogue becomes a module of ICU ASTs, made by formatjs's
// own parser here in Node, and react-intl formats them without a parser.
function compileCatalogs(): Plugin {
  return {
    name: 'compile-catalogs',
    enforce: 'pre',
    async transform(code, id) {
      if (!/\/i18n\/catalogs\/[^/]+\/[^/]+\.json$/.test(id)) return null;
      const { parse } = await import('@formatjs/icu-messageformat-parser');
      const messages = JSON.parse(code) as Record<string, string>;
      const ast = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parse(v)]));
      // Still JSON: Vite's JSON plugin turns it into a module as before.
      return { code: JSON.stringify(ast), map: null };
    },
  };
}

// Vendor chunks by module id. For Relay, the runtime and the hooks the shell
// and the home page use; the others (useMutation, useSubscription too) go
// with the screens, modals and widgets that use them.
const VENDOR_CHUNKS: [name: string, test: RegExp][] = [
  ['react', /\/node_modules\/(react|react-dom|scheduler)\//],
  ['relay', /\/node_modules\/(relay-runtime\/|react-relay\/lib\/relay-hooks\/(RelayEnvironmentProvider|useRelayEnvironment|useFragment|useLazyLoadQuery|usePreloadedQuery)\.js)/],
  ['intl', /\/node_modules\/(react-intl|intl-messageformat|@formatjs\/[^/]+)\//],
];

const aliases: { find: RegExp; replacement: string }[] = [
  // react-relay's main entry also pulls in the legacy container API
  // (QueryRenderer, create*Container), and its hooks entry every hook;
  // see src/app/env/reactRelay.js.
  { find: /^react-relay(\/hooks)?$/, replacement: path.resolve(__dirname, 'src/app/env/reactRelay.js') },
  // Catalogues arrive compiled (compileCatalogs below), so the browser
  // needs formatjs's types and helpers but not its parser.
  { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js' },
];

const client: UserConfig = {
  base: '/',
  plugins: [
    compileCatalogs(),
    stubUnused(),
    pureRouterDefinitions(),
    react({
      babel: {
        // Compiles graphql`` tags into imports of the generated artefacts.
        plugins: [['relay', { artifactDirectory: path.resolve(__dirname, 'src/__generated__'), eagerEsModules: true }]],
      },
    }),
  ],
  resolve: { alias: aliases },
  build: {
    outDir: path.resolve(__dirname, '../server/web/dist'),
    emptyOutDir: true,
    sourcemap: process.env.SOURCEMAP === "1",
    // terser with two passes inlines the small functions the CommonJS
    // conversion leaves behind: ~5 KB less gzipped than esbuild on Relay.
    minify: 'terser',
    terserOptions: { ecma: 2020, compress: { passes: 2 }, module: true },
    // scripts/check-bundle.mjs follows the entry's imports through it.
    manifest: true,
    chunkSizeWarningLimit: 800,
    // Every browser the site supports knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    // Sounds stay files: the CSP's connect-src does not take data: URLs (play/sound.ts fetches them).
    assetsInlineLimit: (file: string) => (file.endsWith('.mp3') ? false : undefined),
    commonjsOptions: {
      include: [/node_modules/],
      extensions: ['.js', '.cjs'],
      // Wrap a CommonJS module in a lazy function only when a require cycle
      // or a conditional require needs it: relay-runtime is ~200 small CJS
      // modules and the wrappers alone cost ~15 KB gzipped.
      strictRequires: 'auto',
      // require() of a stub gets its default export, as CommonJS expects.
      requireReturnsDefault: (id: string) => id.startsWith(STUB),
    },
    rollupOptions: {
      // react-relay's hook modules only define functions and contexts: one
      // that nothing imports can go (CommonJS modules count as impure otherwise).
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/node_modules/react-relay/lib/') },
      output: {
        // Short file names: the entry lists every lazy chunk's files for
        // preloading (__vite__mapDeps), and names there cost the home route
        // bytes. The vendor chunks keep theirs; the manifest maps the rest.
        // Seven hash characters (42 bits, the least Rollup takes for this many
        // chunks) are unique enough and save a byte per name.
        chunkFileNames: (chunk) => (['react', 'relay', 'intl'].includes(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js'),
        assetFileNames: 'assets/[hash:7][extname]',
        // Libraries change less often than the app: separate files cache across deploys.
        // graphql-ws is not listed: it loads with the first subscription.
        // Every module of a package is named (CommonJS wrappers too), not just
        // its entry: with entries only, a module shared by two vendor chunks
        // (React's, which react-intl imports) went to whichever chunk Rollup
        // reached first. Their other dependencies follow them.
        manualChunks: (id) => VENDOR_CHUNKS.find(([, test]) => test.test(id))?.[0],
      },
    },
  },
  server: {
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/auth': { target: api, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
      '/healthz': { target: api, changeOrigin: true },
    },
  },
};

// GraphiQL (served at /graphiql when enabled) and the REST reference
// (/api-reference) are a second pass into the same directory (`vite build --mode graphiql` after the
// client's): one build would share modules between the two entries and move
// code of the client's first screen into shared chunks. The page carries its
// own copy of React, and its size does not matter as the client's does, so esbuild
// minifies it (terser takes a minute over the editor).
const graphiql: UserConfig = {
  base: '/',
  plugins: [react()],
  // The editor's workers (monaco's and monaco-graphql's, which splits its
  // code): module workers, same-origin files.
  worker: { format: 'es' },
  build: {
    outDir: client.build!.outDir,
    emptyOutDir: false,
    sourcemap: client.build!.sourcemap,
    minify: 'esbuild',
    // Only the page itself is served by name; the client's manifest stays the client's.
    manifest: false,
    chunkSizeWarningLimit: 4000,
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The REST reference (Swagger UI, /api-reference) is built in the same
      // pass: neither page may put code into the client's chunks.
      input: { graphiql: path.resolve(__dirname, 'graphiql.html'), 'api-reference': path.resolve(__dirname, 'api-reference.html') },
      // @graphiql/react marks modules "use no memo" for the React compiler;
      // the bundler drops the directive, which is fine here.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use no memo')) return;
        warn(warning);
      },
      output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' },
    },
  },
};

// react-router's package exports only its development build (warnings and
// their messages included, remix-run/react-router#12532) and ships the
// production build beside it: `vite build` takes that one.
const productionRouter = { find: /^react-router$/, replacement: path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') };

export default defineConfig(({ mode, command }) => {
  if (mode === 'graphiql') return graphiql;
  if (command === 'serve') return client;
  return { ...client, resolve: { alias: [...aliases, productionRouter] } };
});
