// Preloaded (node --import) into @doyensec/electronegativity by scripts/audit-electron.mjs.
// The tool asks the network for fresh translations and for Electron's release list through
// `got`; offline, got's retry timer fires after its promise settled and p-cancelable throws an
// uncaught error under Node 24, killing the tool at a random point of its run. The audit judges
// our code against the Electron version we pin, so it needs neither: every `got` call here
// fails at once, which the tool handles (bundled en-US texts, no "newer release" hint).
import Module from 'node:module'

function offline() {
  return Promise.reject(new Error('audit:electron runs offline'))
}
const stub = Object.assign(offline, {
  head: offline,
  get: offline,
  post: offline,
  extend: () => stub,
  stream: () => {
    throw new Error('audit:electron runs offline')
  },
})

const load = Module._load
Module._load = function (request, parent, isMain) {
  if (request === 'got') return stub
  return load.call(this, request, parent, isMain)
}
