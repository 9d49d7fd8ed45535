// Config for @rtk-query/codegen-openapi: `npm run codegen` regenerates the API clients from the server's openapi.json:
// the storefront's (src/api/generated.ts) and the back office's (src/office/api/generated.ts), each on its own api slice.
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
      // The cart's secret goes with every cart call from the store (baseApi.ts prepareHeaders), not as an argument.
      endpointOverrides: [{ pattern: () => true, parameterFilter: (name) => name.toLowerCase() !== 'x-cart-token' }],
    },
    // The back office: bearer token and refresh in officeBaseApi.ts; the storefront's public and payment-provider calls
    // are left out.
    './src/office/api/generated.ts': {
      apiFile: './src/office/api/officeBaseApi.ts',
      apiImport: 'officeBaseApi',
      exportName: 'officeGeneratedApi',
      filterEndpoints: (name, op) => !/^\/(features\/public|payments\/(stripe|paypal|demo))/.test(op.path),
      endpointOverrides: [{ pattern: () => true, parameterFilter: (name) => name.toLowerCase() !== 'x-cart-token' }],
    },
  },
};
