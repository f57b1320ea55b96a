import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import { createElectronBridge } from './bridge'

const bridge = createElectronBridge({
  invoke: (channel, ...args) => ipcRenderer.invoke(channel, ...args),
  on(channel, listener) {
    // The event object (with its `sender`) stays here; the page only gets the payload.
    const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload)
    ipcRenderer.on(channel, wrapped)
    return () => void ipcRenderer.removeListener(channel, wrapped)
  },
})

contextBridge.exposeInMainWorld('shop', bridge)
