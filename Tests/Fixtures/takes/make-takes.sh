#!/bin/sh
# Makes the takes `wordpack split` is tested on, from real speech (espeak-ng's Spanish voice) with room noise
# (sox's white noise) mixed in. Run it in this folder to remake them; the tests only read the committed files
# and never need espeak-ng or sox. See README.md for what each take holds.
#
# Each take's true boundaries go to <take>.truth.tsv (number, key, text, start, end in seconds): every word is
# an espeak-ng clip with its leading and trailing silence trimmed, so its speech starts and ends exactly where
# the clip does in the concatenation.
set -eu
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# clip RATE TEXT OUT: one word spoken, resampled, its silence either side trimmed. TEXT may end in @SPEED
# (words per minute, 150 by default): `pan@125` is “pan” said more slowly. VOICE (es by default) and PITCH
# (50 by default) change the voice: `VOICE=fr+f3 PITCH=65` is a woman's voice, not the one split compares with.
clip() {
    speed=150
    case $2 in *@*) speed=${2#*@} ;; esac
    espeak-ng -v "${VOICE:-es}" -p "${PITCH:-50}" -s "$speed" -w "$work/raw.wav" "${2%@*}"
    sox "$work/raw.wav" -r "$1" -b 16 -c 1 "$3" silence 1 0.005 0.5% reverse silence 1 0.005 0.5% reverse
}

# silence RATE SECONDS OUT
silence() {
    sox -n -r "$1" -b 16 -c 1 "$3" trim 0 "$2"
}

seconds() {
    soxi -D "$1"
}

# take NAME RATE SNR_DB BITS EXT LEAD TAIL ITEM...
# ITEM is KEY:TEXT:GAP_AFTER, TEXT's `|` a 150 ms pause inside one item and `/` a 400 ms pause.
# With HUM_DB set (`HUM_DB=10` on the line before), a 50 Hz hum that many dB below the words' RMS is mixed in too.
take() {
    name=$1 rate=$2 snr=$3 bits=$4 ext=$5 lead=$6 tail=$7
    shift 7
    # Only the takes named on the command line, when any are.
    if [ -n "$only" ] && ! printf ' %s ' "$only" | grep -q " $name "; then
        return 0
    fi
    parts=""
    speech=""
    number=0
    position=$lead
    silence "$rate" "$lead" "$work/lead.wav"
    parts="$work/lead.wav"
    printf 'number\tkey\ttext\tstart\tend\n' > "$name.truth.tsv"
    for item in "$@"; do
        number=$((number + 1))
        key=${item%%:*}
        rest=${item#*:}
        text=${rest%%:*}
        gap=${rest#*:}
        start=$position
        # The pieces of one item: words with short pauses between them.
        words=$(printf '%s' "$text" | sed 's/|/ |150 /g; s#/# |400 #g')
        piece=0
        for word in $words; do
            piece=$((piece + 1))
            case $word in
            \|*)
                silence "$rate" "0.${word#|}" "$work/$number-$piece.wav"
                ;;
            *)
                clip "$rate" "$word" "$work/$number-$piece.wav"
                speech="$speech $work/$number-$piece.wav"
                ;;
            esac
            parts="$parts $work/$number-$piece.wav"
            position=$(python3 -c "print(round($position + $(seconds "$work/$number-$piece.wav"), 6))")
        done
        printf '%s\t%s\t%s\t%s\t%s\n' "$number" "$key" "$(printf '%s' "${text%@*}" | tr '|/' '  ')" "$start" "$position" \
            >> "$name.truth.tsv"
        silence "$rate" "$gap" "$work/$number-gap.wav"
        parts="$parts $work/$number-gap.wav"
        position=$(python3 -c "print(round($position + $gap, 6))")
    done
    silence "$rate" "$tail" "$work/tail.wav"
    parts="$parts $work/tail.wav"
    # shellcheck disable=SC2086
    sox $parts "$work/clean.wav"
    # The noise's level from the speech's own RMS: white noise at `vol v` has an RMS of v/sqrt(3).
    # shellcheck disable=SC2086
    sox $speech "$work/speech.wav"
    rms=$(sox "$work/speech.wav" -n stat 2>&1 | awk '/RMS     amplitude/ {print $3}')
    volume=$(python3 -c "import math; print(round($rms / 10 ** ($snr / 20) * math.sqrt(3), 6))")
    length=$(seconds "$work/clean.wav")
    sox -R -n -r "$rate" -b 16 -c 1 "$work/noise.wav" synth "$length" whitenoise vol "$volume"
    if [ -n "${HUM_DB:-}" ]; then
        # A sine at `vol v` has an RMS of v/sqrt(2).
        hum=$(python3 -c "import math; print(round($rms / 10 ** ($HUM_DB / 20) * math.sqrt(2), 6))")
        sox -R -n -r "$rate" -b 16 -c 1 "$work/hum.wav" synth "$length" sine 50 vol "$hum"
        sox -R -m "$work/noise.wav" "$work/hum.wav" "$work/room.wav"
        mv "$work/room.wav" "$work/noise.wav"
    fi
    sox -R -m "$work/clean.wav" "$work/noise.wav" -b "$bits" "$name.$ext"
}

