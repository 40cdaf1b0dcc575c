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
};
