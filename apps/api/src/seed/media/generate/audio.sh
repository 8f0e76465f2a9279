#!/usr/bin/env bash
# Generates the demo audio as WAV (24 kHz mono), then encodes MP3.
set -euo pipefail
MEDIA="${MEDIA:-$(cd "$(dirname "$0")/.." && pwd)}"
WORK="${WORK:-/tmp/sosiego-media}"
mkdir -p "$WORK/wav" "$WORK/svg"
cd "$WORK/wav"
SR=24000
FF="ffmpeg -hide_banner -loglevel error -y"

# 1. cuenco-tibetano: struck bowl every 8 s, inharmonic partials with slow beating, exponential decay
D=24
$FF -f lavfi -i "aevalsrc='
 (0.50*exp(-mod(t,8)/5.5)*sin(2*PI*196*t)*(0.8+0.2*cos(2*PI*1.3*t))
 +0.28*exp(-mod(t,8)/3.5)*sin(2*PI*531*t)*(0.75+0.25*cos(2*PI*2.1*t))
 +0.14*exp(-mod(t,8)/2.2)*sin(2*PI*1009*t)
 +0.07*exp(-mod(t,8)/1.3)*sin(2*PI*1656*t))
 *min(1,mod(t,8)*200)*0.8:s=$SR:d=$D'" -af "afade=t=out:st=$((D-3)):d=3" cuenco-tibetano.wav

# 2. lluvia-serena: pink + brown noise, band-limited, gentle fluctuation, soft low drone under it
D=20
$FF -f lavfi -i "anoisesrc=color=pink:a=0.35:r=$SR:d=$D:seed=7" \
    -f lavfi -i "anoisesrc=color=brown:a=0.5:r=$SR:d=$D:seed=11" \
    -f lavfi -i "aevalsrc='0.05*sin(2*PI*98*t)+0.03*sin(2*PI*147*t)':s=$SR:d=$D" \
    -filter_complex "[0]highpass=f=600,lowpass=f=5000,volume='0.8+0.2*sin(2*PI*t/7)':eval=frame[r];[1]lowpass=f=400[b];[r][b][2]amix=inputs=3:normalize=0,afade=t=in:d=3,afade=t=out:st=$((D-4)):d=4" lluvia-serena.wav

# 3. olas-del-mar: brown+pink noise swelling on a 9 s wave cycle, brighter at the crest
D=27
$FF -f lavfi -i "anoisesrc=color=brown:a=0.6:r=$SR:d=$D:seed=3" \
    -f lavfi -i "anoisesrc=color=pink:a=0.25:r=$SR:d=$D:seed=5" \
    -filter_complex "[0]lowpass=f=700,volume='0.15+0.85*pow(sin(PI*t/9),4)':eval=frame[a];[1]highpass=f=1200,lowpass=f=4500,volume='0.05+0.95*pow(sin(PI*(t-0.6)/9),8)':eval=frame[b];[a][b]amix=inputs=2:normalize=0,afade=t=in:d=2,afade=t=out:st=$((D-4)):d=4" olas-del-mar.wav

# 4. calma-profunda: low drone (A2, E3, A3) with slow detuned shimmer and a breathing swell
D=20
$FF -f lavfi -i "aevalsrc='(
 0.30*sin(2*PI*110*t)+0.30*sin(2*PI*110.4*t)
 +0.18*sin(2*PI*164.8*t)+0.18*sin(2*PI*165.3*t)
 +0.10*sin(2*PI*220.2*t)+0.05*sin(2*PI*329.6*t)*(0.5+0.5*sin(2*PI*t/6)))
 *(0.75+0.25*sin(2*PI*t/11))*0.6:s=$SR:d=$D'" -af "lowpass=f=1500,afade=t=in:d=4,afade=t=out:st=$((D-5)):d=5" calma-profunda.wav

# 5. enfoque-theta: mono "binaural-ish" pad: close tone pairs beat at ~5 Hz, plus a soft fifth
D=20
$FF -f lavfi -i "aevalsrc='(
 0.28*sin(2*PI*200*t)+0.28*sin(2*PI*205*t)
 +0.14*sin(2*PI*300*t)+0.14*sin(2*PI*305.5*t)
 +0.08*sin(2*PI*400*t)*(0.5+0.5*sin(2*PI*t/8))
 +0.10*sin(2*PI*100*t))*0.7:s=$SR:d=$D'" \
    -f lavfi -i "anoisesrc=color=pink:a=0.04:r=$SR:d=$D:seed=9" \
    -filter_complex "[0][1]amix=inputs=2:normalize=0,lowpass=f=2500,afade=t=in:d=4,afade=t=out:st=$((D-4)):d=4" enfoque-theta.wav

# 6. respiracion-consciente: spoken intro (espeak-ng, Spanish) over a drone, then a breathing pulse
#    (4 s inhale swell, 6 s exhale release) of airy noise and a soft tone.
espeak-ng -v es -s 120 -p 35 -a 110 -g 6 -w voz.wav \
  "Bienvenida a Sosiego. Siéntate con comodidad. Inhala despacio... y suelta el aire."
$FF -i voz.wav -ar $SR -ac 1 -af "lowpass=f=4500,aecho=0.8:0.6:60:0.25,volume=1.8" voz24.wav
VD=$(ffprobe -v error -show_entries format=duration -of csv=p=0 voz24.wav)
D=31
# breathing envelope: period 10 s, starts after the voice
$FF -f lavfi -i "aevalsrc='0.06*sin(2*PI*130.8*t)+0.05*sin(2*PI*196*t)+0.03*sin(2*PI*261.6*t)':s=$SR:d=$D" \
    -f lavfi -i "anoisesrc=color=pink:a=0.5:r=$SR:d=$D:seed=21" \
    -f lavfi -i "aevalsrc='0.12*sin(2*PI*261.6*t)+0.06*sin(2*PI*392*t)':s=$SR:d=$D" \
    -i voz24.wav \
    -filter_complex "
     [0]afade=t=in:d=2[drone];
     [1]bandpass=f=900:width_type=o:w=2,volume='if(lt(t,11),0,if(lt(mod(t-11,10),4),pow(sin(PI/2*mod(t-11,10)/4),2),pow(cos(PI/2*(mod(t-11,10)-4)/6),2)))*0.9':eval=frame[air];
     [2]volume='if(lt(t,11),0,if(lt(mod(t-11,10),4),mod(t-11,10)/4,1-(mod(t-11,10)-4)/6))*0.8':eval=frame[tone];
     [3]adelay=800|800,apad[v];
     [drone][air][tone][v]amix=inputs=4:normalize=0:duration=first,afade=t=out:st=$((D-3)):d=3" respiracion-consciente.wav
echo "voice: $VD s"
