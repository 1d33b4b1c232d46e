import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NarrationError, narrateScroll } from './narrate-scroll'

let dir = ''
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'narration-'))
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

/** A stand-in for espeak-ng: a shell script, so a test can see what the program was given. */
async function fakeBinary(name: string, script: string): Promise<string> {
  const file = path.join(dir, name)
  await writeFile(file, `#!/bin/sh\n${script}\n`)
  await chmod(file, 0o755)
  return file
}

describe('narrateScroll (espeak-ng)', () => {
  it('reads a sentence aloud as a WAV file with its true sizes', async () => {
    const { audio, contentType, fileExtension } = await narrateScroll(
      'Hear ye, hear ye! Sir Reginald Puddlesworth is hereby cursed for eating the lunch of another.',
    )
    expect([contentType, fileExtension]).toEqual(['audio/wav', 'wav'])
    expect(audio.toString('latin1', 0, 4)).toBe('RIFF')
    expect(audio.toString('latin1', 8, 16)).toBe('WAVEfmt ')
    expect(audio.readUInt16LE(20)).toBe(1) // PCM
    expect(audio.readUInt16LE(22)).toBe(1) // mono
    const sampleRate = audio.readUInt32LE(24)
    expect(audio.readUInt32LE(4)).toBe(audio.length - 8)
    expect(audio.toString('latin1', 36, 40)).toBe('data')
    expect(audio.readUInt32LE(40)).toBe(audio.length - 44)
    // two seconds and more of 16-bit speech for a sentence of fifteen words
    expect(audio.length - 44).toBeGreaterThan(sampleRate * 2 * 2)
  })

  it('gives the text on stdin, never as an argument, so nothing in it can become a command', async () => {
    const text = 'Thou knave"; rm -rf / #  $(touch pwned) `reboot` --voice=evil'
    const binary = await fakeBinary(
      'record',
      `printf '%s\\n' "$@" > "${dir}/args"; cat > "${dir}/stdin"; exit 3`,
    )
    await expect(narrateScroll(text, { binary })).rejects.toBeInstanceOf(NarrationError)
    expect(await readFile(path.join(dir, 'stdin'), 'utf8')).toBe(text)
    const args = (await readFile(path.join(dir, 'args'), 'utf8')).trim().split('\n')
    expect(args.join(' ')).toBe('--stdout --stdin -b 1 -v en-gb-x-rp+m3 -s 135 -p 35 -g 2')
  })

  it('fails clearly when espeak-ng is not installed', async () => {
    const failure = narrateScroll('Hear ye', { binary: path.join(dir, 'no-such-espeak-ng') })
    await expect(failure).rejects.toMatchObject({ name: 'NarrationError', reason: 'missing-binary' })
    await expect(failure).rejects.toThrow(/apt-get install espeak-ng/)
  })

  it('passes on what espeak-ng said when it made no audio', async () => {
    await expect(narrateScroll('Hear ye', { voice: 'nonexistent-voice' })).rejects.toThrow(
      /no narration: .*voice does not exist/,
    )
  })

  it('gives up on a narration that hangs, and ends the program', async () => {
    const binary = await fakeBinary('hang', `echo $$ > "${dir}/pid"; exec sleep 30`)
    await expect(narrateScroll('Hear ye', { binary, timeoutMs: 300 })).rejects.toMatchObject({
      reason: 'timeout',
    })
    const pid = Number(await readFile(path.join(dir, 'pid'), 'utf8'))
    expect(() => process.kill(pid, 0)).toThrow()
  })

  it('refuses settings that espeak-ng would misread', async () => {
    await expect(narrateScroll('Hear ye', { voice: '--help' })).rejects.toThrow(RangeError)
    await expect(narrateScroll('Hear ye', { wordsPerMinute: 9000 })).rejects.toThrow(RangeError)
    await expect(narrateScroll('   ')).rejects.toThrow(/nothing to narrate/)
  })
})
