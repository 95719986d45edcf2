/* global module */
// node-polyglot (the admin's i18n) requires the `object.entries` polyfill, which brings 20 small packages
// (get-intrinsic, define-properties, …) for what every browser the admin supports has: Object.entries.
module.exports = function entries(o) {
  return Object.entries(o);
};
