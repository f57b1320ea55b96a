let context: AudioContext | null = null

/**
 * The refused scan's sound: three loud low square-wave beeps (WebAudio), unlike anything else
 * the app plays, so the desk hears it over a warehouse. Silent where there is no audio.
 */
export function alarm(): void {
  try {
    context ??= new AudioContext()
    const ctx = context
    void ctx.resume()
    const gain = ctx.createGain()
    gain.gain.value = 0.4
    gain.connect(ctx.destination)
    for (let i = 0; i < 3; i++) {
      const osc = ctx.createOscillator()
      osc.type = 'square'
      osc.frequency.value = i % 2 === 0 ? 440 : 330
      osc.connect(gain)
      const start = ctx.currentTime + i * 0.22
      osc.start(start)
      osc.stop(start + 0.18)
    }
  } catch {
    // No audio device (a server's browser, a test): the red screen still says it.
  }
}
