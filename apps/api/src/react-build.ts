// React picks its build (development or production) from NODE_ENV when it is first imported, and
// every part of it in one process must agree: the site's server render (@causeway/web/server) and
// the e-mails (src/mail) use the server's one react. The entry points import this module first,
// before anything imports react, so both get the production build unless NODE_ENV says otherwise
// (a mix threw "dispatcher.getOwner is not a function" on every page).
process.env.NODE_ENV ??= "production";