# assembled NAME RATE VOICE GAPS ITEM...: a take put together as in an editor, with no room noise: each word as
# espeak-ng says it in VOICE, resampled without dither, so that the padding either side of its speech is exact
# zeros; between words GAPS seconds of silence, which sox dithers (`dithered`: ±1 LSB) or leaves as exact zeros
# (`zeros`). ITEM is KEY:TEXT. The truth gives each word's speech (its clip less the padding), as `take` does.
assembled() {
    name=$1 rate=$2 voice=$3 gaps=$4 seconds=$5
    shift 5
    if [ -n "$only" ] && ! printf ' %s ' "$only" | grep -q " $name "; then
        return 0
    fi
    printf 'number\tkey\ttext\tstart\tend\n' > "$name.truth.tsv"
    parts=""
    position=0
    number=0
    for item in "$@"; do
        number=$((number + 1))
        key=${item%%:*}
        text=${item#*:}
        espeak-ng -v "$voice" -w "$work/raw.wav" "$text"
        sox -D "$work/raw.wav" -r "$rate" -b 16 -c 1 "$work/$number.wav"
        sox -D "$work/$number.wav" "$work/lead-trimmed.wav" silence 1 0.005 0.5%
        sox -D "$work/lead-trimmed.wav" "$work/trimmed.wav" reverse silence 1 0.005 0.5% reverse
        lead=$(python3 -c "print($(seconds "$work/$number.wav") - $(seconds "$work/lead-trimmed.wav"))")
        start=$(python3 -c "print(round($position + $lead, 6))")
        end=$(python3 -c "print(round($start + $(seconds "$work/trimmed.wav"), 6))")
        printf '%s\t%s\t%s\t%s\t%s\n' "$number" "$key" "$text" "$start" "$end" >> "$name.truth.tsv"
        if [ "$gaps" = dithered ]; then
            sox -n -r "$rate" -b 16 -c 1 "$work/$number-gap.wav" trim 0 "$seconds"
        else
            sox -D -n -r "$rate" -b 16 -c 1 "$work/$number-gap.wav" trim 0 "$seconds"
        fi
        parts="$parts $work/$number.wav $work/$number-gap.wav"
        position=$(python3 -c "print(round($position + $(seconds "$work/$number.wav") + $seconds, 6))")
    done
    # shellcheck disable=SC2086
    sox -D $parts "$name.wav"
}

# The takes to make: those named as arguments (`./make-takes.sh extra-word`), or every one.
only="$*"

take five-words-30db 16000 30 16 wav 0.6 0.6 sol:sol:0.4 mariposa:mariposa:1.2 pan:pan:0.7 elefante:elefante:2.0 luz:luz:0.6
take five-words-15db 16000 15 16 wav 0.6 0.6 sol:sol:0.4 mariposa:mariposa:1.2 pan:pan:0.7 elefante:elefante:2.0 luz:luz:0.6
take elefante-missing 16000 30 16 wav 0.6 0.6 sol:sol:0.5 mariposa:mariposa:0.9 pan:pan:0.7 luz:luz:0.6
take pauses-inside 16000 30 16 wav 0.5 0.5 casa:casa:1.0 'hot-dog:perrito|caliente:1.0' 'ice-cream:helado/fresa:1.0' mesa:mesa:0.5
take two-words-44k-24bit 44100 30 24 wav 0.3 0.3 sol:sol:0.6 pan:pan:0.3
take three-words 22050 30 16 flac 0.4 0.4 sol:sol:0.6 mariposa:mariposa:0.8 luz:luz:0.4
HUM_DB=6
take five-words-hum 16000 30 16 flac 0.6 0.6 sol:sol:0.4 mariposa:mariposa:1.2 pan:pan:0.7 elefante:elefante:2.0 luz:luz:0.6
HUM_DB=
take extra-word 16000 30 16 flac 0.6 0.6 sol:sol:0.4 mariposa:mariposa:1.2 pan:pan:0.8 "momento:un momento por favor:0.8" elefante:elefante:2.0 luz:luz:0.6
take retake-pan 16000 30 16 flac 0.6 0.6 sol:sol:0.4 mariposa:mariposa:1.2 pan-first:pan@125:1.7 pan:pan:0.7 elefante:elefante:2.0 luz:luz:0.6
# The letters A to G in French, D left out, said in another voice than split's reading of the script: their
# lengths cannot tell which is missing, only how they sound.
VOICE=fr+f3 PITCH=65
take letters-without-d 22050 30 16 flac 0.5 0.5 a:A@140:0.7 b:B@140:0.9 c:C@140:0.6 e:E@140:0.8 f:F@140:0.7 g:G@140:0.6
# The same voice reading A to F with K, not in the script, after C.
take letters-extra-k 22050 30 16 flac 0.5 0.5 a:A@140:0.7 b:B@140:0.9 c:C@140:0.6 k:K@140:0.8 d:D@140:0.7 e:E@140:0.9 f:F@140:0.6
VOICE= PITCH=
assembled assembled-dither 22050 fr dithered 1.5 pig:cochon cow:vache cat:chat dog:chien duck:canard
assembled assembled-zeros 16000 es zeros 0.8 sol:sol mariposa:mariposa pan:pan elefante:elefante luz:luz
if [ -z "$only" ] || printf ' %s ' "$only" | grep -q " near-silence "; then
    # Eight seconds of a quiet room and nothing said.
    sox -R -n -r 16000 -b 16 -c 1 near-silence.flac synth 8 pinknoise vol 0.003
fi
