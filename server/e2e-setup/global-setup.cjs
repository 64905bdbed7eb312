// jest globalSetup of the browser suite: the compiled harness (npm test builds first).
module.exports = () => require('../dist/e2e/harness/shared-site.js').startSharedSite();
