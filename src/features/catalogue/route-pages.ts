// The catalogue's screens, for route components only: the router splits each route's component
// into a chunk of its own, and the screen travels with it (fetched alongside, never after it).
export { GoodsDetailPage } from './pages/GoodsDetailPage';
export { ProductListPage } from './pages/ProductListPage';
export { SearchResultsPage } from './pages/SearchResultsPage';
