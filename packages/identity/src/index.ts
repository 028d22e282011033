// Public surface of @motes/identity: the client identity store of §3/§4, shared by the web app
// and the extension.
export {};
