// Config for @rtk-query/codegen-openapi: `npm run codegen` regenerates the API clients from the server's openapi.json:
// the storefront's (src/api/generated.ts) and the back office's (src/office/api/generated.ts), each on its own api slice
// and each with only the endpoints its app's code names (scripts/usedEndpoints.cjs).
const { namedEndpoints } = require('./scripts/usedEndpoints.cjs');

const storefront = namedEndpoints('src', ['src/office']);
const office = namedEndpoints('src/office');
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../openapi.json',
  apiFile: './src/api/baseApi.ts',
  apiImport: 'api',
  hooks: true,
  tag: true,
  prettierConfigFile: './.prettierrc.json',
  outputFiles: {
    './src/api/generated.ts': {
      exportName: 'api',
      filterEndpoints: (name) => storefront.has(name),
      // The cart's secret goes with every cart call from the store (baseApi.ts prepareHeaders), not as an argument.
      endpointOverrides: [{ pattern: () => true, parameterFilter: (name) => name.toLowerCase() !== 'x-cart-token' }],
    },
    // The back office: bearer token and refresh in officeBaseApi.ts.
    './src/office/api/generated.ts': {
      apiFile: './src/office/api/officeBaseApi.ts',
      apiImport: 'officeBaseApi',
      exportName: 'officeGeneratedApi',
      filterEndpoints: (name) => office.has(name),
      endpointOverrides: [{ pattern: () => true, parameterFilter: (name) => name.toLowerCase() !== 'x-cart-token' }],
    },
  },
};
