// The slice of the extension API that e2e code calls inside pages via `page.evaluate`.
// Declared by hand: @types/chrome would pull every extension type into the e2e project.
declare namespace chrome.runtime {
  function sendMessage(extensionId: string, message: unknown): Promise<unknown>;
}
