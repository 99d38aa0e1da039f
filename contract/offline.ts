/**
 * The reply header with which the server marks a public reply that answered well; the service
 * worker keeps only replies that carry it.
 */
export const OFFLINE_HEADER = 'x-shop-offline';
export const OFFLINE_HEADER_VALUE = 'cache';
