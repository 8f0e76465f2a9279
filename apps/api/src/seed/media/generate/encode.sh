#!/usr/bin/env bash
# Level-matches each WAV (mean around -19 dB, peaks at most -1.5 dB) and encodes mono MP3.
set -euo pipefail
MEDIA="${MEDIA:-$(cd "$(dirname "$0")/.." && pwd)}"
WORK="${WORK:-/tmp/sosiego-media}"
mkdir -p "$WORK/wav" "$WORK/svg"
OUT=$MEDIA/audios
BR=${BR:-32k}
mkdir -p "$OUT"
for n in cuenco-tibetano lluvia-serena olas-del-mar calma-profunda enfoque-theta respiracion-consciente; do
  f=$WORK/wav/$n.wav
  stats=$(ffmpeg -hide_banner -i "$f" -af volumedetect -f null - 2>&1)
  mean=$(echo "$stats" | sed -n 's/.*mean_volume: \(-\?[0-9.]*\) dB/\1/p')
  max=$(echo "$stats" | sed -n 's/.*max_volume: \(-\?[0-9.]*\) dB/\1/p')
  gain=$(python3 -c "print(round(min(-19-($mean), -1.5-($max)),2))")
  ffmpeg -hide_banner -loglevel error -y -i "$f" -af "volume=${gain}dB" -ac 1 -ar 24000 \
    -c:a libmp3lame -b:a $BR -metadata title="$n" -metadata artist="Sosiego (demo)" -id3v2_version 3 "$OUT/$n.mp3"
  echo "$n gain=${gain}dB"
done
ls -la "$OUT"
