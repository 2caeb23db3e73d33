// CSS imports are bundled by esbuild into the entry stylesheet.
declare module '*.css';
// An SVG import is the picture as a data: URL (the build's 'dataurl' loader): a few hundred
// bytes each, inside the chunk that shows it, so a slow network makes no request per picture.
declare module '*.svg' {
  const url: string;
  export default url;
}
