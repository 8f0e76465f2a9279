#!/usr/bin/env bash
set -euo pipefail
MEDIA="${MEDIA:-$(cd "$(dirname "$0")/.." && pwd)}"
WORK="${WORK:-/tmp/sosiego-media}"
mkdir -p "$WORK/wav" "$WORK/svg"
OUT=$MEDIA/videos
FF="ffmpeg -hide_banner -loglevel error -y"
W=640; H=360; FPS=${FPS:-20}; CRF=${CRF:-30}
ENC="-c:v libx264 -preset veryslow -crf $CRF -pix_fmt yuv420p -profile:v main -g 96 -movflags +faststart -c:a aac -b:a 32k -ac 1 -ar 24000 -shortest"

if [[ "${ONLY:-}" != olas ]]; then
# 1. circulo-respiracion: a soft glowing circle that grows for 3 s (inhale) and shrinks for 3 s (exhale)
D=12
R='(62+48*(0.5-0.5*cos(2*PI*T/6)))'
DIST='hypot(X-W/2,Y-H/2)'
IN="clip(($R-$DIST)/5+0.5,0,1)"
GLOW="(exp(-max($DIST-$R,0)/28)*0.45)"
$FF -f lavfi -i "color=c=black:s=${W}x${H}:r=$FPS:d=$D,format=rgb24,geq=
r='(38+40*Y/H)*(1-$IN)+(230-20*Y/H)*$IN+70*$GLOW*(1-$IN)':
g='(70+30*Y/H)*(1-$IN)+(236-10*Y/H)*$IN+75*$GLOW*(1-$IN)':
b='(96+50*Y/H)*(1-$IN)+(240)*$IN+70*$GLOW*(1-$IN)'" \
  -f lavfi -i "aevalsrc='(0.22*sin(2*PI*130.8*t)+0.16*sin(2*PI*196*t)+0.10*sin(2*PI*261.6*t)*(0.5-0.5*cos(2*PI*t/6)))*(0.55+0.45*(0.5-0.5*cos(2*PI*t/6))):s=24000:d=$D'" \
  -af "lowpass=f=2000,afade=t=in:d=1.5,afade=t=out:st=$((D-2)):d=2" \
  -vf "fade=t=in:d=1,fade=t=out:st=$((D-1)):d=1" -c:v ffv1 -c:a pcm_s16le $WORK/raw-circulo-respiracion.mkv

fi
if [[ "${ONLY:-}" != circulo ]]; then
# 2. olas-al-atardecer: sunset sky, a low sun and two slow wave layers
D=14
Y1='(H*0.64+7*sin(X/55+T*0.9)+3*sin(X/21-T*1.4))'
Y2='(H*0.78+9*sin(X/70-T*0.7+1.3)+3*sin(X/27+T*1.1))'
SUN="clip((46-hypot(X-W*0.5,Y-H*0.56))/3+0.5,0,1)"
SG="exp(-hypot(X-W*0.5,Y-H*0.56)/90)"
A1="clip((Y-$Y1)/2+0.5,0,1)"
A2="clip((Y-$Y2)/2+0.5,0,1)"
sky_r="(120+110*Y/H*1.4)"; sky_g="(110+60*Y/H)"; sky_b="(170-40*Y/H)"
$FF -f lavfi -i "color=c=black:s=${W}x${H}:r=$FPS:d=$D,format=rgb24,geq=
r='((min($sky_r,245)+60*$SG)*(1-$SUN)+252*$SUN)*(1-$A1)+(($A1-$A2)*(70+25*$SG)+$A2*52)':
g='(min($sky_g+30*$SG,230)*(1-$SUN)+214*$SUN)*(1-$A1)+(($A1-$A2)*(96+12*$SG)+$A2*78)':
b='(($sky_b)*(1-$SUN)+170*$SUN)*(1-$A1)+(($A1-$A2)*140+$A2*118)'" \
  -f lavfi -i "anoisesrc=color=brown:a=0.5:r=24000:d=$D:seed=3" \
  -af "lowpass=f=800,volume='0.15+0.85*pow(sin(PI*t/7),4)':eval=frame,volume=3,afade=t=in:d=1.5,afade=t=out:st=$((D-2)):d=2" \
  -vf "fade=t=in:d=1,fade=t=out:st=$((D-1)):d=1" -c:v ffv1 -c:a pcm_s16le $WORK/raw-olas-al-atardecer.mkv
fi
