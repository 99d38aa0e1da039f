/** Session storage, or a page-lifetime stand-in where the browser refuses it (private modes). */
export function sessionStore(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  try {
    const storage = window.sessionStorage;
    const probe = '__probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memory;
  }
}

const values = new Map<string, string>();
const memory = {
  getItem: (key: string) => values.get(key) ?? null,
  setItem: (key: string, value: string) => void values.set(key, value),
  removeItem: (key: string) => void values.delete(key),
};
