/** The few parts of the `espeak-ng` package (eSpeak NG's command line, built with Emscripten) the narrator uses. */
declare module 'espeak-ng' {
  type ESpeakNgModule = {
    FS: {
      writeFile(path: string, data: string | Uint8Array): void
      readFile(path: string): Uint8Array
    }
  }
  type ESpeakNgOptions = {
    /** the command line, as `espeak-ng` would be given it */
    arguments: string[]
    preRun?: Array<(module: ESpeakNgModule) => void>
    print?: (line: string) => void
    printErr?: (line: string) => void
  }
  /** Runs the command line once and resolves when it has finished, whether it succeeded or not. */
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>
}
