// react-admin's pages for what a visit rarely meets (an unknown address, an error, a refused screen), imported
// only through AdminShell's lazy screens so they are not part of the admin's first load.
export { AccessDenied, AuthenticationError, Error as ErrorPage, NotFound } from 'react-admin';
