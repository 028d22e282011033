// The slice of the extension API the sidebar tests call inside the extension's service worker
// (`worker.evaluate`). Declared by hand, like chrome.d.ts.
declare namespace chrome.tabs {
  interface Tab {
    id?: number;
    url?: string;
  }
  function query(queryInfo: Record<string, unknown>): Promise<Tab[]>;
  function sendMessage(tabId: number, message: unknown): Promise<unknown>;
}
declare namespace chrome.storage.local {
  function set(items: Record<string, unknown>): Promise<void>;
}
declare namespace chrome.commands {
  interface Command {
    name?: string;
    shortcut?: string;
    description?: string;
  }
  function getAll(): Promise<Command[]>;
}
