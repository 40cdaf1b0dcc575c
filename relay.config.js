// Relay compiler config for the React client (client/). The schema is the
// concatenation of schema/*.graphqls produced by `make schema`.
module.exports = {
  src: './client/src',
  schema: './client/schema.graphql',
  language: 'typescript',
  artifactDirectory: './client/src/__generated__',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**', '**/__tests__/**'],
  customScalarTypes: {
    Money: 'string',
    Time: 'string',
    Cursor: 'string',
    Map: 'Record<string, unknown>',
  },
  noFutureProofEnums: true,
  // Operations are sent by id: the artifacts carry the SHA-256 of the text
  // (`params.id`) instead of the text, and the server, which embeds this file,
  // looks the text up (automatic persisted queries, server/graph/persisted).
  // The compiler only adds to the file, so the ids of an older client stay known.
  persistConfig: { file: './server/graph/persisted/queries.json', algorithm: 'SHA256' },
};
