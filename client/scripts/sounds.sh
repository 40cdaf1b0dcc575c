#!/bin/sh
# Remakes the game sounds in src/features/play/sounds (committed; the build
# only copies them). Plucked strings (sox's Karplus-Strong `pluck`), mixed
# and given a little room: tick (the reel passing an item), win (a drop
# shown) and rare (a covert or ★ drop's celebration). Needs sox with mp3
# (Debian: sox libsox-fmt-all). MP3 because every browser plays it.
set -eu
out="$(dirname "$0")/../src/features/play/sounds"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
# note NAME SECONDS PITCH DELAY: one plucked note, starting DELAY seconds in.
note() { sox -n -r 44100 -c 1 "$tmp/$1.wav" synth "$2" pluck "$3" fade q 0 "$2" "$(echo "$2*0.7" | bc)" pad "$4" 0; }
sox -n -r 44100 -c 1 -C 64 "$out/tick.mp3" synth 0.045 pluck 2200 fade q 0 0.045 0.035 gain -n -10
note a 0.9 E5 0; note b 0.9 B5 0.09
sox -m "$tmp/a.wav" "$tmp/b.wav" -C 64 "$out/win.mp3" reverb 40 gain -n -3 channels 1
note c 1.6 C5 0; note d 1.6 E5 0.11; note e 1.6 G5 0.22; note f 1.7 C6 0.33; note g 1.7 E6 0.45
sox -m "$tmp/c.wav" "$tmp/d.wav" "$tmp/e.wav" "$tmp/f.wav" "$tmp/g.wav" -C 64 "$out/rare.mp3" reverb 60 50 100 gain -n -3 channels 1
