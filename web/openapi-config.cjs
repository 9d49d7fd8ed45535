// Config for @rtk-query/codegen-openapi: `npm run codegen` regenerates src/api/generated.ts from the server's openapi.json.
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../openapi.json',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'api',
  outputFile: './src/api/generated.ts',
  exportName: 'api',
  hooks: true,
  tag: true,
  prettierConfigFile: './.prettierrc.json',
};
