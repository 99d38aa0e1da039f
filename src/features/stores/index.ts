// The store locator's public face for other features: the boutiques and their cities (the
// appointment forms choose a boutique from them).
export { storeCityQueryOptions, storeListQueryOptions } from './api';
