#!/usr/bin/env bash
# Regenerates every demo file. Needs ffmpeg, espeak-ng, librsvg2-bin (rsvg-convert), webp (cwebp), python3.
# Output is not bit-identical between ffmpeg/lame versions; durations in ../../demo-media.ts must match.
set -euo pipefail
cd "$(dirname "$0")"
bash audio.sh && BR=24k bash encode.sh
bash video.sh && CRF=32 bash venc.sh   # geq rendering is slow: ~8 min on 2 cores
python3 covers.py && Q=90 bash raster.sh
