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
  // The cart's secret goes with every cart call from the store (baseApi.ts prepareHeaders), not as an argument.
  endpointOverrides: [{ pattern: () => true, parameterFilter: (name) => name.toLowerCase() !== 'x-cart-token' }],
};
