#!/bin/sh
# Regenerates the audio fixtures in this folder with sox (an authoring tool: tests only read the results).
# Every tone is 0.25 s long. Run from anywhere: sh Tests/Fixtures/audio/make-fixtures.sh
set -eu
cd "$(dirname "$0")"

sox -n -r 44100 -b 16 -c 1 tone-16bit-44100-mono.wav synth 0.25 sine 440 vol 0.5
sox -n -r 48000 -b 24 -c 2 tone-24bit-48000-stereo.wav synth 0.25 sine 440 sine 660 vol 0.5
sox -n -r 22051 -e floating-point -b 32 -c 1 tone-float-22051-mono.wav synth 0.25 sine 440 vol 0.5
sox -n -r 22050 -b 16 -c 1 tone-16bit-22050-mono.aiff synth 0.25 sine 440 vol 0.5
sox -n -r 16000 -b 16 -c 1 tone-16bit-16000-mono.flac synth 0.25 sine 440 vol 0.5
sox -n -r 22050 -c 1 -C 0 tone-22050-mono.ogg synth 0.25 sine 440 vol 0.5
sox -n -r 44100 -c 1 tone-44100-mono.mp3 synth 0.25 sine 440 vol 0.5

# The 16-bit WAV cut after 10000 bytes: its header still promises 11025 frames.
head -c 10000 tone-16bit-44100-mono.wav > truncated.wav
# Text that is named .wav.
printf 'This is a text file, not a recording.\n' > text-named-wav.wav
# The FLAC and Ogg tones cut in half: FLAC fails while its samples are read, Ogg already when it is opened.
head -c 1119 tone-16bit-16000-mono.flac > truncated.flac
head -c 1870 tone-22050-mono.ogg > truncated.ogg

# For the audio stage's checks: silence, a tone at -40 dBFS, and a tone driven past full scale (sox clips it
# and says so).
sox -D -n -r 22050 -b 16 -c 1 silent.wav trim 0 0.5
sox -n -r 22050 -b 16 -c 1 nearly-silent.wav synth 0.5 sine 440 vol 0.01
sox -n -r 22050 -b 16 -c 1 clipped.wav synth 0.25 sine 440 vol 1.5

# As phones and editors deliver recordings (ffmpeg, an authoring tool): AAC in MP4 as an iPhone's Voice Memos
# writes it, Apple Lossless in MP4, AAC in ADTS, Opus in Ogg and 16-bit PCM in CAF, each from the 0.25 s tones.
ffmpeg -loglevel error -y -i tone-16bit-44100-mono.wav -c:a aac -b:a 64k tone-44100-mono.m4a
ffmpeg -loglevel error -y -i tone-24bit-48000-stereo.wav -c:a alac tone-48000-stereo-alac.m4a
ffmpeg -loglevel error -y -i tone-16bit-44100-mono.wav -c:a aac -b:a 64k -f adts tone-44100-mono.aac
ffmpeg -loglevel error -y -i tone-16bit-44100-mono.wav -ar 48000 -c:a libopus -b:a 48k tone-48000-mono.opus
ffmpeg -loglevel error -y -i tone-16bit-22050-mono.aiff -c:a pcm_s16le tone-16bit-22050-mono.caf
# The AAC one cut short: its moov box is lost with its end.
head -c 1500 tone-44100-mono.m4a > truncated.m4a
