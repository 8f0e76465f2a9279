"""Writes the demo cover SVGs (calm gradients + simple shapes, no text)."""
import math, os
OUT = os.path.join(os.environ.get('WORK', '/tmp/sosiego-media'), 'svg')
os.makedirs(OUT, exist_ok=True)

def grad(id, c1, c2, x2='0', y2='1'):
    return f'<linearGradient id="{id}" x1="0" y1="0" x2="{x2}" y2="{y2}"><stop offset="0" stop-color="{c1}"/><stop offset="1" stop-color="{c2}"/></linearGradient>'

def radial(id, c, op=0.9):
    return f'<radialGradient id="{id}"><stop offset="0" stop-color="{c}" stop-opacity="{op}"/><stop offset="1" stop-color="{c}" stop-opacity="0"/></radialGradient>'

def svg(w, h, defs, body):
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"><defs>{defs}</defs>{body}</svg>'

def wave_path(w, h, y, amp, length, phase, bottom=None):
    pts = []
    for i in range(0, w + 11, 10):
        pts.append(f'{i},{y + amp * math.sin(2 * math.pi * i / length + phase):.1f}')
    bottom = h if bottom is None else bottom
    return f'M0,{bottom} L' + ' L'.join(pts) + f' L{w},{bottom} Z'

def write(name, s):
    with open(os.path.join(OUT, name + '.svg'), 'w') as f:
        f.write(s)

S = 400
# ---- audio covers ----
write('respiracion-consciente', svg(S, S, grad('bg', '#cfe8e4', '#6fa8a8') + radial('g', '#ffffff', 0.8),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/><circle cx="200" cy="200" r="170" fill="url(#g)"/>'
    + ''.join(f'<circle cx="200" cy="200" r="{r}" fill="none" stroke="#ffffff" stroke-opacity="{o}" stroke-width="3"/>'
              for r, o in [(150, 0.25), (115, 0.4), (80, 0.6)])
    + '<circle cx="200" cy="200" r="46" fill="#ffffff" fill-opacity="0.85"/>'))

rain = ''.join(f'<line x1="{x}" y1="{y}" x2="{x - 8}" y2="{y + 26}" stroke="#e8f0f8" stroke-opacity="0.7" stroke-width="3" stroke-linecap="round"/>'
               for x, y in [(120, 230), (160, 270), (200, 235), (240, 280), (280, 240), (140, 310), (220, 320), (300, 300), (180, 350), (260, 345)])
