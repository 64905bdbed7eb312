// jest globalTeardown of the browser suite.
module.exports = () => require('../dist/e2e/harness/shared-site.js').stopSharedSite();
