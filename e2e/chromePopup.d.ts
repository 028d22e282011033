// The slice of the extension API the popup tests call inside the extension's service worker
// (`worker.evaluate`), beside chromeSidebar.d.ts. Declared by hand, like chrome.d.ts.
declare namespace chrome.tabs {
  interface Tab {
    status?: string;
  }
  function create(createProperties: { url: string; active?: boolean }): Promise<Tab>;
}