write('lluvia-serena', svg(S, S, grad('bg', '#8fa3bf', '#3f5572'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/>{rain}'
    '<g fill="#f3f6fa" fill-opacity="0.92"><circle cx="150" cy="170" r="45"/><circle cx="205" cy="145" r="60"/>'
    '<circle cx="260" cy="175" r="42"/><rect x="105" y="170" width="200" height="48" rx="24"/></g>'))

write('olas-del-mar', svg(S, S, grad('bg', '#fde7cf', '#9fd3d6') + radial('g', '#fff6e0'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/><circle cx="280" cy="130" r="110" fill="url(#g)"/>'
    '<circle cx="280" cy="130" r="42" fill="#fff3d6"/>'
    f'<path d="{wave_path(S, S, 240, 12, 160, 0)}" fill="#6fb7c0"/>'
    f'<path d="{wave_path(S, S, 285, 14, 200, 1.7)}" fill="#4a97a8"/>'
    f'<path d="{wave_path(S, S, 335, 12, 170, 3.1)}" fill="#2f7489"/>'))

write('cuenco-tibetano', svg(S, S, grad('bg', '#f6dcb0', '#c98a55') + grad('bowl', '#a8673a', '#6e3e22') + radial('g', '#fff1d2', 0.7),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/><circle cx="200" cy="230" r="160" fill="url(#g)"/>'
    + ''.join(f'<path d="M{200 - r},{200} A{r},{r * 0.55} 0 0 1 {200 + r},{200}" fill="none" stroke="#fff6e6" stroke-opacity="{o}" stroke-width="3"/>'
              for r, o in [(150, 0.3), (125, 0.45), (100, 0.6)])
    + '<path d="M110,215 Q200,215 290,215 Q285,300 200,305 Q115,300 110,215 Z" fill="url(#bowl)"/>'
    '<ellipse cx="200" cy="215" rx="90" ry="14" fill="#8a5230"/><ellipse cx="200" cy="318" rx="55" ry="7" fill="#6e3e22" fill-opacity="0.35"/>'))

stars = ''.join(f'<circle cx="{x}" cy="{y}" r="{r}" fill="#ffffff" fill-opacity="{o}"/>'
                for x, y, r, o in [(70, 80, 2, 0.8), (120, 150, 1.5, 0.6), (320, 70, 2, 0.7), (340, 200, 1.5, 0.5), (90, 280, 1.5, 0.5), (260, 320, 2, 0.6), (180, 60, 1.5, 0.6), (330, 300, 1.5, 0.5)])
write('calma-profunda', svg(S, S, grad('bg', '#1f2a4d', '#4b4f86') + radial('g', '#dfe4ff', 0.5),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/>{stars}<circle cx="200" cy="190" r="140" fill="url(#g)"/>'
    '<mask id="m"><rect width="400" height="400" fill="#fff"/><circle cx="232" cy="168" r="78" fill="#000"/></mask>'
    '<circle cx="200" cy="190" r="84" fill="#f4f1e6" mask="url(#m)"/>'))

lines = ''.join(f'<path d="{wave_path(S, S, 120 + i * 40, 18 - i * 1.5, 150 + i * 20, i * 0.7, bottom=None).split(" L" + str(S))[0].replace("M0," + str(S) + " L", "M")}" fill="none" stroke="#ffffff" stroke-opacity="{0.75 - i * 0.1}" stroke-width="3"/>'
                for i in range(5))
write('enfoque-theta', svg(S, S, grad('bg', '#c7b8e6', '#6f7fc2', '1', '1'), f'<rect width="{S}" height="{S}" fill="url(#bg)"/>{lines}'))

# ---- video covers (16:9) ----
W, H = 640, 360
write('circulo-respiracion', svg(W, H, grad('bg', '#26465f', '#4f5f93') + radial('g', '#d6e6f5', 0.7),
    f'<rect width="{W}" height="{H}" fill="url(#bg)"/><circle cx="320" cy="180" r="150" fill="url(#g)"/>'
    '<circle cx="320" cy="180" r="84" fill="#e6eef5"/>'
    '<circle cx="320" cy="180" r="118" fill="none" stroke="#e6eef5" stroke-opacity="0.35" stroke-width="3"/>'))
write('olas-al-atardecer', svg(W, H, grad('bg', '#7a6fb0', '#f0a48c') + radial('g', '#ffd9a0', 0.8),
    f'<rect width="{W}" height="{H}" fill="url(#bg)"/><circle cx="320" cy="200" r="150" fill="url(#g)"/>'
    '<circle cx="320" cy="200" r="48" fill="#fcd9a8"/>'
    f'<path d="{wave_path(W, H, 232, 7, 340, 0)}" fill="#4f6a9a"/>'
    f'<path d="{wave_path(W, H, 282, 9, 440, 1.3)}" fill="#344e78"/>'))

# ---- category covers ----
write('relaciones', svg(S, S, grad('bg', '#fbe1dc', '#e49a94'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/>'
    '<circle cx="165" cy="200" r="85" fill="#ffffff" fill-opacity="0.55"/><circle cx="235" cy="200" r="85" fill="#ffffff" fill-opacity="0.55"/>'
    '<circle cx="165" cy="200" r="85" fill="none" stroke="#ffffff" stroke-width="3"/><circle cx="235" cy="200" r="85" fill="none" stroke="#ffffff" stroke-width="3"/>'))
write('personal', svg(S, S, grad('bg', '#e3efd6', '#8fb58a'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/>'
    '<path d="M200,330 C200,260 200,220 200,170" stroke="#4e7a4f" stroke-width="6" fill="none" stroke-linecap="round"/>'
    '<path d="M200,230 C140,230 110,190 105,140 C160,140 200,170 200,230 Z" fill="#5f9460"/>'
    '<path d="M200,190 C250,190 290,155 295,95 C235,95 200,130 200,190 Z" fill="#77ab6f"/>'
    '<ellipse cx="200" cy="335" rx="70" ry="10" fill="#4e7a4f" fill-opacity="0.3"/>'))
write('salud', svg(S, S, grad('bg', '#fff1d6', '#a9d8c8') + radial('g', '#fff8e0'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/><circle cx="200" cy="170" r="130" fill="url(#g)"/>'
    '<circle cx="200" cy="170" r="55" fill="#ffd88a"/>'
    f'<path d="{wave_path(S, S, 280, 22, 420, 0.5)}" fill="#7fbfa8"/>'
    f'<path d="{wave_path(S, S, 320, 18, 360, 2.5)}" fill="#5a9f8a"/>'))
write('trabajo-y-finanzas', svg(S, S, grad('bg', '#f1e6d4', '#b9a88c'),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/>'
    '<ellipse cx="200" cy="315" rx="95" ry="28" fill="#7d6e5b"/><ellipse cx="200" cy="258" rx="72" ry="24" fill="#958572"/>'
    '<ellipse cx="200" cy="210" rx="52" ry="19" fill="#ab9c88"/><ellipse cx="200" cy="172" rx="34" ry="14" fill="#c4b6a2"/>'
    '<ellipse cx="200" cy="346" rx="120" ry="8" fill="#5e5243" fill-opacity="0.25"/>'))
petal = lambda a, c: f'<path d="M200,300 C160,250 170,180 200,140 C230,180 240,250 200,300 Z" fill="{c}" transform="rotate({a} 200 300)"/>'
write('espiritualidad', svg(S, S, grad('bg', '#e4dcf3', '#8e7cc3') + radial('g', '#ffffff', 0.6),
    f'<rect width="{S}" height="{S}" fill="url(#bg)"/><circle cx="200" cy="230" r="160" fill="url(#g)"/>'
    + petal(-60, '#b9a8e0') + petal(60, '#b9a8e0') + petal(-30, '#cbbde9') + petal(30, '#cbbde9') + petal(0, '#ded4f3')
    + '<ellipse cx="200" cy="312" rx="110" ry="9" fill="#5d4c94" fill-opacity="0.25"/>'))
print('ok')
