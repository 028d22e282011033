// Vite (the web app, WXT and Vitest) imports a file's text with `?raw`.
declare module '*.ftl?raw' {
  const source: string;
  export default source;
}
