#!/usr/bin/env bash
set -euo pipefail
MEDIA="${MEDIA:-$(cd "$(dirname "$0")/.." && pwd)}"
WORK="${WORK:-/tmp/sosiego-media}"
mkdir -p "$WORK/wav" "$WORK/svg"
M=$MEDIA
mkdir -p $M/caratula-audios $M/caratula-videos $M/caratula-categorias $M/caratula-temas
r() { rsvg-convert "$WORK/svg/$1.svg" -o "$WORK/$1.png" && cwebp -quiet -q ${Q:-80} -m 6 -sharp_yuv "$WORK/$1.png" -o "$M/$2/$1.webp"; }
for n in respiracion-consciente lluvia-serena olas-del-mar cuenco-tibetano calma-profunda enfoque-theta; do r $n caratula-audios; done
for n in circulo-respiracion olas-al-atardecer; do r $n caratula-videos; done
for n in relaciones personal salud trabajo-y-finanzas espiritualidad; do r $n caratula-categorias; done
# Theme covers (issue 19): 400×400, in their category's colours.
for n in familia pareja amistad perdida-duelos habitos desarrollo-personal creencias-mentales metas-objetivos \
  personalidad-identidad salud-mental salud-emocional salud-fisica inteligencia-emocional productividad \
  procrastinacion creencia-dinero proposito-laboral meditacion gratitud proposito-de-vida; do r $n caratula-temas; done
ls -la $M/caratula-*
