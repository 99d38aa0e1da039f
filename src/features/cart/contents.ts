// The bag page's parts that only some bags show, each in its own chunk: an empty bag draws
// without the code that lists and edits lines, and the suggestions do not hold up its first words.
export const loadCartContents = () => import('./components/CartContents');
export const loadHotSaleGoods = () => import('./components/HotSaleGoods');
