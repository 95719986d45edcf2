// react-admin's resource names are the API's paths after /api/ (screens.ts), so this is ra-data-simple-rest as it is:
// /api/<resource>, sort/range/filter and Content-Range. httpClient adds our token (with one silent refresh on a 401,
// and the idle logout) and maps our errors ({errorMessage}, {errors}) to what react-admin shows.
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

export const dataProvider = simpleRestProvider('/api', httpClient);
