#!/usr/bin/env python3
"""Synthesises the game's sound effects into assets/sounds/*.wav (16-bit mono PCM, 22,050 Hz).

The sounds are made here rather than downloaded so that the project owns them outright. Run it again after
changing a recipe; the output is deterministic.
"""
import math
import os
import random
import struct
import wave

RATE = 22050
OUT = os.path.join(os.path.dirname(__file__), "..", "assets", "sounds")


def envelope(t, attack, decay):
    """A quick attack then an exponential decay."""
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def tone(freq, length, attack=0.004, decay=0.08, harmonics=((1, 1.0),), bend=0.0):
    out = []
    for i in range(int(length * RATE)):
        t = i / RATE
        f = freq * (1 + bend * t)
        s = sum(a * math.sin(2 * math.pi * f * h * t) for h, a in harmonics)
        out.append(s * envelope(t, attack, decay))
    return out


def noise(length, decay, seed):
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(length * RATE)):
        t = i / RATE
        # One-pole low-pass over white noise: a soft knock rather than a hiss.
        last = 0.7 * last + 0.3 * rng.uniform(-1, 1)
        out.append(last * envelope(t, 0.001, decay))
    return out


def mix(*parts):
    """Adds (offset_seconds, samples, gain) parts into one buffer."""
    length = max(int(off * RATE) + len(s) for off, s, _ in parts)
    buf = [0.0] * length
    for off, samples, gain in parts:
        start = int(off * RATE)
        for i, v in enumerate(samples):
            buf[start + i] += v * gain
    return buf


def write(name, samples, peak=0.7, rate=RATE):
    top = max(abs(v) for v in samples) or 1.0
    frames = b"".join(struct.pack("<h", int(v / top * peak * 32767)) for v in samples)
    with wave.open(os.path.join(OUT, name), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(rate)
        w.writeframes(frames)


def pad(chords, seconds_each, rate):
    """A soft, slow pad: each chord's notes as sines that swell in and out, the last chord leading back to the
    first so the piece loops without a seam."""
    out = []
    n = int(seconds_each * rate)
    for chord in chords:
        for i in range(n):
            t = i / rate
            # Up and down once over the chord, never to silence, so chords overlap smoothly.
            swell = 0.35 + 0.65 * math.sin(math.pi * i / n)
            s = sum(math.sin(2 * math.pi * f * t) + 0.3 * math.sin(2 * math.pi * 2 * f * t) for f in chord)
            out.append(s * swell / len(chord))
    return out


def main():
    os.makedirs(OUT, exist_ok=True)
    wood = ((1, 1.0), (2.76, 0.35), (5.4, 0.12))
    # A stone set on a wooden board: a short knock with a woody body.
    write("place.wav", mix((0, tone(330, 0.16, decay=0.035, harmonics=wood), 1.0), (0, noise(0.05, 0.01, 1), 0.5)), 0.6)
    # The computer's stone: the same knock, a little higher, so the two can be told apart by ear.
    write("place-ai.wav", mix((0, tone(415, 0.16, decay=0.035, harmonics=wood), 1.0), (0, noise(0.05, 0.01, 2), 0.5)), 0.55)
    # A stone dropping into a column: a falling clack.
    write("drop.wav", mix((0, tone(520, 0.2, decay=0.05, harmonics=wood, bend=-1.2), 1.0), (0.0, noise(0.06, 0.015, 3), 0.6)), 0.6)
    # Bones taken from the heap: two dry clicks.
    write("bones.wav", mix((0, tone(900, 0.06, decay=0.012, harmonics=wood), 1.0), (0.05, tone(760, 0.06, decay=0.012, harmonics=wood), 0.8)), 0.5)
    # A disc turned over: a light, bright tap with a tick of its edge, softer than a stone placed.
    write("turn.wav", mix((0, tone(1050, 0.07, decay=0.015, harmonics=wood), 1.0), (0, noise(0.02, 0.004, 4), 0.4)), 0.35)
    # A piece slid along the board: a short brush of wood on wood.
    write("slide.wav", mix((0, noise(0.14, 0.05, 5), 1.0), (0, tone(260, 0.14, decay=0.05, harmonics=wood), 0.3)), 0.3)
    # A piece jumped and taken off: a crisp, hollow clack, the jumping piece striking it.
    write("capture.wav", mix((0, tone(620, 0.09, decay=0.02, harmonics=wood), 1.0), (0.035, tone(470, 0.12, decay=0.03, harmonics=wood), 0.7), (0, noise(0.03, 0.006, 7), 0.5)), 0.55)
    # A seed dropped into a pit: a small, high tick.
    write("tick.wav", mix((0, tone(1600, 0.035, attack=0.001, decay=0.008), 1.0), (0, noise(0.015, 0.003, 6), 0.3)), 0.3)
    # A refused move: a low, soft double buzz.
    buzz = ((1, 1.0), (3, 0.3), (5, 0.12))
    write("error.wav", mix((0, tone(150, 0.09, decay=0.05, harmonics=buzz), 1.0), (0.11, tone(140, 0.09, decay=0.05, harmonics=buzz), 1.0)), 0.45)
    # A UI click.
    write("click.wav", tone(1200, 0.04, attack=0.001, decay=0.01), 0.3)
    bell = ((1, 1.0), (2, 0.4), (3, 0.2), (4.2, 0.1))
    # A win: a rising major arpeggio.
    notes = [523.25, 659.25, 783.99, 1046.5]
    write("win.wav", mix(*[(i * 0.11, tone(f, 0.7, decay=0.25, harmonics=bell), 1.0) for i, f in enumerate(notes)]), 0.6)
    # A loss: a falling minor figure.
    notes = [392.0, 311.13, 261.63]
    write("lose.wav", mix(*[(i * 0.16, tone(f, 0.7, decay=0.3, harmonics=bell), 1.0) for i, f in enumerate(notes)]), 0.55)
    # A draw: two even notes.
    write("draw.wav", mix((0, tone(440, 0.6, decay=0.22, harmonics=bell), 1.0), (0.18, tone(440, 0.6, decay=0.22, harmonics=bell), 0.8)), 0.5)
    # A hint: a light two-note chime, up a fifth.
    write("hint.wav", mix((0, tone(880, 0.35, decay=0.12, harmonics=bell), 1.0), (0.08, tone(1318.5, 0.4, decay=0.14, harmonics=bell), 0.7)), 0.4)
    # A man crowned: a bright chime rising an octave.
    write("crown.wav", mix((0, tone(784.0, 0.4, decay=0.14, harmonics=bell), 1.0), (0.09, tone(1568.0, 0.5, decay=0.18, harmonics=bell), 0.8)), 0.45)
    # The quiet background music: four slow chords (C, A minor, F, G), a loop of 16 seconds, at a low sample
    # rate to keep the file small (it has nothing high in it).
    chords = [(261.63, 329.63, 392.0), (220.0, 261.63, 329.63), (174.61, 220.0, 261.63), (196.0, 246.94, 293.66)]
    write("music.wav", pad(chords, 4.0, 11025), 0.35, rate=11025)


if __name__ == "__main__":
    main()
