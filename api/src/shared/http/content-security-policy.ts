/**
 * The Content-Security-Policy the web app runs under: helmet's strict defaults, widened only
 * where the product needs it. Photo thumbnails are object URLs (`blob:`); the payment page
 * loads Stripe.js, which talks to Stripe's API and renders its card fields in Stripe's own
 * frames — the origins Stripe documents for CSP
 * (https://docs.stripe.com/security/guide#content-security-policy).
 */
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = [...STRIPE_SCRIPTS, 'https://hooks.stripe.com'];

export const contentSecurityPolicy = {
  useDefaults: true,
  directives: {
    'script-src': ["'self'", ...STRIPE_SCRIPTS],
    'frame-src': ["'self'", ...STRIPE_FRAMES],
    'connect-src': ["'self'", 'https://api.stripe.com'],
    'img-src': ["'self'", 'data:', 'blob:'],
    // Helmet's default would upgrade every request to HTTPS, which breaks the product served
    // over plain HTTP on a LAN address (a phone testing `npm start`); HTTPS deployments get
    // HSTS from helmet instead.
    'upgrade-insecure-requests': null,
  },
};
