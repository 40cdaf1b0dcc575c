// Used by jest only; Vite transforms with its own pipeline (see vite.config.ts).
const path = require('node:path');
module.exports = {
  presets: [
    ['@babel/preset-env', { targets: { node: 'current' } }],
    ['@babel/preset-react', { runtime: 'automatic' }],
    '@babel/preset-typescript',
  ],
  plugins: [['relay', { artifactDirectory: path.resolve(__dirname, 'src/__generated__') }]],
};
