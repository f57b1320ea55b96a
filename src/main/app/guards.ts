import { readFile, stat } from 'node:fs/promises'
import { app, protocol, session as electronSession, shell } from 'electron'
import { serveAppRequest } from '../protocol/serve'
import {
  APP_SCHEME,
  decideNavigation,
  decidePermission,
  decideWindowOpen,
} from '../security/policy'

/** The UI's own files over `app://shop/`, with its CSP and the history fallback. */
export function serveRenderer(rendererRoot: string) {
  protocol.handle(APP_SCHEME, async (request) => {
    const res = await serveAppRequest(request.url, rendererRoot, async (path) => {
      const info = await stat(path).catch(() => null)
      return info?.isFile() ? readFile(path) : null
    })
    return new Response(res.body as ConstructorParameters<typeof Response>[0], {
      status: res.status,
      headers: res.headers,
    })
  })
}

/** Permissions: only what the policy grants, to the app's own pages. */
export function guardPermissions(appUrls: readonly string[]) {
  const ses = electronSession.defaultSession
  ses.setPermissionRequestHandler((_wc, permission, callback, details) =>
    callback(decidePermission(permission, details.requestingUrl, appUrls)),
  )
  ses.setPermissionCheckHandler((_wc, permission, origin) =>
    decidePermission(permission, origin, appUrls),
  )
}

/** Every web contents, present and future, gets the same navigation and window guards. */
export function guardWebContents(appUrls: readonly string[]) {
  app.on('web-contents-created', (_event, contents) => {
    const guard = (event: { preventDefault(): void }, url: string) => {
      const decision = decideNavigation(url, appUrls)
      if (decision.action === 'allow') return
      event.preventDefault()
      if (decision.openExternal) void shell.openExternal(decision.openExternal)
    }
    contents.on('will-navigate', guard)
    contents.on('will-redirect', guard)
    contents.on('will-attach-webview', (event) => event.preventDefault())
    contents.setWindowOpenHandler(({ url }) => {
      const decision = decideWindowOpen(url)
      if (decision.openExternal) void shell.openExternal(decision.openExternal)
      return { action: 'deny' }
    })
  })
}
