#!/usr/bin/env bash
set -euo pipefail
MEDIA="${MEDIA:-$(cd "$(dirname "$0")/.." && pwd)}"
WORK="${WORK:-/tmp/sosiego-media}"
mkdir -p "$WORK/wav" "$WORK/svg"
OUT=$MEDIA/videos
CRF=${CRF:-32}
for n in circulo-respiracion olas-al-atardecer; do
  ffmpeg -hide_banner -loglevel error -y -i $WORK/raw-$n.mkv -c:v libx264 -preset veryslow -crf $CRF \
    -pix_fmt yuv420p -profile:v main -level 3.0 -g 60 -c:a aac -b:a ${AB:-24k} -ac 1 -ar 24000 \
    -movflags +faststart -metadata title="$n" "$OUT/$n.mp4"
done
ls -la "$OUT"
