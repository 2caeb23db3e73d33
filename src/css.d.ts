// CSS imports are bundled by esbuild into the entry stylesheet.
declare module '*.css';
