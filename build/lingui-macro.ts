import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/** Compiles Lingui's macros (t, Trans, msg…) before the React transform sees the file. */
export function linguiMacro(): Plugin {
  return {
    name: 'shop:lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/')) return null;
      if (!code.includes('@lingui/react/macro') && !code.includes('@lingui/core/macro'))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      });
      if (!result?.code) return null;
      return { code: result.code, map: result.map };
    },
  };
}
